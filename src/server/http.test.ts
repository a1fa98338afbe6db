/** The HTTP server on a free loopback port, reached with real requests. */
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type GiftHttpServer, startGiftHttpServer } from "./http.ts";
import { parseServeArgs } from "./serve-args.ts";
import { type Json, initialize, modernMeta, notification, request } from "./testkit.ts";

let server: GiftHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ACCEPT = "application/json, text/event-stream";

async function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  if (!server) throw new Error("no server");
  return fetch(server.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: ACCEPT, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** The JSON-RPC messages of a response, whether plain JSON or a server-sent event stream. */
async function messages(response: Response): Promise<Json[]> {
  const text = await response.text();
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    return [JSON.parse(text) as Json];
  }
  return text
    .split("\n")
    .filter((line) => line.startsWith("data: ") && line.length > 6)
    .map((line) => JSON.parse(line.slice(6)) as Json);
}

/** A raw request, for headers `fetch` will not let us set (Host). */
function rawPost(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path: pathname, method: "POST", headers, timeout: 10_000 },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(request(1, "ping")));
  });
}

async function openSession(version = "2025-06-18"): Promise<string> {
  const response = await post(initialize(1, version));
  expect(response.status).toBe(200);
  const session = response.headers.get("mcp-session-id");
  expect(session).toBeTruthy();
  expect(await messages(response)).toMatchObject([{ id: 1, result: { protocolVersion: version } }]);
  const initialized = await post(notification("notifications/initialized"), {
    "Mcp-Session-Id": session ?? "",
    "MCP-Protocol-Version": version,
  });
  expect(initialized.status).toBe(202);
  return session ?? "";
}

describe("the gift server over Streamable HTTP", () => {
  it("listens on 127.0.0.1 and serves a session: initialize, then tool calls", async () => {
    server = await startGiftHttpServer({ port: 0 });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const session = await openSession();
    const headers = { "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-06-18" };
    const call = await post(
      request(2, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: 30 },
      }),
      headers,
    );
    const sent = await messages(call);
    expect(sent.map((m) => m.method ?? m.id)).toEqual(["notifications/message", 2]);
    expect(sent[1]?.result).toHaveProperty("structuredContent.gifts");
    // The version's rules hold here too: bad arguments are -32602 before 2025-11-25.
    const invalid = await messages(
      await post(request(3, "tools/call", { name: "suggest_gifts", arguments: {} }), headers),
    );
    expect(invalid.at(-1)).toMatchObject({ id: 3, error: { code: -32602 } });
  });

  it("refuses requests without a session, or with an unknown one, and ends a session", async () => {
    server = await startGiftHttpServer({ port: 0 });
    expect((await post(request(2, "tools/list"))).status).toBe(400);
    expect((await post(request(2, "tools/list"), { "Mcp-Session-Id": "nope" })).status).toBe(404);
    const session = await openSession("2025-11-25");
    const bye = await fetch(server.url, {
      method: "DELETE",
      headers: { "Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-11-25" },
    });
    expect(bye.status).toBe(200);
    expect((await post(request(3, "ping"), { "Mcp-Session-Id": session })).status).toBe(404);
  });

  it("answers a body that is not JSON with 400 and -32700", async () => {
    server = await startGiftHttpServer({ port: 0 });
    const response = await post("{ nope");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: -32700 } });
  });

  it("serves 2026-07-28 requests without a session", async () => {
    server = await startGiftHttpServer({ port: 0 });
    const response = await post(request(1, "tools/list", { _meta: modernMeta() }), {
      "MCP-Protocol-Version": "2026-07-28",
      "Mcp-Method": "tools/list",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    expect(await messages(response)).toMatchObject([{ id: 1, result: { resultType: "complete" } }]);
  });

  it("refuses a 2026-07-28 body that is no JSON-RPC message with -32600, its id left out when unreadable", async () => {
    server = await startGiftHttpServer({ port: 0 });
    const headers = { "MCP-Protocol-Version": "2026-07-28" };
    const noMethod = await post({ jsonrpc: "2.0", id: 9002 }, headers);
    expect(noMethod.status).toBe(400);
    expect(await noMethod.json()).toMatchObject({ id: 9002, error: { code: -32600 } });
    const unreadable = await post({ jsonrpc: "2.0", id: { n: 1 }, method: 7 }, headers);
    expect(unreadable.status).toBe(400);
    const body = (await unreadable.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ error: { code: -32600 } });
    expect(body).not.toHaveProperty("id");
  });

  it("sends CORS headers by default and answers preflight requests", async () => {
    server = await startGiftHttpServer({ port: 0 });
    const response = await post(initialize(1, "2025-03-26"), { Origin: "http://localhost:5173" });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-expose-headers")).toContain("Mcp-Session-Id");
    await response.body?.cancel();
    const preflight = await fetch(server.url, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("Mcp-Session-Id");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
  });

  it("sends no CORS headers when they are turned off", async () => {
    server = await startGiftHttpServer({ port: 0, cors: false });
    const response = await post(initialize(1, "2025-03-26"), { Origin: "http://localhost:5173" });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    await response.body?.cancel();
    const preflight = await fetch(server.url, { method: "OPTIONS" });
    expect(preflight.headers.get("access-control-allow-methods")).toBeNull();
    await preflight.body?.cancel();
  });

  it("refuses a Host that is not the loopback (DNS rebinding)", async () => {
    server = await startGiftHttpServer({ port: 0 });
    const base = { "Content-Type": "application/json", Accept: ACCEPT };
    const evil = await rawPost(server.url, { ...base, Host: "evil.example" });
    expect(evil.status).toBe(403);
    expect(JSON.parse(evil.body)).toMatchObject({ error: { code: -32600 } });
    const local = await rawPost(server.url, {
      ...base,
      Host: `localhost:${new URL(server.url).port}`,
    });
    expect(local.status).not.toBe(403);
  });
});

describe("npm run serve:gift arguments", () => {
  it("take the port from --port, then PORT, then 3001, and turn CORS off with --no-cors", () => {
    expect(parseServeArgs([], {})).toEqual({
      port: 3001,
      cors: true,
      allowedOrigins: [],
      help: false,
      stdio: false,
    });
    expect(parseServeArgs([], { PORT: "4000" })).toMatchObject({ port: 4000 });
    expect(parseServeArgs(["--port", "0"], { PORT: "4000" })).toMatchObject({ port: 0 });
    expect(parseServeArgs(["--port=5050", "--no-cors"], {})).toMatchObject({
      port: 5050,
      cors: false,
    });
    expect(() => parseServeArgs(["--port", "http"], {})).toThrow(/Not a port/);
    expect(() => parseServeArgs(["--verbose"], {})).toThrow(/Unknown argument/);
  });

  it("--stdio: no HTTP option beside it, the environment's port and origins ignored", () => {
    const env = { PORT: "http", GIFT_ALLOWED_ORIGINS: "ftp://x" };
    expect(parseServeArgs(["--stdio"], env)).toMatchObject({ stdio: true, allowedOrigins: [] });
    expect(() => parseServeArgs(["--stdio", "--port", "4000"], {})).toThrow(
      /--stdio takes no HTTP option \(got --port\)/,
    );
    expect(() => parseServeArgs(["--no-cors", "--stdio"], {})).toThrow(/takes no HTTP option/);
    expect(() => parseServeArgs(["--stdio", "--verbose"], {})).toThrow(/Unknown argument/);
    expect(parseServeArgs(["--stdio", "--help"], {})).toMatchObject({ stdio: true, help: true });
  });
});
