/**
 * The playground's authorization flow as a conformance client: `src/auth` (the same flow the
 * page runs) in front of `src/transport/http` (the same transport), driven by the official
 * suite (`npm run conformance:auth`). Usage: `tsx auth-client.ts <server-url>`; the suite sets
 * MCP_CONFORMANCE_SCENARIO, MCP_CONFORMANCE_CONTEXT (pre-registered credentials) and
 * MCP_CONFORMANCE_PROTOCOL_VERSION. It connects, lists tools, calls the first one, and exits
 * 0 only when all of that succeeded.
 */
import { authorizedFetch } from "../../src/auth/index.ts";
import { createHttpTarget } from "../../src/transport/http/index.ts";
import type { NewEntry } from "../../src/protocol/exchange/types.ts";

/** This client's Client ID Metadata Document URL, as the suite's CIMD scenario expects. */
const METADATA_DOCUMENT_URL = "https://conformance-test.local/client-metadata.json";
const REDIRECT_URI = "http://localhost:3000/callback";

const url = process.argv.at(-1) ?? "";
const version = process.env.MCP_CONFORMANCE_PROTOCOL_VERSION || "2025-11-25";
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT || "{}") as Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" && v ? v : undefined);
const verbose = process.env.AUTH_CLIENT_VERBOSE === "1";

/** Each authorization step, one line on stderr (masked: the lane never holds a secret). */
function log(entry: NewEntry) {
  if (entry.type !== "message" || !entry.auth) return;
  const h = entry.http;
  const line = `${entry.flow === "out" ? "→" : "←"} ${entry.auth.step} ${h?.method ?? ""} ${h?.url ?? ""}${h?.status ? ` ${h.status}` : ""}`;
  process.stderr.write(`${line}${verbose && entry.text ? `\n  ${entry.text}` : ""}\n`);
}

/** Node has no browser: the authorization page is fetched, its redirect read, not followed. */
async function openAuthorization(page: string): Promise<string> {
  const response = await fetch(page, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location)
    throw new Error(`no redirect from the authorization page (HTTP ${response.status})`);
  return new URL(location, page).href;
}

const clientId = text(context.client_id);
const clientSecret = text(context.client_secret);
const wire = {
  fetch: (input: string, init: RequestInit) => fetch(input, init),
  clock: () => Date.now(),
  sink: log,
  diagnose: false,
};
const authFetch = authorizedFetch(wire.fetch, {
  resource: url,
  version,
  client: {
    clientName: "MCP Playground",
    redirectUri: REDIRECT_URI,
    metadataDocumentUrl: METADATA_DOCUMENT_URL,
    ...(clientId && { clientId }),
    ...(clientSecret && { clientSecret }),
  },
  wire,
  authorize: openAuthorization,
  onError: (result) =>
    process.stderr.write(`authorization failed: ${JSON.stringify(result.error)}\n`),
});

const waiting = new Map<number, (reply: Record<string, unknown>) => void>();
const target = createHttpTarget({
  url,
  listen: false,
  diagnose: false,
  transport: "streamable-http",
  fetch: authFetch,
  listener: {
    message(raw) {
      try {
        const reply = JSON.parse(raw) as Record<string, unknown>;
        if (typeof reply.id === "number") waiting.get(reply.id)?.(reply);
      } catch {
        // Not for us.
      }
    },
    status() {},
  },
});

let nextId = 1;
async function request(method: string, params: Record<string, unknown>) {
  const id = nextId++;
  const reply = new Promise<Record<string, unknown>>((resolve, reject) => {
    waiting.set(id, resolve);
    setTimeout(() => reject(new Error(`${method}: no reply`)), 20_000).unref();
  });
  await target.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
  const answer = await reply;
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result as Record<string, unknown>;
}

try {
  await request("initialize", {
    protocolVersion: version,
    capabilities: {},
    clientInfo: { name: "mcp-playground-auth", version: "0.1.0" },
  });
  await target.send(JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }));
  const listed = await request("tools/list", {});
  const tools = Array.isArray(listed.tools) ? (listed.tools as { name?: unknown }[]) : [];
  const name = typeof tools[0]?.name === "string" ? tools[0].name : "test-tool";
  await request("tools/call", { name, arguments: {} });
  target.close();
  process.exit(0);
} catch (error) {
  process.stderr.write(`${String(error)}\n`);
  target.close();
  process.exit(1);
}
