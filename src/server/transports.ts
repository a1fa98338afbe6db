/**
 * Two SDK transports: `GuardedTransport` puts a guard (see `guard.ts`) in front of any other
 * transport; `ChannelTransport` is the in-process end the endpoint writes parsed messages into.
 */
import type {
  JSONRPCMessage,
  MessageExtraInfo,
  Transport,
  TransportSendOptions,
} from "@modelcontextprotocol/server";
import type { Guard } from "./guard.ts";

export class GuardedTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;

  constructor(
    private readonly inner: Transport,
    private readonly guard: Guard,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  async start(): Promise<void> {
    this.inner.onmessage = (message, extra) => this.receive(message, extra);
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    await this.inner.start();
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    const reply = this.guard.admit(message);
    if (!reply) {
      this.onmessage?.(message, extra);
      return;
    }
    const relatedRequestId = "id" in message ? message.id : undefined;
    this.inner.send(reply, { relatedRequestId }).catch((error: unknown) => {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    });
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    const out = this.guard.adapt(message);
    if (out) await this.inner.send(out, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  setSupportedProtocolVersions(versions: string[]): void {
    this.inner.setSupportedProtocolVersions?.(versions);
  }
}

/** The in-process end of a connection: messages in by `deliver`, out through `emit`. */
export class ChannelTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  private closed = false;

  constructor(private readonly emit: (message: JSONRPCMessage) => void) {}

  async start(): Promise<void> {}

  deliver(message: JSONRPCMessage): void {
    if (!this.closed) this.onmessage?.(message);
  }

  send(message: JSONRPCMessage): Promise<void> {
    if (!this.closed) this.emit(message);
    return Promise.resolve();
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.closed = true;
    this.onclose?.();
    return Promise.resolve();
  }
}
