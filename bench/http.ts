/**
 * `tsx bench/http.ts`: the HTTP transport's cost over a bare `fetch`, both to the local gift
 * server in the same run (`npm run serve:gift` on 127.0.0.1 and a free port, in its own
 * process so the server's work does not share this thread):
 * - round trips one at a time (the transport: send() until the listener has the reply; bare:
 *   fetch until the body is read), interleaved so both see the same machine state, for
 *   2026-07-28 (JSON replies, no session) and for a 2025-11-25 session (SSE replies);
 * - throughput with 50 requests in flight.
 * Ratios, not absolute times, are what to compare across machines (target: within 1.2x).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createHttpTarget, type HttpTarget } from "../src/transport/http/index.ts";

const ROUND_TRIPS = Number(process.env.BENCH_HTTP_ROUND_TRIPS ?? 400);
const WARMUP = 50;
const IN_FLIGHT = 50;
const BATCHES = Number(process.env.BENCH_HTTP_BATCHES ?? 20);
/** A bound on every wait: a reply that never comes fails the run instead of hanging it. */
const REPLY_TIMEOUT_MS = 10_000;

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

interface Scenario {
  name: string;
  /** The request's text for id `id`. */
  text(id: number): string;
  /** The bare fetch's headers (what the transport sends for this text). */
  headers: Record<string, string>;
}

/** A transport with a way to await the reply to an id. */
function transportClient(url: string, headers: Record<string, string> = {}) {
  const waiting = new Map<string, () => void>();
  const target: HttpTarget = createHttpTarget({
    url,
    headers,
    transport: "streamable-http",
    listener: {
      message(text) {
        const match = /"id":(\d+)/.exec(text);
        if (match?.[1]) waiting.get(match[1])?.();
      },
      status: () => undefined,
    },
  });
  const roundTrip = (id: number, text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${id}`)), REPLY_TIMEOUT_MS);
      waiting.set(String(id), () => {
        clearTimeout(timer);
        waiting.delete(String(id));
        resolve();
      });
      target.send(text).catch(reject);
    });
  return { target, roundTrip };
}

async function bareRoundTrip(url: string, scenario: Scenario, id: number): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: scenario.headers,
    body: scenario.text(id),
    signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
  });
  const body = await response.text();
  if (!body.includes(`"id":${id}`)) throw new Error(`bare fetch: no reply to ${id}: ${body}`);
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { median: at(0.5), p99: at(0.99) };
};

async function timed(run: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function latency(
  url: string,
  scenario: Scenario,
  client: ReturnType<typeof transportClient>,
) {
  let id = 1000;
  const transport: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < WARMUP + ROUND_TRIPS; i++) {
    const viaTransport = await timed(() => client.roundTrip(++id, scenario.text(id)));
    const viaFetch = await timed(() => bareRoundTrip(url, scenario, ++id));
    if (i >= WARMUP) {
      transport.push(viaTransport);
      bare.push(viaFetch);
    }
  }
  const t = stats(transport);
  const b = stats(bare);
  console.log(
    [
      `${scenario.name} round trip`.padEnd(36),
      `transport ${t.median.toFixed(3)} ms (p99 ${t.p99.toFixed(3)})`,
      `bare fetch ${b.median.toFixed(3)} ms (p99 ${b.p99.toFixed(3)})`,
      `${(t.median / b.median).toFixed(2)}x`,
    ].join("  "),
  );
}

async function throughput(
  url: string,
  scenario: Scenario,
  client: ReturnType<typeof transportClient>,
) {
  let id = 100_000;
  const batch = (one: (id: number) => Promise<void>) =>
    Promise.all(Array.from({ length: IN_FLIGHT }, () => one(++id))).then(() => undefined);
  const viaTransport = (n: number) => client.roundTrip(n, scenario.text(n));
  const viaFetch = (n: number) => bareRoundTrip(url, scenario, n);
  await batch(viaTransport);
  await batch(viaFetch);
  let transportMs = 0;
  let bareMs = 0;
  for (let i = 0; i < BATCHES; i++) {
    transportMs += await timed(() => batch(viaTransport));
    bareMs += await timed(() => batch(viaFetch));
  }
  const rate = (ms: number) => Math.round((IN_FLIGHT * BATCHES) / (ms / 1000));
  console.log(
    [
      `${scenario.name}, ${IN_FLIGHT} in flight`.padEnd(36),
      `transport ${rate(transportMs).toLocaleString("en-US")} req/s`,
      `bare fetch ${rate(bareMs).toLocaleString("en-US")} req/s`,
      `${(bareMs / transportMs).toFixed(2)}x of bare`,
    ].join("  "),
  );
}

/** A 2025-11-25 session for the bare side: initialize by hand, keep the session id. */
async function bareSession(url: string): Promise<Record<string, string>> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "bench", version: "1" },
      },
    }),
  });
  await response.text();
  const session = response.headers.get("mcp-session-id") ?? "";
  const headers = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "Mcp-Session-Id": session,
    "MCP-Protocol-Version": "2025-11-25",
  };
  const initialized = JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" });
  await (await fetch(url, { method: "POST", headers, body: initialized })).text();
  return headers;
}

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Starts the gift server in a child process; resolves with its URL once it listens. */
function startServer(): Promise<{ url: string; close(): void }> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", join(root, "scripts/serve-gift.ts"), "--port", "0"],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
  );
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The gift server did not start within 30 s: ${out}`));
    }, 30_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
      const url = /on (http:\/\/127\.0\.0\.1:\d+\/\S*)/.exec(out)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ url, close: () => child.kill("SIGTERM") });
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The gift server exited (${code}): ${out}`));
    });
  });
}

async function main(): Promise<void> {
  const server = await startServer();
  console.log(`HTTP transport vs bare fetch, gift server at ${server.url}`);
  try {
    const modern: Scenario = {
      name: "2026-07-28 tools/list (JSON)",
      text: (id) =>
        JSON.stringify({ jsonrpc: "2.0", id, method: "tools/list", params: { _meta: META } }),
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2026-07-28",
        "Mcp-Method": "tools/list",
      },
    };
    const modernClient = transportClient(server.url);
    await latency(server.url, modern, modernClient);
    await throughput(server.url, modern, modernClient);
    modernClient.target.close();

    const legacy: Scenario = {
      name: "2025-11-25 ping (session, SSE)",
      text: (id) => JSON.stringify({ jsonrpc: "2.0", id, method: "ping" }),
      headers: await bareSession(server.url),
    };
    const legacyClient = transportClient(server.url);
    await legacyClient.roundTrip(
      1,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: {
          protocolVersion: "2025-11-25",
          capabilities: {},
          clientInfo: { name: "bench", version: "1" },
        },
      }),
    );
    await legacyClient.target.send(
      JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }),
    );
    await latency(server.url, legacy, legacyClient);
    await throughput(server.url, legacy, legacyClient);
    legacyClient.target.close();
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
