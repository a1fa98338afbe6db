/**
 * The `window.openai` shim for Apps SDK widgets (`text/html+skybridge`): a small script put in
 * front of the widget's own, which speaks the host side's language, MCP Apps over postMessage,
 * so both flavours meet the same bridge (`host.ts`) and the same log. It maps `toolInput`,
 * `toolOutput`, `callTool`, `setWidgetState`/`widgetState`, `requestDisplayMode`,
 * `notifyIntrinsicHeight`, `openExternal` and `sendFollowUpMessage`, and fires
 * `openai:set_globals` when the host sends new values.
 */

/** The MCP Apps protocol version the shim asks for in `ui/initialize`. */
export const SHIM_PROTOCOL_VERSION = "2026-01-26";

const SHIM = `(() => {
  const parent = window.parent;
  const post = (message) => parent.postMessage(message, "*");
  const pending = new Map();
  let next = 1;
  const request = (method, params) =>
    new Promise((resolve, reject) => {
      const id = "openai-" + next++;
      pending.set(id, { resolve, reject });
      post({ jsonrpc: "2.0", id, method, params });
    });
  const notify = (method, params) => post({ jsonrpc: "2.0", method, params });
  const globals = {
    toolInput: {},
    toolOutput: null,
    toolResponseMetadata: null,
    widgetState: null,
    theme: "light",
    locale: "en",
    displayMode: "inline",
    maxHeight: undefined,
  };
  const setGlobals = (changes) => {
    Object.assign(globals, changes);
    window.dispatchEvent(new CustomEvent("openai:set_globals", { detail: { globals: changes } }));
  };
  const fromContext = (context) => {
    const changes = {};
    if (!context || typeof context !== "object") return changes;
    if (typeof context.theme === "string") changes.theme = context.theme;
    if (typeof context.locale === "string") changes.locale = context.locale;
    if (typeof context.displayMode === "string") changes.displayMode = context.displayMode;
    return changes;
  };
  const api = {
    callTool: (name, args) => request("tools/call", { name, arguments: args || {} }),
    setWidgetState: async (state) => setGlobals({ widgetState: state }),
    requestDisplayMode: (options) =>
      request("ui/request-display-mode", { mode: (options && options.mode) || "inline" }),
    notifyIntrinsicHeight: (height) => notify("ui/notifications/size-changed", { height }),
    openExternal: (options) => request("ui/open-link", { url: String(options && options.href) }),
    sendFollowUpMessage: (options) =>
      request("ui/message", {
        role: "user",
        content: [{ type: "text", text: String(options && options.prompt) }],
      }),
  };
  for (const key of Object.keys(globals)) {
    Object.defineProperty(api, key, { enumerable: true, get: () => globals[key] });
  }
  Object.defineProperty(window, "openai", { value: Object.freeze(api) });
  window.addEventListener("message", (event) => {
    if (event.source !== parent) return;
    const m = event.data;
    if (!m || typeof m !== "object" || m.jsonrpc !== "2.0") return;
    if (m.id !== undefined && !m.method) {
      const waiting = pending.get(m.id);
      if (!waiting) return;
      pending.delete(m.id);
      if (m.error) waiting.reject(new Error(String(m.error.message)));
      else waiting.resolve(m.result);
      return;
    }
    const params = m.params || {};
    if (m.method === "ui/notifications/tool-input") setGlobals({ toolInput: params.arguments || {} });
    else if (m.method === "ui/notifications/tool-result")
      setGlobals({
        toolOutput: params.structuredContent === undefined ? null : params.structuredContent,
        toolResponseMetadata: params._meta || null,
      });
    else if (m.method === "ui/notifications/host-context-changed") setGlobals(fromContext(params));
    else if (m.id !== undefined && (m.method === "ui/resource-teardown" || m.method === "ping"))
      post({ jsonrpc: "2.0", id: m.id, result: {} });
  });
  request("ui/initialize", {
    appInfo: { name: "window.openai", version: "1.0.0" },
    appCapabilities: {},
    protocolVersion: "${SHIM_PROTOCOL_VERSION}",
  }).then((result) => {
    setGlobals(fromContext(result && result.hostContext));
    notify("ui/notifications/initialized", {});
  });
})();`;

/** The shim as a `<script>` element, to go in front of the widget's page. */
export const OPENAI_SHIM_SCRIPT = `<script>${SHIM}</script>`;
