/**
 * The session engine's public side: the controller that talks to the gift server or a remote
 * one and writes what happens to the log through a sink, and the replay's sender on top of it.
 * React-free and store-free: the features wire it to the store.
 */
export { SessionController } from "./controller.ts";
export {
  type Connect,
  type ConnectRemote,
  type HandshakeOutcome,
  type OutsideKind,
  REPLY_TIMEOUT_MS,
  type ServerConnection,
  type ServerStatus,
  type SessionControllerOptions,
  type SessionSink,
  type TargetKind,
  WIDGET_SHARE,
} from "./types.ts";
export { type LeaseEnd, LeaseEnded, type WidgetLease } from "./lease.ts";
export {
  REPLAY_QUIET_MS,
  REPLAY_TIMEOUT_MS,
  type ReplayConnection,
  type ReplaySenderOptions,
  replaySender,
} from "./replaySender.ts";
export {
  type ApplyOutcome,
  type TargetStore,
  type Work,
  type WorkState,
  type WorkStore,
  applyLinkTarget,
  currentWork,
  linkTargetOf,
  openWork,
} from "./work.ts";
