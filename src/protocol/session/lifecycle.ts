/**
 * Lifecycle order for the versions that have one (initialize, its reply,
 * `notifications/initialized`, then traffic). The rules apply only once the session holds an
 * initialize: a lone pasted message is judged on its own.
 */
import { getVersionSchema } from "../schema/index.ts";
import type { ProtocolVersion } from "../versions.ts";
import type { Emit } from "./emit.ts";
import type { LifecyclePhase, Sender } from "./types.ts";

/** Whether the version has an initialize handshake (2026-07-28 has none). */
export function hasLifecycle(version: ProtocolVersion): boolean {
  return getVersionSchema(version).methods.has("initialize");
}

/** What a server may send before the client's `notifications/initialized`. */
const SERVER_EARLY = new Set([
  "ping",
  "notifications/message",
  "notifications/progress",
  "notifications/cancelled",
]);
/** What a client may send while its initialize request awaits the reply. */
const CLIENT_EARLY = new Set(["ping", "notifications/progress", "notifications/cancelled"]);

export class Lifecycle {
  phase: LifecyclePhase = "none";
  /** Requests and notifications other than ping seen before any initialize. */
  private trafficBefore = 0;

  /** Judges an initialize request, then moves to `initializing`. */
  onInitialize(version: ProtocolVersion, emit: Emit): void {
    if (!hasLifecycle(version)) return;
    if (this.phase === "none" && this.trafficBefore > 0) {
      emit(
        "warning",
        "session.initialize-not-first",
        `initialize must be the first interaction between client and server, but ${this.trafficBefore} message(s) came before it.`,
        "/method",
        { count: this.trafficBefore },
      );
    } else if (this.phase !== "none" && this.phase !== "failed") {
      emit(
        "error",
        "session.initialize-repeated",
        "initialize was already sent in this session; a connection is initialized once.",
        "/method",
      );
      return;
    }
    this.phase = "initializing";
  }

  /** The reply to the initialize request: success moves on, an error leaves the session failed. */
  onInitializeReply(success: boolean): void {
    if (this.phase === "initializing") this.phase = success ? "initialized" : "failed";
  }

  /** Judges any request or notification other than initialize, sent by `sender` if known. */
  onMessage(
    method: string,
    kind: "request" | "notification",
    sender: Sender | undefined,
    version: ProtocolVersion,
    emit: Emit,
  ): void {
    if (this.phase === "none") {
      if (method !== "ping") this.trafficBefore++;
      return;
    }
    if (!hasLifecycle(version)) return;
    if (method === "notifications/initialized") {
      this.onInitialized(emit);
      return;
    }
    if (method === "ping" || sender === undefined) return;
    const what = kind === "request" ? `request ${method}` : `notification ${method}`;
    if (this.phase === "failed") {
      if (method === "notifications/message" || CLIENT_EARLY.has(method)) return;
      emit(
        "warning",
        "session.after-failed-initialize",
        `The initialize request was answered with an error, so the ${what} has no initialized session to run in; send a new initialize first.`,
        "/method",
        { method },
      );
      return;
    }
    if (sender === "server") {
      if (this.phase === "operating" || SERVER_EARLY.has(method)) return;
      emit(
        "warning",
        "session.server-before-initialized",
        `The server should not send the ${what} before the client's notifications/initialized; only ping and logging are allowed that early.`,
        "/method",
        { method },
      );
      return;
    }
    if (this.phase === "initializing" && !CLIENT_EARLY.has(method)) {
      emit(
        "warning",
        "session.client-before-initialize-reply",
        `The client should not send the ${what} before the server has answered initialize; only ping is allowed that early.`,
        "/method",
        { method },
      );
    } else if (this.phase === "initialized" && kind === "request") {
      emit(
        "warning",
        "session.client-before-initialized",
        `The client should send notifications/initialized before the ${what}.`,
        "/method",
        { method },
      );
    }
  }

  private onInitialized(emit: Emit): void {
    switch (this.phase) {
      case "initializing":
        emit(
          "error",
          "session.initialized-before-reply",
          "notifications/initialized must follow the server's reply to initialize, which has not arrived yet.",
          "/method",
        );
        return;
      case "initialized":
        this.phase = "operating";
        return;
      case "operating":
        emit(
          "warning",
          "session.initialized-repeated",
          "notifications/initialized was already sent in this session; send it once.",
          "/method",
        );
        return;
      default:
        emit(
          "warning",
          "session.after-failed-initialize",
          "The initialize request was answered with an error; there is no session to confirm.",
          "/method",
          { method: "notifications/initialized" },
        );
    }
  }
}
