/**
 * What the device keeps of the target (local storage): the chosen target and its settings, the
 * last few server URLs, never with credentials, and the headers only when the user asked to
 * remember them (`keep.ts` reads them into the store and writes them back). The connection
 * itself lives in memory: after a reload the user presses Connect again, nothing is sent by
 * itself.
 */
import type { TargetKind } from "../../client/session/index.ts";
import { shareableUrl } from "../../share/guards.ts";
import { type TargetSettings, TRANSPORT_CHOICES, clampTimeout } from "../target.ts";
import { readLocal, writeLocal } from "./local.ts";

export const MAX_RECENT = 8;

/** `recent` with `url` first (once), at most MAX_RECENT. */
export function withRecent(recent: readonly string[], url: string): string[] {
  const clean = shareableUrl(url);
  if (!clean) return [...recent];
  return [clean, ...recent.filter((u) => u !== clean)].slice(0, MAX_RECENT);
}

export function loadRecent(): string[] {
  const urls = readLocal("recent")?.urls;
  if (!Array.isArray(urls)) return [];
  return urls
    .filter((u): u is string => typeof u === "string")
    .flatMap((u) => shareableUrl(u) ?? [])
    .slice(0, MAX_RECENT);
}

export function saveRecent(recent: readonly string[]): void {
  writeLocal("recent", { urls: recent.slice(0, MAX_RECENT) });
}

/** The remembered headers text, if the user asked to remember it. */
export function loadHeaders(): string | undefined {
  const text = readLocal("headers")?.text;
  return typeof text === "string" ? text : undefined;
}

/** Keeps the headers text, or (`undefined`) forgets it. */
export function saveHeaders(text: string | undefined): void {
  writeLocal("headers", text === undefined ? undefined : { text });
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

export const loadTarget = (): ReturnType<typeof readKeptTarget> =>
  readKeptTarget(readLocal("target"));

export function saveTarget(kept: KeptTarget): void {
  writeLocal("target", { ...kept });
}
