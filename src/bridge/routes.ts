/**
 * The bridge's routes under `<base>__mcp-bridge/` (protocol.ts), behind every lock: a peer on
 * this computer (127.0.0.0/8, ::1), the Host allow-list, the exact Origin, POST with a JSON
 * body under a cap, no query string (the token is never in a URL), and the per-start token on
 * every route but `hello`. Answers carry no CORS header at all, so another site can neither
 * read them nor get past a preflight.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  type BridgeError,
  type BridgeRefusal,
  type HelloReply,
  MAX_LINE_BYTES,
  type SendRequest,
  type StopRequest,
  TOKEN_HEADER,
} from "../transport/stdio/protocol.ts";
import {
  BodyError,
  header,
  hostAllowed,
  loopbackPeer,
  originAllowed,
  readJson,
  tokenMatches,
} from "./locks.ts";
import { type ServerOffer, publicOffer, readStart } from "./offers.ts";
import type { ProcessTable } from "./processes.ts";

interface BridgeRoutesOptions {
  /** The page's base path (`/`); the routes are at `<base>__mcp-bridge/<route>`. */
  base: string;
  /** The Host values answered (`127.0.0.1:<port>`, `localhost:<port>`). */
  hosts(): readonly string[];
  /** The page's exact origins. */
  origins(): readonly string[];
  token: string;
  table: ProcessTable;
  offers: readonly ServerOffer[];
  initial?: string;
  url?: string;
}

/** The largest `send` body: one line of the cap, with room for its JSON escaping. */
const SEND_BODY_BYTES = MAX_LINE_BYTES + 1024 * 1024;
/** Every other route's body. */
const SMALL_BODY_BYTES = 1024 * 1024;

const REFUSALS = {
  "bad-peer": "This bridge answers only to connections from this computer.",
  "bad-host": "This bridge answers only to 127.0.0.1 and localhost on its own port.",
  "bad-origin": "Only the playground page this bridge serves may call it.",
  "bad-method": "The bridge's routes take POST only.",
  "query-refused": "The bridge's routes take no query string; the token goes in a header.",
  "bad-token": "The request has no valid bridge token: ask hello for one.",
  "not-json": "The body must be application/json.",
  "too-large": "The body is too large.",
  "bad-json": "The body is not JSON.",
  "bad-request": "The request is not what this route takes.",
  "unknown-route": "There is no such bridge route.",
  "unknown-server": "The bridge offers no server by that id.",
  "unknown-process": "No process of this bridge has that handle (it ended, or never was).",
  "too-many-processes": "Too many servers are running: stop one, then start again.",
  "already-attached": "The events of this process are already being read.",
  ended: "The process has ended.",
} as const satisfies Record<BridgeRefusal, string>;

const BRIDGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
} as const;

function json(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { ...BRIDGE_HEADERS, "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

export function refuse(
  res: ServerResponse,
  status: number,
  code: BridgeRefusal,
  detail?: string,
): void {
  const body: BridgeError = {
    error: code,
    message: detail ? `${REFUSALS[code]} ${detail}` : REFUSALS[code],
  };
  json(res, status, body);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The path of a request under the routes' prefix (`hello`…), or undefined elsewhere. */
function routeOf(req: IncomingMessage, prefix: string): string | undefined {
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const path = url.split("?")[0] ?? "";
  return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
}

type Next = (error?: unknown) => void;

export function createBridgeRoutes(options: BridgeRoutesOptions) {
  const prefix = `${options.base.endsWith("/") ? options.base : `${options.base}/`}${BRIDGE_PATH}`;
  const { table } = options;
  const offers = new Map(options.offers.map((offer) => [offer.id, offer]));

  const hello = (): HelloReply => ({
    protocol: BRIDGE_PROTOCOL,
    token: options.token,
    servers: options.offers.map(publicOffer),
    ...(options.initial !== undefined && { initial: options.initial }),
    ...(options.url !== undefined && { url: options.url }),
    limits: {
      processes: table.limits.processes,
      lineBytes: table.limits.lineBytes,
      stderrBytes: table.limits.stderrBytes,
      idleMs: table.limits.idleMs,
      graceMs: table.limits.graceMs,
    },
  });

  async function answer(route: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req, route === "send" ? SEND_BODY_BYTES : SMALL_BODY_BYTES);
    if (route === "hello") return json(res, 200, hello());
    if (route === "start") {
      const start = readStart(body);
      if (typeof start === "string") return refuse(res, 400, "bad-request", start);
      // An offer is a spec with an id; spawn reads the spec's fields only.
      const spec = "server" in start ? offers.get(start.server) : start;
      if (!spec) return refuse(res, 404, "unknown-server");
      const started = table.start(spec);
      if ("refused" in started) {
        return refuse(
          res,
          429,
          "too-many-processes",
          `At most ${table.limits.processes} run at once.`,
        );
      }
      return json(res, 200, started);
    }
    // `send`, `stop` and `events` name a process; `send` carries a line too.
    if (!isRecord(body) || typeof body.process !== "string") {
      return refuse(res, 400, "bad-request", "process is not a string");
    }
    const target: StopRequest = { process: body.process };
    const entry = table.get(target.process);
    if (!entry) return refuse(res, 404, "unknown-process");
    if (route === "send") {
      if (typeof body.line !== "string")
        return refuse(res, 400, "bad-request", "line is not a string");
      const send: SendRequest = { ...target, line: body.line };
      if (/[\r\n]/.test(send.line)) return refuse(res, 400, "bad-request", "line has a line break");
      if (entry.done) return refuse(res, 409, "ended");
      try {
        entry.proc.write(send.line);
      } catch {
        return refuse(res, 409, "ended");
      }
      entry.touch();
      return json(res, 200, {});
    }
    if (route === "stop") {
      await entry.proc.stop("page");
      return json(res, 200, {});
    }
    if (route === "events") {
      if (entry.attached) return refuse(res, 409, "already-attached");
      res.writeHead(200, {
        ...BRIDGE_HEADERS,
        "Content-Type": "application/x-ndjson; charset=utf-8",
        "X-Accel-Buffering": "no",
      });
      res.flushHeaders();
      res.socket?.setNoDelay(true);
      let ended = false;
      res.on("close", () => {
        if (!ended) entry.detach();
      });
      entry.attach({
        write: (line) => void res.write(line),
        end: () => {
          ended = true;
          res.end();
        },
      });
      return;
    }
    return refuse(res, 404, "unknown-route");
  }

  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const route = routeOf(req, prefix);
    if (route === undefined) return next();
    // Headers are the client's word; the socket's peer is not (a dev server on every interface).
    if (!loopbackPeer(req.socket.remoteAddress)) return refuse(res, 403, "bad-peer");
    if (!hostAllowed(req, options.hosts())) return refuse(res, 403, "bad-host");
    if (!originAllowed(req, options.origins())) return refuse(res, 403, "bad-origin");
    if (req.method !== "POST") return refuse(res, 405, "bad-method");
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
    if (url.includes("?")) return refuse(res, 400, "query-refused");
    if (route !== "hello" && !tokenMatches(header(req, TOKEN_HEADER), options.token)) {
      return refuse(res, 403, "bad-token");
    }
    answer(route, req, res).catch((error: unknown) => {
      if (error instanceof BodyError) {
        refuse(res, error.status, error.code);
        // The rest of an oversized body is not read: the connection goes.
        if (error.code === "too-large") res.on("finish", () => req.destroy());
      } else res.destroy();
    });
  };
}
