/**
 * The gift server behind one raw-text channel (the worker, or a test): client texts in exactly
 * as written, server texts out. Texts wait `latencyMs`, are framed (parse errors, invalid
 * messages, batches), then routed: requests that carry a 2026-07-28 `_meta` version go to the
 * stateless lane, everything else to the `initialize`-based session.
 */
import {
  type JSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
  type RequestId,
} from "@modelcontextprotocol/server";
import type { ServerControls } from "./controls.ts";
import { type FramePolicy, errorFor, frame } from "./framing.ts";
import { LegacyGuard, ModernGuard } from "./guard.ts";
import { isNotification, isRequest } from "./kinds.ts";
import { type Lane, openLane } from "./lane.ts";
import { Outbox } from "./outbox.ts";
import { createGiftState } from "./state.ts";
import { LATEST_LEGACY_VERSION, type ProtocolVersion, can } from "./versions.ts";

export interface GiftEndpointOptions {
  /** Receives every server message as raw text: one message, or one batch array. */
  send(text: string): void;
  controls?: ServerControls;
  /** Failures inside the endpoint itself (not protocol errors, which go to the client). */
  onError?(error: Error): void;
}

export interface GiftEndpoint {
  /** One client text, exactly as written (it may be invalid JSON). */
  receive(text: string): void;
  setControls(controls: ServerControls): void;
  close(): Promise<void>;
}

/** Methods of 2026-07-28 only: without its `_meta` they cannot be served at all. */
const MODERN_ONLY = new Set(["server/discover", "subscriptions/listen"]);

function claimsModernVersion(message: JSONRPCMessage): boolean {
  if (!isRequest(message) && !isNotification(message)) return false;
  const meta = message.params?._meta;
  return (
    typeof meta === "object" && meta !== null && Object.hasOwn(meta, PROTOCOL_VERSION_META_KEY)
  );
}

function cancelledId(message: JSONRPCMessage): RequestId | undefined {
  if (!isNotification(message) || message.method !== "notifications/cancelled") return;
  const id = message.params?.requestId;
  return typeof id === "string" || typeof id === "number" ? id : undefined;
}

function policyOf(negotiated: ProtocolVersion | undefined): FramePolicy {
  return {
    // Batches need the handshake to have agreed on the one version that has them.
    batches: negotiated !== undefined && can.batches(negotiated),
    errorWithoutId: can.errorWithoutId(negotiated ?? LATEST_LEGACY_VERSION),
  };
}

export function createGiftEndpoint(options: GiftEndpointOptions): GiftEndpoint {
  const state = createGiftState(options.controls);
  const report = (error: unknown) =>
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  const outbox = new Outbox((text) => options.send(text));
  const session = new LegacyGuard(() => state.controls());
  const stateless = new ModernGuard();
  const lane = (guard: LegacyGuard | ModernGuard): Lane =>
    openLane({ guard, state, emit: (m) => outbox.send(m), onError: report });
  const legacy = lane(session);
  const modern = lane(stateless);

  // The policy follows the negotiated version, so it is worked out again only when that changes.
  let policyFor: ProtocolVersion | undefined;
  let framePolicy = policyOf(undefined);
  const policy = (): FramePolicy => {
    if (session.negotiated !== policyFor) {
      policyFor = session.negotiated;
      framePolicy = policyOf(policyFor);
    }
    return framePolicy;
  };

  function route(message: JSONRPCMessage): void {
    const cancelled = cancelledId(message);
    if (cancelled !== undefined) outbox.forget(cancelled);
    if (claimsModernVersion(message)) return modern.deliver(message);
    if (isRequest(message) && MODERN_ONLY.has(message.method)) {
      return outbox.send(
        errorFor(
          message.id,
          -32602,
          `Invalid params: ${message.method} is a 2026-07-28 method; its params._meta must carry ` +
            `"${PROTOCOL_VERSION_META_KEY}" and "io.modelcontextprotocol/clientCapabilities".`,
          policy(),
        ),
      );
    }
    if (cancelled !== undefined && stateless.owns(cancelled)) return modern.deliver(message);
    legacy.deliver(message);
  }

  function handle(text: string): void {
    const framed = frame(text, policy());
    switch (framed.kind) {
      case "reply":
        return outbox.send(framed.reply);
      case "single":
        return "reply" in framed.item ? outbox.send(framed.item.reply) : route(framed.item.message);
      case "batch": {
        const messages: JSONRPCMessage[] = [];
        const replies = [];
        for (const item of framed.items) {
          if ("reply" in item) replies.push(item.reply);
          else messages.push(item.message);
        }
        const waiting = messages.filter(isRequest).map((m) => m.id);
        outbox.openBatch(replies, waiting);
        for (const message of messages) route(message);
      }
    }
  }

  // Each text waits its latency, in arrival order (a later, shorter wait does not overtake).
  const queue: { text: string; due: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  function pump(): void {
    while (!closed && timer === undefined && queue.length > 0) {
      const head = queue[0] as { text: string; due: number };
      const wait = head.due - Date.now();
      if (wait > 0) {
        timer = setTimeout(() => {
          timer = undefined;
          pump();
        }, wait);
        return;
      }
      queue.shift();
      handleSafely(head.text);
    }
  }

  function handleSafely(text: string): void {
    try {
      handle(text);
    } catch (error) {
      report(error);
    }
  }

  return {
    receive(text) {
      if (closed) return;
      const latency = state.controls().latencyMs;
      // Nothing to wait for and nothing waiting before it: handled now, with no timer or queue.
      if (latency === 0 && queue.length === 0 && timer === undefined) return handleSafely(text);
      queue.push({ text, due: Date.now() + latency });
      pump();
    },
    setControls(controls) {
      if (!closed) state.update(controls);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      queue.length = 0;
      await Promise.all([legacy.close(), modern.close()]);
      outbox.close();
    },
  };
}
