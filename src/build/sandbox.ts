/**
 * The widget sandbox page (`sandbox.html` beside `index.html`): the document a widget's frame
 * loads, as the MCP Apps sandbox proxy does. The playground frames it with
 * `sandbox="allow-scripts"` and no `allow-same-origin`, so it runs in an opaque origin: it can
 * reach neither the playground's storage nor its DOM. It tells the playground it is ready,
 * receives the widget's page (with the widget's own policy already at its top, see
 * `src/apps/policy.ts`), shows it in an inner `srcdoc` frame and relays messages both ways.
 *
 * Its own policy is the ceiling of every widget's: a `srcdoc` frame inherits it, and the
 * widget's `<meta>` policy narrows it further (both apply). Widgets are single pages with inline
 * scripts, so inline scripts are allowed here; the relay itself is one of them. Nothing is
 * evaluated from strings, no plugin runs, no form is sent, and only a widget's own declared
 * domains can be reached (its meta policy says which).
 */
import type { Plugin } from "vite";

export const SANDBOX_FILE = "sandbox.html";

export const SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' https:",
  "style-src 'unsafe-inline' https:",
  "img-src data: blob: https:",
  "font-src data: https:",
  "media-src data: blob: https:",
  "connect-src https: wss: http://localhost:* http://127.0.0.1:*",
  "frame-src https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/**
 * The relay, as it runs in the page. Messages from the playground (the parent) go to the widget,
 * except `ui/notifications/sandbox-resource-ready`, which brings the widget's page (once per
 * frame: a repeat is ignored); messages from the widget go to the parent. Only the two windows
 * are listened to.
 *
 * Before the page is shown, this page's own policy is narrowed to the widget's frame domains
 * (`frameSrc`, `'none'` when it declared none): the widget's frame is a child of this page, so
 * this page's `frame-src` is what judges where the widget may take it. And the widget stays on
 * its page: once the frame has loaded it, any further load (a navigation allowed or not, a
 * reload) tears the frame down and tells the playground, which closes the widget.
 */
const RELAY = `(() => {
  const inner = document.createElement("iframe");
  inner.setAttribute("sandbox", "allow-scripts");
  inner.setAttribute("title", "widget");
  inner.style.cssText = "border:0;width:100%;height:100%;display:block";
  let loaded = false;
  let attaching = false;
  let loads = 0;
  let gone = false;
  const tearDown = () => {
    if (gone) return;
    gone = true;
    inner.removeAttribute("srcdoc");
    inner.remove();
    window.parent.postMessage(
      { jsonrpc: "2.0", method: "ui/notifications/sandbox-frame-navigated", params: {} },
      "*",
    );
  };
  inner.addEventListener("load", () => {
    if (attaching) return;
    loads += 1;
    if (loads > 1) tearDown();
  });
  window.addEventListener("message", (event) => {
    const data = event.data;
    if (gone) return;
    if (event.source === window.parent) {
      if (data && data.method === "ui/notifications/sandbox-resource-ready") {
        if (loaded) return;
        loaded = true;
        const params = data.params || {};
        const sources = typeof params.frameSrc === "string" ? params.frameSrc : "'none'";
        const narrowed = /^[a-z0-9:/.*' -]*$/i.test(sources) && sources.trim() ? sources : "'none'";
        const policy = document.createElement("meta");
        policy.setAttribute("http-equiv", "Content-Security-Policy");
        policy.setAttribute("content", "frame-src " + narrowed + "; child-src " + narrowed);
        document.head.appendChild(policy);
        if (typeof params.allow === "string" && params.allow) inner.setAttribute("allow", params.allow);
        if (typeof params.html === "string") inner.srcdoc = params.html;
        // An empty frame may say it loaded while being attached: that is no navigation.
        attaching = true;
        document.body.appendChild(inner);
        attaching = false;
        return;
      }
      if (inner.contentWindow) inner.contentWindow.postMessage(data, "*");
    } else if (event.source === inner.contentWindow) {
      window.parent.postMessage(data, "*");
    }
  });
  window.parent.postMessage(
    { jsonrpc: "2.0", method: "ui/notifications/sandbox-proxy-ready", params: {} },
    "*",
  );
})();`;

export function sandboxPage(): string {
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8" />
<meta http-equiv="Content-Security-Policy" content="${SANDBOX_CSP}" />
<meta name="referrer" content="no-referrer" />
<title>Widget sandbox</title>
<style>html,body{margin:0;height:100%;overflow:hidden}</style>
</head>
<body>
<script>${RELAY}</script>
</body>
</html>
`;
}

/** The Vite plugin: `sandbox.html` in the build, and served by the dev server. */
export function widgetSandbox(): Plugin {
  return {
    name: "mcp-playground-widget-sandbox",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: SANDBOX_FILE, source: sandboxPage() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.split("?")[0]?.endsWith(`/${SANDBOX_FILE}`)) return next();
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.end(sandboxPage());
      });
    },
  };
}
