/**
 * What the remote target keeps on this device (local storage): the chosen target and its
 * settings, the last few server URLs, never with credentials, and the headers only when the
 * user asked to remember them. The connection itself lives in memory: after a reload the user
 * presses Connect again, nothing is sent by itself.
 */
import type { TargetKind } from "../../client/session/index.ts";
import { type TargetSettings, TRANSPORT_CHOICES, clampTimeout } from "../../store/target.ts";
import { shareableUrl } from "../../share/guards.ts";
import { maskValue } from "../../transport/http/index.ts";

const RECENT_KEY = "mcp-playground.recent-servers";
const HEADERS_KEY = "mcp-playground.remote-headers";
const TARGET_KEY = "mcp-playground.target";
export const MAX_RECENT = 8;

/** The part of local storage used here (typed without the DOM, so Node tests can read this). */
interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function storage(): KeyValueStore | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStore }).localStorage;
  } catch {
    return undefined;
  }
}

/** `recent` with `url` first (once), at most MAX_RECENT. */
export function withRecent(recent: readonly string[], url: string): string[] {
  const clean = shareableUrl(url);
  if (!clean) return [...recent];
  return [clean, ...recent.filter((u) => u !== clean)].slice(0, MAX_RECENT);
}

export function loadRecent(): string[] {
  try {
    const value = JSON.parse(storage()?.getItem(RECENT_KEY) ?? "[]") as unknown;
    if (!Array.isArray(value)) return [];
    return value
      .filter((u): u is string => typeof u === "string")
      .flatMap((u) => shareableUrl(u) ?? [])
      .slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

export function saveRecent(recent: readonly string[]): void {
  try {
    storage()?.setItem(RECENT_KEY, JSON.stringify(recent.slice(0, MAX_RECENT)));
  } catch {
    // Storage full or refused: the list lasts this visit only.
  }
}

/** The remembered headers text, if the user asked to remember it. */
export function loadHeaders(): string | undefined {
  try {
    return storage()?.getItem(HEADERS_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the headers text, or (`undefined`) forgets it. */
export function saveHeaders(text: string | undefined): void {
  try {
    if (text === undefined) storage()?.removeItem(HEADERS_KEY);
    else storage()?.setItem(HEADERS_KEY, text);
  } catch {
    // As above.
  }
}

/** The target and the remote settings kept across reloads: no headers, no secrets in the URL. */
export interface KeptTarget {
  kind: TargetKind;
  remote: Pick<TargetSettings, "url" | "transport" | "timeoutS" | "viaProxy">;
}

export function keptTarget(kind: TargetKind, remote: TargetSettings): KeptTarget {
  const { transport, timeoutS, viaProxy } = remote;
  return { kind, remote: { url: shareableUrl(remote.url) ?? "", transport, timeoutS, viaProxy } };
}

/** Stored data is untrusted: only its well-formed fields are taken. */
export function readKeptTarget(raw: unknown): {
  kind?: TargetKind;
  remote?: Partial<KeptTarget["remote"]>;
} {
  if (typeof raw !== "object" || raw === null) return {};
  const { kind, remote } = raw as Record<string, unknown>;
  const out: { kind?: TargetKind; remote?: Partial<KeptTarget["remote"]> } = {};
  if (kind === "gift" || kind === "remote") out.kind = kind;
  if (typeof remote !== "object" || remote === null) return out;
  const r = remote as Record<string, unknown>;
  const settings: Partial<KeptTarget["remote"]> = {};
  const url = typeof r.url === "string" ? shareableUrl(r.url) : undefined;
  if (url !== undefined) settings.url = url;
  const transport = TRANSPORT_CHOICES.find((choice) => choice === r.transport);
  if (transport) settings.transport = transport;
  if (typeof r.timeoutS === "number") settings.timeoutS = clampTimeout(r.timeoutS);
  if (typeof r.viaProxy === "boolean") settings.viaProxy = r.viaProxy;
  out.remote = settings;
  return out;
}

export function loadTarget(): ReturnType<typeof readKeptTarget> {
  try {
    return readKeptTarget(JSON.parse(storage()?.getItem(TARGET_KEY) ?? "null"));
  } catch {
    return {};
  }
}

export function saveTarget(kept: KeptTarget): void {
  try {
    storage()?.setItem(TARGET_KEY, JSON.stringify(kept));
  } catch {
    // As above.
  }
}

/** `Name: value` lines as headers; lines without a name and a colon are skipped. */
export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) continue;
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The headers text with every value masked (what the field shows when not focused). */
export function maskedHeaders(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(":");
      if (colon <= 0) return line;
      const value = line.slice(colon + 1).trim();
      return value ? `${line.slice(0, colon)}: ${maskValue(value)}` : line;
    })
    .join("\n");
}
