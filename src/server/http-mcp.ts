/**
 * The gift server as a web-standard Streamable HTTP handler (`Request` in, `Response` out).
 * 2025-era traffic gets sessions (`Mcp-Session-Id`) on the SDK's Streamable HTTP transport,
 * behind the same guard as in the worker; 2026-07-28 requests go to the SDK's stateless
 * per-request handler.
 */
import {
  WebStandardStreamableHTTPServerTransport,
  createMcpHandler,
  isJSONRPCRequest,
  isLegacyRequest,
} from "@modelcontextprotocol/server";
import type { ServerControls } from "./controls.ts";
import { type ErrorReply, type FramePolicy, errorFor, toItem } from "./framing.ts";
import { createGiftServer } from "./gift-server.ts";
import { LegacyGuard } from "./guard.ts";
import { DEFAULT_SESSION_LIMITS, type SessionLimits, SessionTable } from "./session-table.ts";
import { type GiftState, createGiftState } from "./state.ts";
import { GuardedTransport } from "./transports.ts";
import { LATEST_LEGACY_VERSION, can } from "./versions.ts";

export interface GiftHttpHandler {
  fetch(request: Request): Promise<Response>;
  setControls(controls: ServerControls): void;
  close(): Promise<void>;
}

interface Session {
  guard: LegacyGuard;
  transport: WebStandardStreamableHTTPServerTransport;
  close(): Promise<void>;
}

const jsonReply = (status: number, body: ErrorReply | ErrorReply[]) =>
  Response.json(body, { status, headers: { "Content-Type": "application/json" } });

const delay = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

/** How 2026-07-28 frames a message: no batches, an unreadable id left out of the error. */
const STATELESS_FRAMING: FramePolicy = { batches: false, errorWithoutId: true };

/** The sweep of idle sessions when no request comes to do it. */
const SWEEP_EVERY_MS = 60_000;

/** `limits`: how many sessions at once, and how long one may stay idle (see `session-table.ts`). */
export function createGiftHttpHandler(
  controls?: ServerControls,
  limits: Partial<SessionLimits> = {},
): GiftHttpHandler {
  const state: GiftState = createGiftState(controls);
  const sessions = new SessionTable<Session>({ ...DEFAULT_SESSION_LIMITS, ...limits });
  const sweeping = setInterval(() => sessions.sweep(), SWEEP_EVERY_MS);
  // In Node, the sweep alone does not keep the process running.
  (sweeping as { unref?: () => void }).unref?.();
  const modern = createMcpHandler(
    () => createGiftServer({ state, era: "modern", observeChanges: false }),
    { legacy: "reject" },
  );
  // Change events of the stateless era go out on the open subscriptions/listen streams.
  state.onChange((change) => {
    if (change.toolsChanged) modern.notify.toolsChanged();
    for (const uri of change.changedUris) modern.notify.resourceUpdated(uri);
  });

  async function openSession(): Promise<Session> {
    const guard = new LegacyGuard(() => state.controls());
    const server = createGiftServer({ state, era: "legacy" });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => crypto.randomUUID(),
      onsessioninitialized: (id) => sessions.add(id, session),
      onsessionclosed: (id) => void sessions.delete(id),
    });
    const session: Session = { guard, transport, close: () => server.close() };
    await server.connect(new GuardedTransport(transport, guard));
    return session;
  }

  function policyOf(session: Session | undefined): FramePolicy {
    const version = session?.guard.version ?? LATEST_LEGACY_VERSION;
    const negotiated = session?.guard.negotiated;
    return {
      batches: negotiated !== undefined && can.batches(negotiated),
      errorWithoutId: can.errorWithoutId(version),
    };
  }

  async function legacyPost(request: Request, body: unknown): Promise<Response> {
    const header = request.headers.get("mcp-session-id");
    const existing = header ? sessions.use(header) : undefined;
    const policy = policyOf(existing);
    if (Array.isArray(body) && !policy.batches) {
      return jsonReply(
        400,
        errorFor(
          undefined,
          -32600,
          "Invalid Request: JSON-RPC batches exist only in 2025-03-26.",
          policy,
        ),
      );
    }
    const items = (Array.isArray(body) ? body : [body]).map((value) => toItem(value, policy));
    const invalid = items.flatMap((item) => ("reply" in item ? [item.reply] : []));
    if (invalid.length > 0) {
      return jsonReply(400, Array.isArray(body) ? invalid : (invalid[0] as ErrorReply));
    }
    const messages = items.flatMap((item) => ("message" in item ? [item.message] : []));
    const parsedBody = Array.isArray(body) ? messages : messages[0];
    const opensSession = messages.some((m) => isJSONRPCRequest(m) && m.method === "initialize");
    if (opensSession && !header) {
      return (await openSession()).transport.handleRequest(request, { parsedBody });
    }
    if (!header) {
      return jsonReply(
        400,
        errorFor(
          undefined,
          -32600,
          "Invalid Request: the Mcp-Session-Id header is required; send initialize first.",
          policy,
        ),
      );
    }
    if (!existing) {
      return jsonReply(
        404,
        errorFor(
          undefined,
          -32600,
          "Invalid Request: no session has this Mcp-Session-Id; send initialize to start one.",
          policy,
        ),
      );
    }
    return existing.transport.handleRequest(request, { parsedBody });
  }

  return {
    async fetch(request) {
      await delay(state.controls().latencyMs);
      if (request.method !== "POST") {
        const header = request.headers.get("mcp-session-id");
        const session = header ? sessions.use(header) : undefined;
        if (session) return session.transport.handleRequest(request);
        return jsonReply(
          header ? 404 : 400,
          errorFor(
            undefined,
            -32600,
            "Invalid Request: a valid Mcp-Session-Id header is required.",
            policyOf(undefined),
          ),
        );
      }
      const text = await request.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        const session = sessions.use(request.headers.get("mcp-session-id") ?? "");
        return jsonReply(
          400,
          errorFor(
            undefined,
            -32700,
            "Parse error: the body is not valid JSON.",
            policyOf(session),
          ),
        );
      }
      // The body was read here, so the handlers get a fresh request with the same text.
      const again = new Request(request.url, {
        method: "POST",
        headers: request.headers,
        body: text,
      });
      // A message on a session is the session's, whatever it holds (one that is no request
      // gets the session's Invalid Request, with its id when it has one).
      const onSession = request.headers.get("mcp-session-id") !== null;
      if (onSession || (await isLegacyRequest(again, body))) return legacyPost(again, body);
      // A body that is no JSON-RPC message gets its -32600 here, the id left out when it cannot
      // be read (as 2026-07-28's schema has it), where the SDK's handler would send a null id.
      if (!Array.isArray(body)) {
        const item = toItem(body, STATELESS_FRAMING);
        if ("reply" in item) return jsonReply(400, item.reply);
      }
      return modern.fetch(again, { parsedBody: body });
    },
    setControls: (next) => state.update(next),
    async close() {
      clearInterval(sweeping);
      await sessions.closeAll();
      await modern.close();
    },
  };
}
