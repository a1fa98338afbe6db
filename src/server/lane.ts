/**
 * One in-process connection to the gift server for one era, served by the SDK's `serveStdio`
 * entry over a channel (it owns the era rules of a single message stream: the 2026-07-28
 * `server/discover` probe, envelope checks, `subscriptions/listen`).
 */
import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import { serveStdio } from "@modelcontextprotocol/server/stdio";
import { createGiftServer } from "./gift-server.ts";
import type { Guard } from "./guard.ts";
import type { GiftState } from "./state.ts";
import { ChannelTransport, GuardedTransport } from "./transports.ts";

export interface Lane {
  deliver(message: JSONRPCMessage): void;
  close(): Promise<void>;
}

export interface LaneOptions {
  guard: Guard;
  state: GiftState;
  emit: (message: JSONRPCMessage) => void;
  onError?: (error: Error) => void;
}

export function openLane(options: LaneOptions): Lane {
  const channel = new ChannelTransport(options.emit);
  const handle = serveStdio(
    ({ era }) => createGiftServer({ state: options.state, era, onError: options.onError }),
    { transport: new GuardedTransport(channel, options.guard) },
  );
  return {
    deliver: (message) => channel.deliver(message),
    close: () => handle.close(),
  };
}
