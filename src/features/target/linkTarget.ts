/**
 * The target as links and saved sessions carry it: the kind and, for a remote server, its
 * address (the link codec strips credentials). Applying one chooses the target and fills the
 * URL; it never connects: the user presses Connect.
 *
 * Headers the user entered belong to the server they were entered for: a link naming another
 * server leaves the target alone rather than let the next Connect send them there (and rather
 * than throw them away).
 */
import type { LinkTarget } from "../../share/link.ts";
import type { TargetKind, TargetSettings } from "../../store/target.ts";
import { shareableUrl } from "./storage.ts";

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

export function applyLinkTarget(
  target: LinkTarget,
  store: {
    remote: TargetSettings;
    setTargetKind: (kind: TargetKind) => void;
    setRemote: (patch: Partial<TargetSettings>) => void;
  },
): ApplyOutcome {
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
