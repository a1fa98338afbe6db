/**
 * From a tool to the widget's document: which UI resource a tool links (MCP Apps or Apps SDK),
 * what a `resources/read` result holds (the page, its MIME type, `_meta.ui` csp, permissions,
 * border), and the page as the sandbox gets it: its policy first, the `window.openai` shim next
 * for Apps SDK pages, the widget after.
 */
import { type WidgetCsp, cspOf, widgetPolicy, withHead } from "./policy.ts";
import { NO_WEBRTC_SCRIPT, inertShadowRoots } from "./nowebrtc.ts";
import { OPENAI_SHIM_SCRIPT } from "./shim.ts";

export const APPS_MIME = "text/html;profile=mcp-app";
export const SKYBRIDGE_MIME = "text/html+skybridge";

/** Which API the widget expects from its host. */
export type Flavour = "apps" | "openai";

export interface UiLink {
  uri: string;
  flavour: Flavour;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const uiUri = (v: unknown): v is string => typeof v === "string" && v.startsWith("ui://");

/**
 * The UI resources a tool (from `tools/list`) links, MCP Apps first: `_meta.ui.resourceUri`
 * (and the older flat `_meta["ui/resourceUri"]`), then `_meta["openai/outputTemplate"]`.
 */
export function uiLinksOf(tool: unknown): UiLink[] {
  const meta = isRecord(tool) ? tool._meta : undefined;
  if (!isRecord(meta)) return [];
  const links: UiLink[] = [];
  const ui = isRecord(meta.ui) ? meta.ui.resourceUri : undefined;
  const apps = uiUri(ui) ? ui : meta["ui/resourceUri"];
  if (uiUri(apps)) links.push({ uri: apps, flavour: "apps" });
  const template = meta["openai/outputTemplate"];
  if (uiUri(template)) links.push({ uri: template, flavour: "openai" });
  return links;
}

function rawVisibility(tool: unknown): unknown {
  const meta = isRecord(tool) ? tool._meta : undefined;
  const ui = isRecord(meta) ? meta.ui : undefined;
  return isRecord(ui) ? ui.visibility : undefined;
}

/** Whether the tool has a `_meta.ui.visibility` that is not a list of strings. */
export function visibilityMalformed(tool: unknown): boolean {
  const visibility = rawVisibility(tool);
  if (visibility === undefined) return false;
  return !Array.isArray(visibility) || visibility.some((v) => typeof v !== "string");
}

/**
 * `_meta.ui.visibility` of a tool: absent means both the model and the app may call it; a value
 * that is no list of strings means the most restrictive, the model only (never fail open).
 */
export function visibilityOf(tool: unknown): string[] {
  const visibility = rawVisibility(tool);
  if (visibility === undefined) return ["model", "app"];
  if (visibilityMalformed(tool)) return ["model"];
  return visibility as string[];
}

/** Whether `mimeType` is the one a widget of `flavour` is served as (case and spaces aside). */
export function mimeFits(mimeType: string | undefined, flavour: Flavour): boolean {
  const normal = (mimeType ?? "").toLowerCase().replace(/\s+/g, "");
  return normal === (flavour === "apps" ? APPS_MIME : SKYBRIDGE_MIME);
}

export interface WidgetResource {
  uri: string;
  mimeType: string | undefined;
  html: string;
  csp: WidgetCsp;
  /** Whether the resource declared `_meta.ui.csp` at all. */
  cspDeclared: boolean;
  permissions: Record<string, unknown>;
  prefersBorder: boolean | undefined;
}

export type ReadOutcome = { ok: true; resource: WidgetResource } | { ok: false; reason: string };

/** The widget page in a `resources/read` result, or why there is none. */
export function widgetResourceOf(result: unknown, uri: string): ReadOutcome {
  const contents = isRecord(result) ? result.contents : undefined;
  if (!Array.isArray(contents) || contents.length === 0)
    return { ok: false, reason: "the result has no contents" };
  const items: unknown[] = contents;
  const item = items.find((c) => isRecord(c) && c.uri === uri) ?? items[0];
  if (!isRecord(item)) return { ok: false, reason: "the content is not an object" };
  if (typeof item.text !== "string") {
    return { ok: false, reason: "the content has no text (a page must be text, not a blob)" };
  }
  const ui = isRecord(item._meta) && isRecord(item._meta.ui) ? item._meta.ui : undefined;
  return {
    ok: true,
    resource: {
      uri,
      mimeType: typeof item.mimeType === "string" ? item.mimeType : undefined,
      html: item.text,
      csp: cspOf(item._meta),
      cspDeclared: isRecord(ui?.csp),
      permissions: isRecord(ui?.permissions) ? ui.permissions : {},
      prefersBorder: typeof ui?.prefersBorder === "boolean" ? ui.prefersBorder : undefined,
    },
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page the sandbox shows: the policy, then (when it declares no network) WebRTC taken
 * away, then the shim for Apps SDK widgets, then the widget (its declarative shadow roots inert
 * when it declares no network).
 */
export function sandboxedPage(resource: WidgetResource, flavour: Flavour): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(widgetPolicy(resource.csp))}">`;
  const offline = (resource.csp.connectDomains ?? []).length === 0;
  return withHead(
    offline ? inertShadowRoots(resource.html) : resource.html,
    meta + (offline ? NO_WEBRTC_SCRIPT : "") + (flavour === "openai" ? OPENAI_SHIM_SCRIPT : ""),
  );
}
