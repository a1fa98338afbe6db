/**
 * Loading the message editor without a waterfall: the editor chunk (Monaco, about 3 MB) and
 * Monaco's JSON worker (completion, hover, folding) are fetched together, instead of the worker
 * waiting until the chunk has run and created the editor. Tiny and Monaco-free, so the app can
 * import it statically and call it instead of `import("./MessageEditor.tsx")`.
 */
import type { Language } from "../../i18n/strings.ts";
import { startJsonWorker } from "./json-worker.ts";
import { loadMonacoMessages } from "./nls.ts";

let settle: (() => void) | undefined;
const settled = new Promise<void>((resolve) => (settle = resolve));

/**
 * Starts fetching the editor and its JSON worker; resolves to the editor's module. In Russian,
 * Monaco's text table comes first: the editor chunk builds its action labels when it runs.
 */
export async function loadMessageEditor(language: Language) {
  try {
    startJsonWorker();
    await loadMonacoMessages(language);
    return await import("./MessageEditor.tsx");
  } finally {
    settle?.();
  }
}

/**
 * Resolves once the editor's chunk has loaded (or failed to): work that competes with it for
 * the network and the CPU, such as caching the whole site, waits for this.
 */
export function editorSettled(): Promise<void> {
  return settled;
}

/** The page goes on without Monaco for now (a touch screen's plain text area): nothing to wait for. */
export function editorDeferred(): void {
  settle?.();
}
