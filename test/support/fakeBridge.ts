/**
 * A small stdio bridge for the page client's tests, on a real loopback socket with real child
 * processes (never through a shell): the contract of src/transport/stdio/protocol.ts, kept
 * honestly (Host and exact Origin checked, the token required, events streamed as NDJSON, the
 * process ended when its stream is dropped). The real bridge is src/bridge.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  type BridgeEvent,
  type HelloReply,
  type OfferedServer,
  TOKEN_HEADER,
} from "../../src/transport/stdio/protocol.ts";

interface Proc {
  child: ChildProcess;
  queue: BridgeEvent[];
  ended: boolean;
  listener?: (event: BridgeEvent) => void;
}

export interface FakeBridge {
  base: string;
  origin: string;
  /** Every request's route, in order (to check what the page asked). */
  routes: string[];
  /** Stops answering at once, as a bridge that died would: open streams are cut. */
  kill(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeBridge(
  options: { servers?: OfferedServer[]; initial?: string; protocol?: number } = {},
): Promise<FakeBridge> {
  const token = randomBytes(32).toString("hex");
  const procs = new Map<string, Proc>();
  const routes: string[] = [];
  let origin = "";
  let host = "";

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, error: string, message: string) =>
    json(res, status, { error, message });

  const startProcess = (spec: {
    command: string;
    args: string[];
    cwd?: string;
    env?: Record<string, string>;
  }): string => {
    const id = randomBytes(8).toString("hex");
    const env = { PATH: process.env.PATH ?? "", ...spec.env };
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd ?? process.cwd(),
      env,
      shell: false,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const proc: Proc = { child, queue: [], ended: false };
    const emit = (event: BridgeEvent) => {
      if (proc.listener) proc.listener(event);
      else proc.queue.push(event);
    };
    let pending = "";
    child.on("spawn", () =>
      emit({
        type: "spawned",
        pid: child.pid ?? 0,
        at: Date.now(),
        argv: [spec.command, ...spec.args],
        cwd: spec.cwd ?? process.cwd(),
        path: env.PATH,
      }),
    );
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (proc.ended || child.pid !== undefined) return;
      proc.ended = true;
      const code = error.code ?? "EUNKNOWN";
      emit({ type: "spawn-error", code, message: error.message, path: env.PATH, at: Date.now() });
    });
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      pending += chunk;
      let end = pending.indexOf("\n");
      while (end >= 0) {
        const line = pending.slice(0, end).replace(/\r$/, "");
        pending = pending.slice(end + 1);
        emit({ type: "stdout", line, at: Date.now() });
        end = pending.indexOf("\n");
      }
    });
    child.stderr
      ?.setEncoding("utf8")
      .on("data", (text: string) => emit({ type: "stderr", text, at: Date.now() }));
    child.on("close", (code, signal) => {
      if (proc.ended) return;
      proc.ended = true;
      const by = (child as ChildProcess & { by?: "page" }).by;
      emit({
        type: "exit",
        code,
        signal,
        at: Date.now(),
        ...(by && { by }),
        ...(pending && { rest: pending }),
      });
    });
    procs.set(id, proc);
    return id;
  };

  const route = async (req: IncomingMessage, res: ServerResponse, name: string) => {
    const body = await readBody(req);
    if (name === "hello") {
      const reply: HelloReply = {
        protocol: options.protocol ?? BRIDGE_PROTOCOL,
        token,
        servers: options.servers ?? [],
        ...(options.initial && { initial: options.initial }),
        limits: { processes: 4, lineBytes: 1 << 25, stderrBytes: 65536, idleMs: 600_000 },
      };
      return json(res, 200, reply);
    }
    if (req.headers[TOKEN_HEADER] !== token)
      return refuse(res, 403, "token", "This request lacks the bridge's token.");
    const proc = typeof body.process === "string" ? procs.get(body.process) : undefined;
    if (name === "start") {
      const offered = options.servers?.find((s) => s.id === body.server);
      if (typeof body.server === "string" && !offered)
        return refuse(res, 404, "no-server", `No server "${body.server}" is offered.`);
      const spec = offered ?? {
        command: String(body.command),
        args: Array.isArray(body.args) ? body.args.map(String) : [],
        ...(typeof body.cwd === "string" && { cwd: body.cwd }),
        ...(typeof body.env === "object" && { env: body.env as Record<string, string> }),
      };
      return json(res, 200, { process: startProcess(spec) });
    }
    if (!proc) return refuse(res, 404, "no-process", "No such process.");
    if (name === "send") {
      const line = String(body.line);
      if (/[\r\n]/.test(line)) return refuse(res, 400, "framing", "A line break in a message.");
      if (proc.ended) return refuse(res, 409, "ended", "The process has ended.");
      proc.child.stdin?.write(`${line}\n`);
      return json(res, 200, {});
    }
    if (name === "stop") {
      (proc.child as ChildProcess & { by?: string }).by = "page";
      proc.child.stdin?.end();
      proc.child.kill("SIGTERM");
      return json(res, 200, {});
    }
    if (name === "events") {
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      const write = (event: BridgeEvent) => {
        res.write(`${JSON.stringify(event)}\n`);
        if (event.type === "exit" || event.type === "spawn-error") res.end();
      };
      for (const event of proc.queue.splice(0)) write(event);
      proc.listener = write;
      res.on("close", () => {
        if (!proc.ended) proc.child.kill("SIGKILL");
      });
      return;
    }
    refuse(res, 404, "route", "No such route.");
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const prefix = `/${BRIDGE_PATH}`;
    if (!path.startsWith(prefix) || req.method !== "POST") {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<!doctype html><p>Not found</p>");
    }
    const name = path.slice(prefix.length);
    routes.push(name);
    if (req.headers.host !== host) return refuse(res, 403, "host", "Unknown Host.");
    if (req.headers.origin !== origin) return refuse(res, 403, "origin", "Wrong Origin.");
    route(req, res, name).catch((error: unknown) => refuse(res, 500, "internal", String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  host = `127.0.0.1:${port}`;
  origin = `http://${host}`;
  const killAll = () => {
    for (const proc of procs.values()) if (!proc.ended) proc.child.kill("SIGKILL");
  };
  return {
    base: `${origin}/`,
    origin,
    routes,
    async kill() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      killAll();
    },
    async close() {
      killAll();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  try {
    const value: unknown = JSON.parse(text || "{}");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
