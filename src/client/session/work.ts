/**
 * The work on the page as a link or a saved session carries it (the editor's text, the version,
 * the target and the session's log) and opening such work again. The target travels as its kind
 * and, for a remote server, its address only (the link codec strips credentials); opening one
 * chooses the target and fills the URL, it never connects: the user presses Connect.
 *
 * Headers the user entered belong to the server they were entered for: work naming another
 * server leaves the target alone rather than let the next Connect send them there (and rather
 * than throw them away). The store is reached through the narrow interfaces below.
 */
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import { shareableUrl } from "../../share/guards.ts";
import type { LinkTarget } from "../../share/link.ts";
import type { TargetKind } from "./types.ts";

export interface Work {
  text: string;
  version: VersionChoice;
  target: LinkTarget;
  entries: readonly ExchangeEntry[];
}

/** The state the current work is read from (the store's, as it is). */
export interface WorkState {
  text: string;
  version: VersionChoice;
  entries: readonly ExchangeEntry[];
  targetKind: TargetKind;
  remote: { url: string };
}

/** What "Copy link" and "Save" take: never the target's headers. */
export function currentWork({ text, version, entries, targetKind, remote }: WorkState): Work {
  return { text, version, target: linkTargetOf(targetKind, remote.url), entries };
}

/** The current target; a remote one without a usable address is shared as the gift server. */
export function linkTargetOf(kind: TargetKind, url: string): LinkTarget {
  if (kind !== "remote" || shareableUrl(url) === undefined) return { kind: "gift" };
  return { kind: "remote", url: url.trim() };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}

export type ApplyOutcome =
  | { applied: true }
  /** Not applied: the headers were entered for `headersFor` (an origin, or "" if none). */
  | { applied: false; headersFor: string };

/** The part of the store a target is applied to. */
export interface TargetStore {
  remote: { url: string; headers: string };
  setTargetKind: (kind: TargetKind) => void;
  setRemote: (patch: { url: string }) => void;
}

export function applyLinkTarget(target: LinkTarget, store: TargetStore): ApplyOutcome {
  if (target.kind === "remote") {
    const current = originOf(store.remote.url);
    if (store.remote.headers.trim() !== "" && current !== originOf(target.url)) {
      return { applied: false, headersFor: current ?? "" };
    }
    store.setRemote({ url: target.url });
  }
  store.setTargetKind(target.kind);
  return { applied: true };
}

/** The part of the store opened work is put into. */
export interface WorkStore extends TargetStore {
  setText: (text: string) => void;
  setVersion: (version: VersionChoice) => void;
}

/**
 * Puts opened work's text (when it has one), version and target in place; its log is the
 * caller's (replaced in the session, or kept under a fresh server at start).
 */
export function openWork(
  work: { text?: string; version: VersionChoice; target?: LinkTarget },
  store: WorkStore,
): ApplyOutcome {
  if (work.text !== undefined) store.setText(work.text);
  store.setVersion(work.version);
  return work.target ? applyLinkTarget(work.target, store) : { applied: true };
}
