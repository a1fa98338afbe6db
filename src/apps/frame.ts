/**
 * The bridge's transport to one widget frame: messages go through the sandbox page (which relays
 * them to the widget and back), every one of them is recorded (the widget lane of the session),
 * and the host's own requests and notifications wait until the widget has said
 * `ui/notifications/initialized`: the spec lets a host answer, and nothing more, before that.
 * The sandbox's own handshake (`sandbox-proxy-ready`, then the page) is handled here and not
 * recorded: it is between the host and its sandbox, not the widget. The page goes once per
 * frame: a repeated `sandbox-proxy-ready` is logged once and otherwise ignored. A message past
 * the cap of a server's reply is not read (and a request so large is answered with an error).
 */
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { MAX_REPLY_CHARS, MAX_REPLY_MIB } from "../transport/http/wire/exchange.ts";

/** How the host reaches the frame: a window's postMessage and its message events, in tests a fake. */
export interface FramePort {
  post(message: unknown): void;
  /** Calls `handler` with each message the frame sends; returns how to stop. */
  listen(handler: (data: unknown) => void): () => void;
}

/** `in`: the widget sent it to the host; `out`: the host sent it to the widget. */
export type WidgetFlow = "in" | "out";

export const PROXY_READY = "ui/notifications/sandbox-proxy-ready";
export const RESOURCE_READY = "ui/notifications/sandbox-resource-ready";
export const INITIALIZED = "ui/notifications/initialized";
/** Said by the sandbox page when the widget's frame went to another document (it is torn down). */
export const NAVIGATED = "ui/notifications/sandbox-frame-navigated";

/** The most of one widget message the host reads: the same cap as a server's reply. */
export const MAX_WIDGET_MESSAGE_CHARS = MAX_REPLY_CHARS;

/** What the transport tells the host besides messages. */
export type FrameEvent =
  { kind: "navigated" } | { kind: "too-large"; mib: number } | { kind: "repeated-ready" };

/**
 * Whether `data` written as JSON stays within `cap` characters, estimated without writing it:
 * strings and keys by their length, anything else by a few characters. It stops as soon as the
 * cap is passed, so a huge message costs no more than the cap to judge.
 */
export function withinCap(data: unknown, cap: number): boolean {
  let size = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [data];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === "string") size += value.length + 2;
    else if (typeof value !== "object" || value === null) size += 8;
    else if (!seen.has(value)) {
      seen.add(value);
      if (ArrayBuffer.isView(value)) size += value.byteLength;
      else if (value instanceof ArrayBuffer) size += value.byteLength;
      else if (Array.isArray(value)) {
        size += 2 + value.length;
        for (const item of value as unknown[]) stack.push(item);
      } else {
        size += 2;
        for (const [key, item] of Object.entries(value)) {
          size += key.length + 4;
          stack.push(item);
        }
      }
    }
    if (size > cap) return false;
  }
  return true;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isReply = (m: object) => !("method" in m) && ("result" in m || "error" in m);

/** Turns what the frame sent into text for the log; a value that cannot be written says so. */
function textOf(data: unknown): string {
  try {
    return JSON.stringify(data) ?? String(data);
  } catch {
    return String(data);
  }
}

export class FrameTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private stop: (() => void) | undefined;
  private initialized = false;
  private held: JSONRPCMessage[] = [];
  private closed = false;
  private pageSent = false;
  private repeatsLogged = false;

  /**
   * `page` is what the sandbox shows once it is ready (the widget's page with its policy, the
   * frame's permissions and the widget's frame domains); `record` logs one widget-lane message;
   * `event` hears of a navigated frame, a message past the cap, a repeated handshake.
   */
  constructor(
    private readonly port: FramePort,
    private readonly page: () => { html: string; allow: string; frameSrc: string },
    private readonly record: (flow: WidgetFlow, text: string) => void,
    private readonly event: (event: FrameEvent) => void = () => undefined,
  ) {}

  start(): Promise<void> {
    this.stop = this.port.listen((data) => this.receive(data));
    return Promise.resolve();
  }

  private receive(data: unknown): void {
    if (this.closed) return;
    if (isRecord(data) && data.method === NAVIGATED) {
      this.event({ kind: "navigated" });
      return;
    }
    if (isRecord(data) && data.method === PROXY_READY) {
      if (!this.pageSent) {
        this.pageSent = true;
        this.port.post({ jsonrpc: "2.0", method: RESOURCE_READY, params: this.page() });
      } else if (!this.repeatsLogged) {
        this.repeatsLogged = true;
        this.record("in", textOf(data));
        this.event({ kind: "repeated-ready" });
      }
      return;
    }
    if (!withinCap(data, MAX_WIDGET_MESSAGE_CHARS)) {
      this.event({ kind: "too-large", mib: MAX_REPLY_MIB });
      const id = isRecord(data) && "method" in data ? data.id : undefined;
      if (typeof id === "string" ? id.length <= 256 : typeof id === "number") {
        this.deliver({
          jsonrpc: "2.0",
          id,
          error: {
            code: -32600,
            message: `The message is larger than ${MAX_REPLY_MIB} MiB, more than the host reads: it was not read.`,
          },
        } as JSONRPCMessage);
      }
      return;
    }
    this.record("in", textOf(data));
    if (!isRecord(data) || data.jsonrpc !== "2.0") return;
    const message = data as JSONRPCMessage;
    this.onmessage?.(message);
    if (data.method === INITIALIZED && !this.initialized) {
      this.initialized = true;
      const held = this.held;
      this.held = [];
      for (const m of held) this.deliver(m);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (!this.initialized && !isReply(message)) {
      this.held.push(message);
      return Promise.resolve();
    }
    this.deliver(message);
    return Promise.resolve();
  }

  private deliver(message: JSONRPCMessage): void {
    this.record("out", textOf(message));
    this.port.post(message);
  }

  /** Whether the widget has said it is initialized. */
  get ready(): boolean {
    return this.initialized;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.held = [];
    this.stop?.();
    this.onclose?.();
    return Promise.resolve();
  }
}
