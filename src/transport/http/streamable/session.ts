/**
 * The 2025-era Streamable HTTP session: its id from the initialize answer, the server's own
 * GET stream once initialized, forgetting it when it expires, and DELETE to end it.
 */
import type { ChannelContext } from "./channels.ts";
import { followServerStream } from "./channels.ts";
import { makeIssue } from "../diagnosis/issues.ts";
import { deleteHeaders } from "./outgoing.ts";
import type { ConnectionInfo } from "../types.ts";
import { MAX_REPLY_MIB, discard, send } from "../wire/exchange.ts";

export class Session {
  private serverStream: AbortController | undefined;
  /** An initialize answer across origins showed no id: the browser may have hidden it. */
  private hidden: "no" | "suspected" | "reported" = "no";

  constructor(
    private readonly ctx: ChannelContext,
    private readonly options: { listen: boolean; forcedVersion: string | undefined },
  ) {}

  /** From a successful initialize answer. */
  take(response: Response): void {
    const session = response.headers.get("mcp-session-id");
    if (session) {
      this.ctx.state.sessionId = session;
      this.ctx.connection.set({ sessionId: session });
      // A cross-origin answer hides headers the server does not expose: a missing id may be one.
    } else if (response.type === "cors" && this.hidden === "no") {
      this.hidden = "suspected";
    }
  }

  /** True once: the hidden id is worth explaining now (a request without it was refused). */
  get maybeHidden(): boolean {
    return this.hidden === "suspected";
  }

  hiddenExplained(): void {
    this.hidden = "reported";
  }

  /** Opens the server's own stream after a 2025-era initialization, when it offers one. */
  listen(): void {
    const { connection, requests } = this.ctx;
    const info = connection.info;
    if (!this.options.listen || this.serverStream || connection.isClosed) return;
    if (info.transport !== "streamable-http" || info.era === "modern") return;
    const controller = requests.controller();
    this.serverStream = controller;
    void followServerStream(this.ctx, controller.signal).then((end) => {
      requests.done(controller);
      if (this.serverStream === controller) this.serverStream = undefined;
      if (connection.isClosed || end.how === "stopped" || end.how === "satisfied") return;
      if (end.how === "not-offered") return connection.set({ serverStream: "not-offered" });
      connection.set({ serverStream: "failed" });
      if (end.how === "refused" && end.status === 404 && this.ctx.state.sessionId !== undefined) {
        const sessionId = this.ctx.state.sessionId;
        this.forget();
        connection.report(makeIssue("session-expired", { sessionId }, { http: end.http }));
      } else if (end.how === "refused") {
        const params = { status: end.status };
        connection.report(makeIssue("server-stream-failed", params, { http: end.http }));
      } else if (end.how === "too-large") {
        connection.report(
          makeIssue("message-too-large", { mib: MAX_REPLY_MIB }, { http: end.http }),
        );
      } else {
        connection.report(makeIssue("server-stream-lost", { attempts: end.attempts }));
      }
    });
  }

  forget(): void {
    const { state, connection } = this.ctx;
    state.sessionId = undefined;
    state.negotiated = undefined;
    this.serverStream?.abort("session");
    this.serverStream = undefined;
    const patch: Partial<ConnectionInfo> = { sessionId: undefined, serverStream: "off" };
    if (!this.options.forcedVersion) patch.protocolVersion = undefined;
    connection.set(patch);
  }

  /** DELETEs the current session, if any (its headers taken at once, before it is forgotten). */
  async delete(): Promise<void> {
    const session = this.ctx.state.sessionId;
    if (session === undefined) return;
    const headers = deleteHeaders(this.ctx.state, session);
    const signal = AbortSignal.timeout(5000);
    try {
      discard(
        (await send(this.ctx.wire, { method: "DELETE", url: this.ctx.url, headers, signal }))
          .response,
      );
    } catch {
      // The session ends on the server's side anyway, when it expires.
    }
  }
}
