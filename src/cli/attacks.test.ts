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
