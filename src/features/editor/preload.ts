/**
 * Loading the message editor without a waterfall: the editor chunk (Monaco, about 3 MB) and
 * Monaco's JSON worker (completion, hover, folding) are fetched together, instead of the worker
 * waiting until the chunk has run and created the editor. Tiny and Monaco-free, so the app can
 * import it statically and call it instead of `import("./MessageEditor.tsx")`.
 */
import JsonWorker from "monaco-editor/languages/features/json/json.worker?worker";
import type { Language } from "../../i18n/strings.ts";
import { loadMonacoMessages } from "./nls.ts";

let early: Worker | undefined;

/**
 * Starts fetching the editor and its JSON worker; resolves to the editor's module. In Russian,
 * Monaco's text table comes first: the editor chunk builds its action labels when it runs.
 */
export async function loadMessageEditor(language: Language) {
  if (!early && typeof Worker !== "undefined") early = new JsonWorker({ name: "mcp-json" });
  await loadMonacoMessages(language);
  return import("./MessageEditor.tsx");
}

/** The worker started early, if still unused, else a new one (after a schema change). */
export function takeJsonWorker(): Worker {
  const worker = early ?? new JsonWorker({ name: "mcp-json" });
  early = undefined;
  return worker;
}
