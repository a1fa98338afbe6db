/**
 * The widget's Apps SDK flavour: the same view on `window.openai`, which the host provides
 * (ChatGPT, or the playground's shim): `toolInput`, `toolOutput`, `callTool`,
 * `notifyIntrinsicHeight` and the `openai:set_globals` event.
 */
import { mountView } from "./view.ts";

interface OpenAi {
  toolInput?: Record<string, unknown>;
  toolOutput?: unknown;
  locale?: string;
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  notifyIntrinsicHeight?(height: number): void;
}

const openai = (): OpenAi | undefined => (window as unknown as { openai?: OpenAi }).openai;

const view = mountView({
  callTool: async (name, args) => {
    const api = openai();
    if (!api) throw new Error("window.openai is missing");
    return api.callTool(name, args);
  },
  resized: (height) => openai()?.notifyIntrinsicHeight?.(height),
  locale: () => openai()?.locale,
});

/** `toolOutput` is the result's structuredContent; the view reads a whole result. */
function show(): void {
  const api = openai();
  if (!api) return;
  view.input(api.toolInput ?? {});
  if (api.toolOutput !== undefined && api.toolOutput !== null) {
    view.result({ structuredContent: api.toolOutput });
  }
}

window.addEventListener("openai:set_globals", show);
show();
