/**
 * What the device keeps of the target, read into the store once at start and written back on
 * every change: the chosen target and its settings, the recent servers, and the headers when
 * the user asked to remember them. Read before a link in the address is opened, so the link
 * is judged against the headers the page really holds.
 */
import { usePlayground } from "../../store/index.ts";
import {
  keptTarget,
  loadHeaders,
  loadRecent,
  loadTarget,
  saveHeaders,
  saveRecent,
  saveTarget,
} from "./storage.ts";

/** Restores the kept target into the store and keeps it; returns the function that stops. */
export function keepTarget(): () => void {
  const s = usePlayground.getState();
  s.setRecentUrls(loadRecent());
  const headers = loadHeaders();
  if (headers !== undefined) s.setRemote({ headers, rememberHeaders: true });
  const kept = loadTarget();
  if (kept.remote) s.setRemote(kept.remote);
  if (kept.kind) s.setTargetKind(kept.kind);
  return usePlayground.subscribe((state, previous) => {
    if (state.recentUrls !== previous.recentUrls) saveRecent(state.recentUrls);
    const { remote } = state;
    // Typing in Headers rewrites the same small record: cheaper than comparing fields.
    if (state.targetKind !== previous.targetKind || remote !== previous.remote)
      saveTarget(keptTarget(state.targetKind, remote));
    if (
      remote.rememberHeaders !== previous.remote.rememberHeaders ||
      (remote.rememberHeaders && remote.headers !== previous.remote.headers)
    ) {
      saveHeaders(remote.rememberHeaders ? remote.headers : undefined);
    }
  });
}
