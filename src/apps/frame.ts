/**
 * The bridge's transport to one widget frame: messages go through the sandbox page (which relays
 * them to the widget and back), every one of them is recorded (the widget lane of the session),
 * and the host's own requests and notifications wait until the widget has said
 * `ui/notifications/initialized`: the spec lets a host answer, and nothing more, before that.
 * The sandbox's own handshake (`sandbox-proxy-ready`, then the page) is handled here and not
 * recorded: it is between the host and its sandbox, not the widget.
 */
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";

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

  /**
   * `page` is what the sandbox shows once it is ready (the widget's page with its policy);
   * `allow` the frame's permissions; `record` logs one widget-lane message.
   */
  constructor(
    private readonly port: FramePort,
    private readonly page: () => { html: string; allow: string },
    private readonly record: (flow: WidgetFlow, text: string) => void,
  ) {}

  start(): Promise<void> {
    this.stop = this.port.listen((data) => this.receive(data));
    return Promise.resolve();
  }

  private receive(data: unknown): void {
    if (this.closed) return;
    if (isRecord(data) && data.method === PROXY_READY) {
      this.port.post({ jsonrpc: "2.0", method: RESOURCE_READY, params: this.page() });
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
