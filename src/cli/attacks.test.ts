/**
 * `mcp-msg` attacked by the server it checks (issue 34): a child process against hostile
 * loopback servers; what reached the attacker is read off its own server, what reached the
 * terminal off stdout.
 */
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type ScriptedServer, startScripted } from "../../test/servers/index.ts";
import { mcpMsg } from "./cli.testkit.ts";

const running: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function scripted(): Promise<ScriptedServer> {
  const s = await startScripted();
  running.push(s);
  return s;
}

describe("mcp-msg probe --header", () => {
  it("a typed header does not follow a 307 to another origin", async () => {
    const home = await scripted();
    const away = await scripted();
    home.on("/mcp", (_req, res: ServerResponse) => {
      res.writeHead(307, { Location: away.url("/mcp") });
      res.end();
    });
    const run = await mcpMsg(["probe", home.url("/mcp"), "--header", "X-Api-Key: s3cret"]);
    expect(run.stdout).toContain("Report card for");
    expect(home.seen.some((r) => r.headers["x-api-key"] === "s3cret")).toBe(true);
    expect(away.seen.length).toBeGreaterThan(0);
    expect(away.seen.filter((r) => r.headers["x-api-key"] !== undefined)).toEqual([]);
  }, 120_000);
});

const EVIL_TOOL = "ok\r\x1b[2K\x1b[32mPASS lifecycle.initialize";
const EVIL_LINK = "\x1b]8;;http://evil.example/\x1b\\click\x1b]8;;\x1b\\";
const EVIL_TITLE = "\x1b]0;pwned\x07";

/** An MCP server (JSON answers) whose names and texts carry terminal escapes. */
function escapingServer(s: ScriptedServer, huge?: (res: ServerResponse) => void): void {
  s.on("/mcp", (req, res, body) => {
    if (req.method === "DELETE" && huge) return huge(res);
    if (req.method !== "POST") {
      res.writeHead(405);
      return void res.end();
    }
    let message: { id?: unknown; method?: string; params?: { name?: string } };
    try {
      message = JSON.parse(body) as typeof message;
    } catch {
      res.writeHead(400);
      return void res.end();
    }
    if (message.id === undefined) {
      res.writeHead(202);
      return void res.end();
    }
    const reply = (result: unknown) => {
      res.writeHead(200, { "Content-Type": "application/json", "Mcp-Session-Id": "s-1" });
      res.end(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }));
    };
    switch (message.method) {
      case "initialize":
        return reply({
          protocolVersion: "2025-11-25",
          capabilities: { tools: {} },
          serverInfo: { name: `evil${EVIL_TITLE}`, version: "1" },
        });
      case "tools/list":
        return reply({
          tools: [{ name: EVIL_TOOL, description: EVIL_LINK, inputSchema: { type: "object" } }],
        });
      case "tools/call":
        return reply({ content: [{ type: "text", text: `${EVIL_TITLE}${EVIL_LINK}` }] });
      default:
        res.writeHead(200, { "Content-Type": "application/json" });
        return void res.end(
          JSON.stringify({
            jsonrpc: "2.0",
            id: message.id,
            error: { code: -32601, message: `no ${EVIL_TOOL}` },
          }),
        );
    }
  });
}

// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const RAW_CONTROL = /[\x00-\x09\x0b-\x1f\x7f-\x9f]/;

describe("terminal escapes from a server", () => {
  it("probe: tool names and texts reach the terminal escaped, never raw", async () => {
    const s = await scripted();
    escapingServer(s);
    const run = await mcpMsg(["probe", s.url("/mcp"), "--call", EVIL_TOOL]);
    expect(run.stdout).toContain("Report card for");
    expect(run.stdout).toContain("\\x1b[32mPASS");
    expect(run.stdout).not.toMatch(RAW_CONTROL);
  }, 120_000);
});

describe("terminal escapes in a checked message", () => {
  it("check: a method and texts with escapes are shown escaped; --json keeps them", async () => {
    const evil = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: `tools/call${EVIL_TOOL}`,
      params: { name: EVIL_LINK, arguments: EVIL_TITLE },
    });
    const human = await mcpMsg(["check", "-"], `${evil}\n`);
    expect(human.stdout).toContain("\\x1b[32mPASS");
    expect(human.stdout).not.toMatch(RAW_CONTROL);
    const json = await mcpMsg(["check", "--json", "-"], `${evil}\n`);
    const [entry] = JSON.parse(json.stdout) as { method?: string }[];
    expect(entry?.method).toBe(`tools/call${EVIL_TOOL}`);
  }, 60_000);
});

describe("the report card's own requests", () => {
  it("a 100 MB answer to DELETE is not read", async () => {
    const s = await scripted();
    let written = 0;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    escapingServer(s, (res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      let sent = 0;
      const more = () => {
        while (sent < 100) {
          sent++;
          written += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("close", () => res.removeAllListeners("drain"));
      more();
    });
    const run = await mcpMsg(["probe", s.url("/mcp")]);
    expect(run.stdout).toContain("transport.session-end");
    expect(s.seen.filter((r) => r.method === "DELETE").length).toBeGreaterThan(0);
    // Two DELETEs once read 200 MB; now each stops at what the sockets held.
    expect(written).toBeLessThan(40 * 1024 * 1024);
  }, 120_000);
});
