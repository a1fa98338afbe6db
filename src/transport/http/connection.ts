/**
 * What the target knows of its server (`ConnectionInfo`) and what it says about it: every
 * change goes to `onEvent`; issues also go to the exchange log as transport errors; the first
 * answer is logged as the connection starting.
 */
import { MODERN_VERSION } from "../../protocol/versions.ts";
import type { TransportListener } from "../types.ts";
import type { HttpIssue } from "./diagnosis/issues.ts";
import type { ConnectionInfo, Era, HttpTargetEvent, TransportKind } from "./types.ts";

export interface ConnectionOptions {
  url: string;
  viaProxy: boolean;
  transport: TransportKind | undefined;
  protocolVersion: string | undefined;
  listener: TransportListener;
  onEvent: ((event: HttpTargetEvent) => void) | undefined;
  clock(): number;
}

export class Connection {
  private current: ConnectionInfo;
  private greeted = false;
  private closed = false;

  constructor(private readonly options: ConnectionOptions) {
    const { transport, protocolVersion: version } = options;
    this.current = {
      url: options.url,
      viaProxy: options.viaProxy,
      transport: transport ?? "unknown",
      transportSource: transport ? "override" : "pending",
      era: version ? (version === MODERN_VERSION ? "modern" : "legacy") : "unknown",
      serverStream: "off",
      ...(version && { protocolVersion: version }),
    };
  }

  get info(): Readonly<ConnectionInfo> {
    return this.current;
  }

  snapshot(): ConnectionInfo {
    return { ...this.current };
  }

  set(patch: Partial<ConnectionInfo>): void {
    const same = (key: keyof ConnectionInfo) =>
      JSON.stringify(patch[key]) === JSON.stringify(this.current[key]);
    if ((Object.keys(patch) as (keyof ConnectionInfo)[]).every(same)) return;
    const next = { ...this.current, ...patch };
    for (const key of Object.keys(next) as (keyof ConnectionInfo)[]) {
      if (next[key] === undefined) delete next[key];
    }
    this.current = next;
    this.options.onEvent?.({ type: "connection", info: { ...next } });
  }

  /** The era, and the version it goes with (unless the caller forced one). */
  setEra(era: Era, version?: string): void {
    const patch: Partial<ConnectionInfo> = { era };
    if (version !== undefined && !this.options.protocolVersion) patch.protocolVersion = version;
    this.set(patch);
  }

  /** The server answered over `transport`: settled if it was still to be found; said once. */
  connected(transport: TransportKind): void {
    if (this.current.transport === "unknown") {
      this.set({ transport, transportSource: "detected" });
    }
    if (this.greeted || this.closed) return;
    this.greeted = true;
    const name = transport === "sse" ? "HTTP+SSE (2024-11-05)" : "Streamable HTTP";
    const via = this.current.viaProxy ? ", through the dev proxy" : "";
    const detail = `Connected to ${this.current.url} (${name}${via}).`;
    this.options.listener.status("ready", { kind: "started", detail, at: this.options.clock() });
  }

  /** An issue goes to the exchange log (as a transport error) and to the UI (typed). */
  report(issue: HttpIssue): void {
    if (this.closed) return;
    this.tell(issue);
    const at = this.options.clock();
    this.options.listener.status("ready", { kind: "transport-error", detail: issue.message, at });
  }

  /** Request `id` is no longer awaited and will get no reply: its waiter may stop. */
  ended(id: string | number): void {
    if (!this.closed) this.options.listener.ended?.(id);
  }

  /** To the UI only: the exchange log has it another way (a rejected send()). */
  tell(issue: HttpIssue): void {
    if (!this.closed) this.options.onEvent?.({ type: "issue", issue });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.options.listener.status("closed");
  }
}
