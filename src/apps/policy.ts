/**
 * The widget's own Content-Security-Policy, built from its resource's `_meta.ui.csp` (MCP Apps):
 * by default no network at all; declared domains open exactly what they name. It goes at the top
 * of the widget's page as a `<meta>`, before anything of the widget, so it covers every script;
 * the sandbox page's policy (`src/build/sandbox.ts`) is the ceiling above it.
 */

/** `_meta.ui.csp` as a resource declares it (every field optional, anything may be missing). */
export interface WidgetCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Origins that can go into a policy: a scheme and host (with port or `*.` wildcard), nothing more. */
const ORIGIN = /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

/** The domains of one field that are real origins; anything else (quotes, `;`, spaces) is dropped. */
export function cleanDomains(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((d): d is string => typeof d === "string" && ORIGIN.test(d));
}

/** `_meta.ui.csp` of a resource content item (or undefined), read field by field. */
export function cspOf(meta: unknown): WidgetCsp {
  const ui = isRecord(meta) ? meta.ui : undefined;
  const csp = isRecord(ui) ? ui.csp : undefined;
  if (!isRecord(csp)) return {};
  return {
    connectDomains: cleanDomains(csp.connectDomains),
    resourceDomains: cleanDomains(csp.resourceDomains),
    frameDomains: cleanDomains(csp.frameDomains),
    baseUriDomains: cleanDomains(csp.baseUriDomains),
  };
}

const list = (base: string[], extra: string[] | undefined) => {
  const all = [...base, ...(extra ?? [])];
  return all.length ? all.join(" ") : "'none'";
};

/**
 * Where the widget's frame may go: its declared frame domains, else nowhere. The sandbox page
 * narrows its own policy to this before it loads the widget, so the widget cannot take its own
 * frame (or a child) anywhere it did not declare.
 */
export const frameSources = (csp: WidgetCsp): string => list([], csp.frameDomains);

/** The policy: inline scripts and styles (widgets are single pages), declared domains only. */
export function widgetPolicy(csp: WidgetCsp): string {
  const resources = csp.resourceDomains;
  return [
    "default-src 'none'",
    `script-src ${list(["'unsafe-inline'"], resources)}`,
    `style-src ${list(["'unsafe-inline'"], resources)}`,
    `img-src ${list(["data:", "blob:"], resources)}`,
    `font-src ${list(["data:"], resources)}`,
    `media-src ${list(["data:", "blob:"], resources)}`,
    `connect-src ${list([], csp.connectDomains)}`,
    `frame-src ${frameSources(csp)}`,
    `base-uri ${list([], csp.baseUriDomains)}`,
    "object-src 'none'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * `html` with `head` (markup) as the first thing the parser meets: after a leading doctype (so
 * the page keeps standards mode), else at the very start. Whatever the widget's page holds,
 * nothing of it comes before.
 */
export function withHead(html: string, head: string): string {
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (!doctype) return `${head}${html}`;
  return `${doctype[0]}${head}${html.slice(doctype[0].length)}`;
}
