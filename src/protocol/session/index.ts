/** Session rules: check a sequence of messages, one at a time, with what earlier ones said. */
export { createSession, type Session } from "./session.ts";
export type {
  KnownToolInfo,
  LifecyclePhase,
  MessageOptions,
  PendingRequestInfo,
  Sender,
  SessionLimits,
  SessionOptions,
  SessionState,
} from "./types.ts";
export { DEFAULT_LIMITS } from "./types.ts";
