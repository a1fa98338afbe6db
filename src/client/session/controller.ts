/**
 * The session's side effects: one connection to a server (the worker today, HTTP later), the
 * entries it produces written to the exchange log in the order they happened, and the
 * handshake's wait for a reply. The store is reached through `sink`; no React, no DOM, so
 * tests drive it with a fake connection and fake timers.
 */
import type { ServerControls } from "../../server/controls.ts";
import type { ExchangeEntry, NewEntry } from "../../protocol/exchange/types.ts";
import { type LeaseEnd, type WidgetLease, openLease } from "./lease.ts";
import type { HttpDetail } from "../../protocol/exchange/types.ts";
import { type TransportListener, type TransportStatus, now } from "../../transport/types.ts";
import {
  type ConnectRemote,
  type HandshakeOutcome,
  type OutsideKind,
  REPLY_TIMEOUT_MS,
  type ServerConnection,
  type ServerStatus,
  type SessionControllerOptions,
  type TargetKind,
  WIDGET_SHARE,
} from "./types.ts";
import { ReplyWaits, errorMessage } from "./waits.ts";

export class SessionController {
  /** The gift server's worker: kept running while a remote server is the target. */
  private connection: ServerConnection | undefined;
  private remote: ServerConnection | undefined;
  /** How the remote target was connected, to connect it afresh for a new session. */
  private remoteConnect: ConnectRemote<ServerConnection> | undefined;
  /** Which kind the outside connection is (HTTP or stdio). */
  private remoteKind: OutsideKind = "remote";
  private target: TargetKind = "gift";
  private giftStatus: TransportStatus = "starting";
  /** Bumped by each new connection: what an older one reports is dropped. */
  private generation = 0;
  private remoteGeneration = 0;
  private buffer: NewEntry[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private shown: ServerStatus = "starting";
  private readonly waits = new ReplyWaits();
  private readonly watchers = new Set<(text: string) => void>();
  private readonly clock: () => number;
  /** Bumped when the connection, the target or the session changes: a widget's lease ends. */
  private epoch = 0;
  private readonly leaseEnds = new Set<(why: LeaseEnd) => void>();
  /** Log entries the session's widgets caused (their lane, the host's requests and replies). */
  private widgetEntries = 0;

  constructor(private readonly options: SessionControllerOptions) {
    this.clock = options.clock ?? now;
  }

  /** Connects, unless connected already (React may run effects twice). */
  start(): void {
    if (this.connection) return;
    const generation = ++this.generation;
    this.giftStatus = "starting";
    if (this.target === "gift") {
      this.shown = "starting";
      this.options.sink.status("starting");
    }
    const listener = this.listener("gift", () => generation === this.generation);
    this.connection = this.options.connect(listener, this.options.controls());
  }

  /** What Send talks to now. */
  currentTarget(): TargetKind {
    return this.target;
  }

  /**
   * Sends to `target` from now on; the log is kept and the switch recorded. The gift server's
   * worker keeps running either way; leaving an outside target closes its connection.
   */
  switchTarget(target: TargetKind, detail: string): void {
    if (target === this.target) return;
    this.endLeases("target");
    this.waits.endAll();
    this.dropRemote();
    this.remoteConnect = undefined;
    this.target = target;
    this.push({ type: "event", event: "target-changed", at: this.clock(), detail });
    if (target === "gift") this.showStatus(this.giftStatus);
  }

  /**
   * Connects to an outside server (replacing the one before) and makes it the target: a remote
   * one over HTTP, or a stdio one (`kind`). What it reports is logged while it is the target.
   */
  connectRemote<C extends ServerConnection>(
    connect: ConnectRemote<C>,
    kind: OutsideKind = "remote",
  ): C {
    this.endLeases(this.target === kind ? "reconnect" : "target");
    this.dropRemote();
    this.waits.endAll();
    this.target = kind;
    this.remoteKind = kind;
    this.remoteConnect = connect;
    const generation = this.generation;
    const remoteGeneration = ++this.remoteGeneration;
    const live = () => generation === this.generation && remoteGeneration === this.remoteGeneration;
    const connection = connect(this.listener(kind, live));
    this.remote = connection;
    return connection;
  }

  /** Stops awaiting request `id` (remote target only); false if it could not. */
  async cancel(id: string | number): Promise<boolean> {
    const connection = this.remote;
    if (this.target !== "remote" || !connection?.cancel) return false;
    return connection.cancel(id);
  }

  private current(): ServerConnection | undefined {
    return this.target === "gift" ? this.connection : this.remote;
  }

  private dropRemote(): void {
    this.remoteGeneration++;
    const remote = this.remote;
    this.remote = undefined;
    remote?.close();
  }

  /** What a connection to `target` reports, logged while it is live and the target. */
  private listener(target: TargetKind, live: () => boolean): TransportListener {
    const logged = () => live() && this.target === target;
    return {
      message: (text, at, http, origin) => {
        if (!logged()) return;
        this.push(messageEntry("in", text, at, http, origin));
        this.waits.answer(text);
        for (const watcher of this.watchers) watcher(text);
      },
      ended: (id) => {
        if (logged()) this.waits.settle(id, undefined);
      },
      sent: (text, at, http, origin) => {
        if (logged()) this.push(messageEntry("out", text, at, http, origin));
      },
      status: (status, event) => {
        if (!live()) return;
        if (target === "gift") this.giftStatus = status;
        if (this.target !== target) return;
        if (event) {
          const { kind, detail, at } = event;
          this.push({ type: "event", event: kind, at, ...(detail ? { detail } : {}) });
        }
        this.showStatus(status);
      },
    };
  }

  /**
   * A new session: the log emptied, a fresh gift server with the current controls, and the
   * remote target (if it is the target) connected afresh, which starts a new session there.
   */
  restart(): void {
    this.stop();
    this.options.sink.reset();
    this.start();
    if (this.target !== "gift" && this.remoteConnect)
      this.connectRemote(this.remoteConnect, this.remoteKind);
  }

  /**
   * A session from elsewhere (a link, a file, the library) replaces the current one; the gift
   * server is started afresh after it, so the log shows the loaded entries, then `started`.
   */
  replace(entries: readonly ExchangeEntry[]): void {
    this.stop();
    this.options.sink.load(entries);
    this.start();
  }

  /** Disconnects; what was not yet written to the log is dropped with the session. */
  stop(): void {
    this.endLeases("session");
    this.widgetEntries = 0;
    this.generation++;
    clearTimeout(this.flushTimer);
    this.buffer = [];
    this.waits.endAll();
    const connection = this.connection;
    this.connection = undefined;
    connection?.close();
    this.dropRemote();
  }

  /** Sends `text` as is and logs it; false when it could not be sent (logged as an error). */
  send(text: string): Promise<boolean> {
    return this.sendOn(this.current(), text);
  }

  private async sendOn(connection: ServerConnection | undefined, text: string): Promise<boolean> {
    if (!connection) {
      if (this.target === "gift") return false;
      this.push({
        type: "event",
        event: "transport-error",
        at: this.clock(),
        detail:
          this.target === "stdio"
            ? "Not sent: no stdio server is running (choose one and press Start)."
            : "Not sent: no remote server is connected (enter its URL and press Connect).",
      });
      return false;
    }
    const generation = this.generation;
    const remoteGeneration = this.remoteGeneration;
    try {
      const { at, http } = await connection.send(text);
      if (generation !== this.generation || remoteGeneration !== this.remoteGeneration)
        return false;
      this.push({ type: "message", flow: "out", text, at, ...(http ? { http } : {}) });
      return true;
    } catch (error) {
      if (generation === this.generation && remoteGeneration === this.remoteGeneration) {
        const reason = error instanceof Error ? error.message : String(error);
        this.push({
          type: "event",
          event: "transport-error",
          at: this.clock(),
          detail: `Not sent: ${reason}`,
        });
      }
      return false;
    }
  }

  /**
   * Sends `request`, waits for the reply with `id`, then sends `then` (if given) when the reply
   * is a success: the initialize handshake in one go.
   */
  async handshake(request: string, id: number | string, then?: string): Promise<HandshakeOutcome> {
    const reply = this.waits.wait(id, REPLY_TIMEOUT_MS);
    if (!(await this.send(request))) {
      this.waits.settle(id, undefined);
      return { type: "not-sent" };
    }
    const answer = await reply;
    if (!answer) return { type: "no-reply" };
    if ("error" in answer) return { type: "refused", message: errorMessage(answer.error) };
    if (then !== undefined && !(await this.send(then))) return { type: "not-sent" };
    return { type: "done", reply: answer };
  }

  /**
   * Sends `request` and waits for the reply with `id` (the widget host's calls to the server):
   * the reply, or undefined when it could not be sent or none came within `timeoutMs`.
   */
  request(
    request: string,
    id: number | string,
    timeoutMs = REPLY_TIMEOUT_MS,
  ): Promise<Record<string, unknown> | undefined> {
    return this.requestOn(this.current(), request, id, timeoutMs);
  }

  private async requestOn(
    connection: ServerConnection | undefined,
    request: string,
    id: number | string,
    timeoutMs: number,
  ): Promise<Record<string, unknown> | undefined> {
    const reply = this.waits.wait(id, timeoutMs);
    if (!(await this.sendOn(connection, request))) {
      this.waits.settle(id, undefined);
      return undefined;
    }
    return reply;
  }

  /**
   * A widget's hold on the session: its requests go only to the connection of now, in this
   * session; it ends (and says why) when the target, the connection or the session changes,
   * or when the session's widgets have caused their share of the log.
   */
  lease(): WidgetLease {
    const epoch = this.epoch;
    const connection = this.current();
    const live = () => epoch === this.epoch && this.current() === connection;
    return openLease({
      live,
      spend: (entries) => {
        if (!live()) return false;
        if (this.widgetEntries + entries > WIDGET_SHARE) {
          this.endLeases("share");
          return false;
        }
        this.widgetEntries += entries;
        return true;
      },
      request: (text, id, timeoutMs) => this.requestOn(connection, text, id, timeoutMs),
      record: (flow, text) => this.recordWidget(flow, text),
      note: (detail) =>
        this.push({ type: "event", event: "transport-error", at: this.clock(), detail }),
      onEnd: (listener) => {
        if (!live()) {
          listener("session");
          return () => undefined;
        }
        this.leaseEnds.add(listener);
        return () => this.leaseEnds.delete(listener);
      },
    });
  }

  private endLeases(why: LeaseEnd): void {
    this.epoch++;
    const ends = [...this.leaseEnds];
    this.leaseEnds.clear();
    for (const end of ends) end(why);
  }

  /** Logs one message of the widget lane (between a widget and the playground as its host). */
  recordWidget(flow: "in" | "out", text: string): void {
    this.push({ type: "message", flow, text, at: this.clock(), lane: "widget" });
  }

  /** Logs one entry of the authorization lane (the flow's HTTP steps, masked at the source). */
  recordAuth(entry: NewEntry): void {
    if (entry.type === "message" && entry.lane === "auth") this.push(entry);
  }

  /**
   * Calls `watcher` with each message the current target sends from now on (as it is logged),
   * across new sessions, until the returned function is called (a replay collects replies so).
   */
  watch(watcher: (text: string) => void): () => void {
    const own = (text: string) => watcher(text);
    this.watchers.add(own);
    return () => this.watchers.delete(own);
  }

  crash(): void {
    if (this.target === "gift") this.connection?.crash?.();
  }

  setControls(controls: ServerControls): void {
    this.connection?.setControls?.(controls);
  }

  private push(entry: NewEntry): void {
    this.buffer.push(entry);
    if (this.buffer.length === 1) {
      this.flushTimer = setTimeout(() => this.flush(), this.options.flushMs ?? 16);
    }
  }

  private flush(): void {
    const batch = this.buffer;
    this.buffer = [];
    if (batch.length) this.options.sink.append(batch);
  }

  /** starting → restarting when a crashed server is being replaced; closed → stopped. */
  private showStatus(status: TransportStatus): void {
    let shown: ServerStatus | undefined;
    if (status === "starting") {
      shown = this.shown === "crashed" || this.shown === "restarting" ? "restarting" : "starting";
    } else if (status === "ready" || status === "crashed") {
      shown = status;
    } else if (status === "closed") {
      shown = "stopped";
    }
    if (status === "crashed") this.waits.endAll();
    if (shown && shown !== this.shown) {
      this.shown = shown;
      this.options.sink.status(shown);
    }
  }
}

/** One logged message of the session's own lane, as a connection reports it. */
function messageEntry(
  flow: "in" | "out",
  text: string,
  at: number,
  http: HttpDetail | undefined,
  origin: "probe" | undefined,
): NewEntry {
  return {
    type: "message",
    flow,
    text,
    at,
    ...(http ? { http } : {}),
    ...(origin === "probe" ? { probe: true } : {}),
  };
}
