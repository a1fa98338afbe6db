/**
 * What stands between a transport and an SDK server instance: the rules the SDK leaves to us.
 * `admit` sees each client message first (and may answer it instead of the server); `adapt`
 * sees each server message last (and may change or drop it).
 */
import {
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  PROTOCOL_VERSION_META_KEY,
  type RequestId,
  UnsupportedProtocolVersionError,
} from "@modelcontextprotocol/server";
import { adaptOutbound } from "./adapt.ts";
import type { ServerControls } from "./controls.ts";
import { isNotification, isRequest, isResponse, isResultResponse } from "./kinds.ts";
import {
  LATEST_LEGACY_VERSION,
  MODERN_VERSION,
  type ProtocolVersion,
  isProtocolVersion,
} from "./versions.ts";

export interface Guard {
  /** A reply to send instead of delivering `message`, or undefined to deliver it. */
  admit(message: JSONRPCMessage): JSONRPCMessage | undefined;
  /** The message to send, or undefined to send nothing. */
  adapt(message: JSONRPCMessage): JSONRPCMessage | undefined;
}

export const errorReply = (
  id: RequestId,
  code: number,
  message: string,
  data?: unknown,
): JSONRPCErrorResponse => ({
  jsonrpc: "2.0",
  id,
  error: { code, message, ...(data !== undefined && { data }) },
});

/** Server notifications that only an initialized client should get. */
const AFTER_HANDSHAKE = new Set([
  "notifications/tools/list_changed",
  "notifications/resources/list_changed",
  "notifications/prompts/list_changed",
  "notifications/resources/updated",
]);

export type Phase = "new" | "initializing" | "initialized" | "operating";

/** The 2025-era session: lifecycle, the negotiated version, replies adapted to it. */
export class LegacyGuard implements Guard {
  phase: Phase = "new";
  /** The version the initialize reply agreed on. */
  negotiated: ProtocolVersion | undefined;
  /** Client requests awaiting the server's reply, by id, with their method. */
  private readonly pending = new Map<RequestId, string>();

  constructor(private readonly controls: () => ServerControls) {}

  /** The version replies follow: the negotiated one, or the newest before any handshake. */
  get version(): ProtocolVersion {
    return this.negotiated ?? LATEST_LEGACY_VERSION;
  }

  admit(message: JSONRPCMessage): JSONRPCMessage | undefined {
    if (isRequest(message)) {
      if (message.method === "initialize") {
        this.phase = "initializing";
      } else if (
        this.controls().strictLifecycle &&
        this.phase !== "operating" &&
        message.method !== "ping"
      ) {
        return errorReply(
          message.id,
          -32600,
          `Invalid request: the session is not initialized, so ${message.method} cannot be served yet. ` +
            "Send initialize, wait for its result, then send notifications/initialized (only ping is allowed before that). " +
            "For 2026-07-28, which has no handshake, put the protocol version and client capabilities in params._meta instead.",
        );
      }
      this.pending.set(message.id, message.method);
    } else if (isNotification(message)) {
      if (message.method === "notifications/initialized" && this.phase === "initialized") {
        this.phase = "operating";
      }
    }
    return undefined;
  }

  adapt(message: JSONRPCMessage): JSONRPCMessage | undefined {
    let answers: string | undefined;
    if (isResponse(message)) {
      const id = message.id;
      answers = id === undefined ? undefined : this.pending.get(id);
      if (id !== undefined) this.pending.delete(id);
      if (answers === "initialize") {
        const agreed = isResultResponse(message) ? message.result.protocolVersion : undefined;
        if (isProtocolVersion(agreed)) {
          this.negotiated = agreed;
          this.phase = "initialized";
        } else {
          this.phase = "new";
        }
      }
    } else if (isNotification(message) && AFTER_HANDSHAKE.has(message.method)) {
      if (this.phase !== "operating") return undefined;
    }
    return adaptOutbound(message, this.version, answers);
  }
}

/** The stateless 2026-07-28 requests: each names its version, which must be one we serve. */
export class ModernGuard implements Guard {
  /** Requests delivered and not answered yet (cancellations are routed by these). */
  private readonly open = new Set<RequestId>();

  owns(id: RequestId): boolean {
    return this.open.has(id);
  }

  admit(message: JSONRPCMessage): JSONRPCMessage | undefined {
    if (isRequest(message)) {
      const meta = message.params?._meta;
      const requested = meta?.[PROTOCOL_VERSION_META_KEY];
      // The SDK checks this on the first request only; the spec wants it on every one.
      if (typeof requested === "string" && requested !== MODERN_VERSION) {
        const e = new UnsupportedProtocolVersionError({ supported: [MODERN_VERSION], requested });
        return errorReply(message.id, e.code, e.message, e.data);
      }
      this.open.add(message.id);
    } else if (isNotification(message) && message.method === "notifications/cancelled") {
      const id = message.params?.requestId;
      if (typeof id === "string" || typeof id === "number") this.open.delete(id);
    }
    return undefined;
  }

  adapt(message: JSONRPCMessage): JSONRPCMessage | undefined {
    if (isResponse(message) && message.id !== undefined) {
      this.open.delete(message.id);
    }
    return message;
  }
}
