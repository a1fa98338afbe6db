/**
 * `mcp-msg probe` as a child process against servers on loopback: the exit statuses, the JSON
 * card and the JUnit file.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startModernFaultyServer } from "../probe/faulty-modern.testkit.ts";
import { startFaultyServer } from "../probe/faulty.testkit.ts";
import { startSdkSseServer, startSseServer } from "../probe/faulty-sse.testkit.ts";
import { type GiftHttpServer, startGiftHttpServer } from "../server/http.ts";
import { mcpMsg } from "./cli.testkit.ts";

describe("mcp-msg probe", () => {
  let gift: GiftHttpServer;
  let dir: string;
  beforeAll(async () => {
    gift = await startGiftHttpServer({ port: 0 });
    dir = mkdtempSync(path.join(tmpdir(), "mcp-msg-probe-"));
  });
  afterAll(async () => {
    await gift.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("exit 0 for the gift server; the card in words; JUnit with every check passed or skipped", async () => {
    const junit = path.join(dir, "gift.xml");
    const run = await mcpMsg(["probe", gift.url, "--junit", junit]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Report card for ${gift.url} (2025-11-25)`);
    expect(run.stdout).toMatch(
      /PASS lifecycle\.initialize \(MUST\): Initialize \[suite: server-initialize\]/,
    );
    expect(run.stdout).toContain("Score: 100%");
    expect(run.stdout).toContain("Tools called: none");
    const xml = readFileSync(junit, "utf8");
    expect(xml).toMatch(/<testsuites name="mcp-msg probe" tests="\d+" failures="0" errors="0"/);
    expect(xml).not.toContain("<failure");
  }, 120_000);

  it("--protocol 2026-07-28: server/discover and the stateless rules, exit 0, JUnit", async () => {
    const junit = path.join(dir, "gift-2026.xml");
    const run = await mcpMsg(["probe", gift.url, "--protocol", "2026-07-28", "--junit", junit]);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Report card for ${gift.url} (2026-07-28)`);
    expect(run.stdout).toMatch(
      /PASS lifecycle\.discover \(MUST\): server\/discover \[suite: sep-2575-server-implements-discover\]/,
    );
    expect(run.stdout).toMatch(/PASS stateless\.header-mismatch \(MUST\)/);
    expect(run.stdout).toMatch(
      /^N\/A \d+ checks of other versions or transports: [^\n]*lifecycle\.initialize/m,
    );
    expect(run.stdout).toContain("Score: 100%");
    const xml = readFileSync(junit, "utf8");
    expect(xml).toMatch(/<testsuites name="mcp-msg probe" tests="\d+" failures="0" errors="0"/);
    expect(xml).toContain(
      '<testcase classname="probe.stateless" name="stateless.header-mismatch: Headers that disagree with the body">',
    );
    expect(xml).not.toContain("<failure");
  }, 120_000);

  it("--protocol 2026-07-28 against a server that ignores the headers: exit 1", async () => {
    const server = await startModernFaultyServer({ headersIgnored: true });
    try {
      const run = await mcpMsg(["probe", server.url, "--protocol", "2026-07-28", "--json"]);
      expect(run.status).toBe(1);
      const card = JSON.parse(run.stdout) as { checks: { id: string; status: string }[] };
      expect(card.checks.filter((c) => c.status === "failed").map((c) => c.id)).toEqual([
        "stateless.header-mismatch",
      ]);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("exit 1 when a MUST failed; --json names the check, its fix and its message", async () => {
    const server = await startFaultyServer({ internalErrorForUnknown: true });
    try {
      const junit = path.join(dir, "faulty.xml");
      const run = await mcpMsg(["probe", server.url, "--json", "--junit", junit]);
      expect(run.status).toBe(1);
      const card = JSON.parse(run.stdout) as {
        checks: { id: string; status: string; entries: number[]; fix?: string }[];
        log: { seq: number; text?: string }[];
      };
      const failed = card.checks.filter((c) => c.status === "failed");
      expect(failed.map((c) => c.id)).toEqual(["errors.unknown-method"]);
      const [first] = failed;
      expect(first?.fix).toContain("-32601");
      expect(card.log[first?.entries[0] ?? -1]?.text).toContain("-32603");
      const xml = readFileSync(junit, "utf8");
      expect(xml).toContain('failures="1"');
      expect(xml).toMatch(
        /<testcase classname="probe\.errors" name="errors\.unknown-method: Unknown method">\s*<failure /,
      );
    } finally {
      await server.close();
    }
  }, 120_000);

  it("a SHOULD that fails is a warning: exit 0", async () => {
    const server = await startFaultyServer({ toolNameWithSpaces: true });
    try {
      const run = await mcpMsg(["probe", server.url]);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/WARN tools\.name-format \(SHOULD\)/);
      expect(run.stdout).toContain('The tool name "get weather" breaks the rule.');
    } finally {
      await server.close();
    }
  }, 120_000);

  it("exit 2 when nothing answers, and for usage errors", async () => {
    const server = await startFaultyServer();
    const url = server.url;
    await server.close();
    const down = await mcpMsg(["probe", url]);
    expect(down.status).toBe(2);
    expect(down.stdout).toMatch(/NOT RUN lifecycle\.initialize/);
    const usage = await mcpMsg(["probe", "ftp://example.com/"]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("an http or https URL");
    const call = await mcpMsg(["probe", url, "--call", "echo={nope"]);
    expect(call.status).toBe(2);
    expect(call.stderr).toContain("the arguments are not JSON");
  }, 120_000);

  it("--call calls the named tool with the given arguments, and no other", async () => {
    const server = await startFaultyServer();
    try {
      const run = await mcpMsg(["probe", server.url, "--call", 'echo={"text":"hi"}']);
      expect(run.status).toBe(0);
      expect(server.called).toEqual(["echo"]);
      expect(run.stdout).toContain("Tools called: echo");
    } finally {
      await server.close();
    }
  }, 120_000);

  it("--transport sse: exit 0 for a server of the official SDK v1 that speaks only HTTP+SSE", async () => {
    const server = await startSdkSseServer();
    try {
      const junit = path.join(dir, "sse.xml");
      const run = await mcpMsg(["probe", server.url, "--transport", "sse", "--junit", junit]);
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("Transport: HTTP+SSE (2024-11-05)");
      expect(run.stdout).toMatch(/PASS transport\.sse-stream \(MUST\)/);
      expect(run.stdout).toMatch(/PASS transport\.sse-post \(MUST\)/);
      expect(run.stdout).toMatch(
        /^N\/A \d+ checks of other versions or transports: [^\n]*transport\.session-id/m,
      );
      expect(readFileSync(junit, "utf8")).toContain(
        '<property name="transport" value="HTTP+SSE (2024-11-05)"/>',
      );
    } finally {
      await server.close();
    }
  }, 120_000);

  it("--transport sse: exit 1 when the stream's first event is not endpoint; a bad --transport is a usage error", async () => {
    const server = await startSseServer({ firstEventNotEndpoint: true });
    try {
      const run = await mcpMsg(["probe", server.url, "--transport=sse", "--timeout", "3000"]);
      expect(run.status).toBe(1);
      expect(run.stdout).toMatch(/FAIL transport\.sse-stream \(MUST\)/);
      expect(run.stdout).toContain("The stream's first event is message, not endpoint.");
      const usage = await mcpMsg(["probe", server.url, "--transport", "websocket"]);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('unknown transport "websocket"');
      const help = await mcpMsg(["probe", "--help"]);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain("--transport <kind>   auto, streamable-http or sse");
    } finally {
      await server.close();
    }
  }, 120_000);
});
