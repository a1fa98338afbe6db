/**
 * Typed headers stay with their origin across redirects (issue 34, hole 2): real loopback
 * servers, the transport's wrapped fetch and the HTTP target itself.
 */
import { afterEach, describe, expect, test } from "vitest";
import { type ScriptedServer, startScripted } from "../../../../test/servers/index.ts";
import { createHttpTarget } from "../index.ts";
import { keepHeadersHome } from "./redirect.ts";

const running: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function pair() {
  const home = await startScripted();
  const away = await startScripted();
  running.push(home, away);
  const redirect = (to: string) => (_req: unknown, res: import("node:http").ServerResponse) => {
    res.writeHead(307, { Location: to });
    res.end();
  };
  home.on("/mcp", redirect(away.url("/mcp")));
  home.on("/moved", redirect("/here"));
  home.on("/here", (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end("{}");
  });
  away.on("/mcp", (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end("{}");
  });
  return { home, away };
}

const typed = { "X-Api-Key": "s3cret", Authorization: "Bearer t0ken" };

describe("keepHeadersHome", () => {
  test("a 307 to another origin: the POST goes on with its body, without the typed headers", async () => {
    const { home, away } = await pair();
    const wrapped = keepHeadersHome((input, init) => fetch(input, init));
    const response = await wrapped(home.url("/mcp"), {
      method: "POST",
      headers: { ...typed, "Content-Type": "application/json", "MCP-Protocol-Version": "x" },
      body: '{"a":1}',
    });
    expect(response.status).toBe(200);
    const there = away.seen.find((r) => r.path === "/mcp");
    expect(there?.method).toBe("POST");
    expect(there?.body).toBe('{"a":1}');
    expect(there?.headers["mcp-protocol-version"]).toBe("x");
    expect(there?.headers["x-api-key"]).toBeUndefined();
    expect(there?.headers.authorization).toBeUndefined();
    expect(home.seen[0]?.headers["x-api-key"]).toBe("s3cret");
  });

  test("a redirect on the same origin keeps every typed header", async () => {
    const { home } = await pair();
    const wrapped = keepHeadersHome((input, init) => fetch(input, init));
    await wrapped(home.url("/moved"), { method: "POST", headers: typed, body: "{}" });
    expect(home.seen.find((r) => r.path === "/here")?.headers["x-api-key"]).toBe("s3cret");
  });
});

describe("the HTTP target", () => {
  test("a header from the Headers field does not follow a 307 to another origin", async () => {
    const { home, away } = await pair();
    const target = createHttpTarget({
      url: home.url("/mcp"),
      listener: { message: () => undefined, status: () => undefined },
      headers: { "X-Api-Key": "s3cret" },
      transport: "streamable-http",
      listen: false,
      diagnose: false,
    });
    void target
      .send(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }))
      .catch(() => undefined);
    await expect.poll(() => away.seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(home.seen[0]?.headers["x-api-key"]).toBe("s3cret");
    expect(away.seen.every((r) => r.headers["x-api-key"] === undefined)).toBe(true);
    target.close();
  });
});
