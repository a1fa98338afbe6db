/** Builders of exchange logs for tests and the benchmark: messages and events with seq and time. */
import type { RequestId } from "../check/types.ts";
import type { ExchangeEntry, Flow, ServerEventKind } from "./types.ts";

export const rpc = {
  request: (id: RequestId, method: string, params?: unknown) => ({
    jsonrpc: "2.0",
    id,
    method,
    ...(params !== undefined ? { params } : {}),
  }),
  notification: (method: string, params?: unknown) => ({
    jsonrpc: "2.0",
    method,
    ...(params !== undefined ? { params } : {}),
  }),
  result: (id: RequestId, result: unknown = {}) => ({ jsonrpc: "2.0", id, result }),
  error: (id: RequestId | null, code: number, message: string) => ({
    jsonrpc: "2.0",
    id,
    error: { code, message },
  }),
};

export const INIT_PARAMS = {
  protocolVersion: "2025-11-25",
  capabilities: {},
  clientInfo: { name: "test", version: "1.0.0" },
};

export const INIT_RESULT = {
  protocolVersion: "2025-11-25",
  capabilities: { tools: {} },
  serverInfo: { name: "gift-ideas", version: "1.0.0" },
};

/** A log under construction: each call appends one entry, `at` advancing by `step` ms. */
export class LogBuilder {
  readonly entries: ExchangeEntry[] = [];
  at = 1_000;

  constructor(private readonly step = 10) {}

  /** Appends a message; objects are serialized, strings go as they are. */
  send(flow: Flow, message: unknown, after = this.step): this {
    this.at += after;
    const text = typeof message === "string" ? message : JSON.stringify(message);
    this.entries.push({ type: "message", seq: this.entries.length, flow, text, at: this.at });
    return this;
  }

  out(message: unknown, after?: number): this {
    return this.send("out", message, after);
  }

  in(message: unknown, after?: number): this {
    return this.send("in", message, after);
  }

  event(event: ServerEventKind, detail?: string): this {
    this.at += this.step;
    this.entries.push({
      type: "event",
      seq: this.entries.length,
      event,
      at: this.at,
      ...(detail !== undefined ? { detail } : {}),
    });
    return this;
  }

  /** The initialize handshake of 2025-11-25. */
  handshake(): this {
    return this.out(rpc.request(0, "initialize", INIT_PARAMS))
      .in(rpc.result(0, INIT_RESULT))
      .out(rpc.notification("notifications/initialized"));
  }
}
