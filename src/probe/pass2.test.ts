/**
 * The card's second pass (issue 35), each finding on a loopback server that has the fault:
 * conflicting texts graded as a warning, the DNS-rebinding check, CORS advice that does not
 * praise `*` where any Origin is served.
 */
import { describe, expect, it } from "vitest";
import { type Faults, startFaultyServer } from "./faulty.testkit.ts";
import { check, listenOnLoopback, probe, readJson } from "./harness.testkit.ts";
import { startSseServer } from "./faulty-sse.testkit.ts";
import { cardJUnit, cardJson } from "./report.ts";
import { exitStatusOf } from "./score.ts";
import type { Card } from "./types.ts";

async function cardOf(faults: Faults, version = "2025-11-25" as const): Promise<Card> {
  const server = await startFaultyServer(faults);
  try {
    return await probe(server.url, { version });
  } finally {
    await server.close();
  }
}

const keys = (card: Card, id: Parameters<typeof check>[1]) =>
  check(card, id).notes.map((n) => n.key);

describe("id: null on the answer to a body that cannot be parsed", () => {
  it("is a warning citing both texts, and no MUST fails for it", async () => {
    const card = await cardOf({ nullIdParseError: true });
    const wire = check(card, "wire.schema-valid");
    expect(wire.status).toBe("warning");
    const conflict = wire.notes.find((n) => n.key === "id-null-conflict");
    // Which probe drew it: the card's own unparseable body, as sent.
    expect(conflict?.params?.request).toContain('"id": 9001, "method": ');
    expect(exitStatusOf(card.checks)).toBe(0);
  }, 60_000);

  it("on a refusal of a message whose id was readable is a failure naming that message", async () => {
    const card = await cardOf({ nullIdReadable: true });
    const wire = check(card, "wire.schema-valid");
    expect(wire.status).toBe("failed");
    const finding = wire.notes.find((n) => n.key === "finding-to");
    expect(finding?.params?.code).toBe("jsonrpc.reply-id-null");
    expect(finding?.params?.request).toContain('"id": 9002');
    expect(keys(card, "wire.schema-valid")).not.toContain("id-null-conflict");
    expect(exitStatusOf(card.checks)).toBe(1);
  }, 60_000);
});

describe("DNS rebinding: Origin and Host validated", () => {
  it("passes a server that refuses a foreign Origin and Host", async () => {
    const card = await cardOf({});
    expect(check(card, "transport.origin").status).toBe("passed");
    // The foreign requests are in the card's HTTP records, Host included.
    const hosts = card.http.map((r) => r.requestHeaders.Host ?? r.requestHeaders.host);
    expect(hosts).toContain("evil.example.com");
  }, 60_000);

  it("fails a server that serves any Origin and Host, and CORS does not praise its `*`", async () => {
    const card = await cardOf({ noOriginCheck: true });
    const origin = check(card, "transport.origin");
    expect(origin.status).toBe("failed");
    expect(origin.notes.map((n) => n.key)).toEqual(
      expect.arrayContaining(["rebinding-origin-accepted", "rebinding-host-accepted"]),
    );
    expect(check(card, "transport.cors").status).toBe("warning");
    expect(keys(card, "transport.cors")).toContain("cors-star-unvalidated");
    expect(exitStatusOf(card.checks)).toBe(1);
  }, 60_000);

  it("at 2026-07-28 too", async () => {
    const { startModernFaultyServer } = await import("./faulty-modern.testkit.ts");
    const server = await startModernFaultyServer({ noOriginCheck: true });
    try {
      const card = await probe(server.url, { version: "2026-07-28" });
      expect(check(card, "transport.origin").status).toBe("failed");
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("false alarms", () => {
  it("over HTTP+SSE, a request before initialize is not judged (the SHOULD NOT binds the client)", async () => {
    const server = await startSseServer();
    try {
      const card = await probe(server.url, { version: "2024-11-05" });
      expect(card.transport).toBe("sse");
      expect(check(card, "lifecycle.before-initialize")).toMatchObject({
        status: "not-applicable",
        notes: [{ key: "before-init-client-rule" }],
      });
    } finally {
      await server.close();
    }
  }, 60_000);

  it("at 2026-07-28, server/discover answered -32601: could not run at that version, not failed", async () => {
    // A server that knows no server/discover: -32601 with the request's id, HTTP 200.
    const server = await listenOnLoopback(async (req, res) => {
      const read = await readJson(req);
      const id = (read?.value as { id?: unknown } | undefined)?.id ?? null;
      res.setHeader("Content-Type", "application/json");
      res.end(
        JSON.stringify({
          jsonrpc: "2.0",
          id,
          error: { code: -32601, message: "Method not found" },
        }),
      );
    });
    try {
      const card = await probe(server.url, { version: "2026-07-28" });
      expect(check(card, "lifecycle.discover")).toMatchObject({
        status: "could-not-run",
        notes: [{ key: "older-versions-only", params: { answer: "HTTP 200, -32601" } }],
      });
      expect(card.checks.filter((c) => c.status === "failed")).toEqual([]);
      expect(exitStatusOf(card.checks)).toBe(2);
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("the card's own requests", () => {
  it("at 2026-07-28, the bodies that are no message carry MCP-Protocol-Version", async () => {
    const { startModernFaultyServer } = await import("./faulty-modern.testkit.ts");
    const server = await startModernFaultyServer();
    try {
      const card = await probe(server.url, { version: "2026-07-28" });
      const noMessage = (text: string) => {
        try {
          return typeof (JSON.parse(text) as { method?: unknown }).method !== "string";
        } catch {
          return true;
        }
      };
      const malformed = card.log.filter(
        (e) => e.type === "message" && e.flow === "out" && noMessage(e.text),
      );
      expect(malformed.length).toBeGreaterThanOrEqual(2);
      for (const entry of malformed) {
        const sent = entry.type === "message" ? (entry.http?.requestHeaders ?? {}) : {};
        const version = Object.entries(sent).find(
          ([k]) => k.toLowerCase() === "mcp-protocol-version",
        );
        expect(version?.[1]).toBe("2026-07-28");
      }
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("authorization ends the run at once", () => {
  it("401 without credentials: could not run, needs authorization, the header named, exit 2", async () => {
    const server = await startFaultyServer({ needsToken: true });
    try {
      const card = await probe(server.url, { version: "2025-11-25" });
      const first = check(card, "lifecycle.initialize");
      expect(first.status).toBe("could-not-run");
      expect(first.notes[0]).toMatchObject({ key: "authorization-stop", params: { status: 401 } });
      expect(String(first.notes[0]?.params?.challenge)).toMatch(
        /^WWW-Authenticate: Bearer resource_metadata=/,
      );
      // Nothing else was judged: one message sent, no failure anywhere.
      const sent = card.log.filter((e) => e.type === "message" && e.flow === "out");
      expect(sent).toHaveLength(1);
      expect(card.checks.filter((c) => c.status === "failed")).toEqual([]);
      expect(exitStatusOf(card.checks, card.version)).toBe(2);
      const json = JSON.parse(cardJson(card)) as { checks: { id: string; said: string[] }[] };
      const said = json.checks.find((c) => c.id === "lifecycle.initialize")?.said[0] ?? "";
      expect(said).toMatch(/^Needs authorization: .*WWW-Authenticate: Bearer/);
      expect(cardJUnit(card)).toMatch(
        /<error message="could not run: Needs authorization: [^"]*WWW-Authenticate: Bearer/,
      );
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("a 403 is a call for credentials only with a Bearer challenge", () => {
  async function cardFor403(challenge: string | undefined): Promise<Card> {
    const server = await listenOnLoopback(async (req, res) => {
      await readJson(req);
      if (challenge !== undefined) res.setHeader("WWW-Authenticate", challenge);
      res.statusCode = 403;
      res.end("Forbidden");
    });
    try {
      return await probe(server.url, { version: "2025-11-25" });
    } finally {
      await server.close();
    }
  }

  it("403 with Bearer insufficient_scope stops the run for authorization", async () => {
    const card = await cardFor403('Bearer error="insufficient_scope", scope="mcp:tools"');
    const first = check(card, "lifecycle.initialize");
    expect(first.status).toBe("could-not-run");
    expect(first.notes[0]).toMatchObject({ key: "authorization-stop", params: { status: 403 } });
  }, 60_000);

  it("a plain 403 (an Origin or address rule) is not read as one: the run goes on and says 403", async () => {
    const card = await cardFor403(undefined);
    const keysOf = card.checks.flatMap((c) => c.notes.map((n) => n.key));
    expect(keysOf).not.toContain("authorization-stop");
    expect(keysOf).not.toContain("needs-authorization");
    const first = check(card, "lifecycle.initialize");
    expect(first.status).toBe("could-not-run");
    expect(first.notes).toEqual([
      { key: "http-refused", params: { status: 403, method: "initialize" } },
    ]);
  }, 60_000);
});

describe("missed faults", () => {
  it("a body that is not JSON answered HTTP 500: a doubt on the MUST, named", async () => {
    const card = await cardOf({ parseError500: true });
    expect(check(card, "errors.parse-error")).toMatchObject({
      status: "warning",
      notes: [{ key: "http-server-error", params: { status: 500 } }],
    });
  }, 60_000);

  it("401 to a request without session, where the run was let in: the SHOULD of 400 missed", async () => {
    const card = await cardOf({ noSession401: true });
    expect(check(card, "lifecycle.before-initialize")).toMatchObject({
      status: "warning",
      notes: [{ key: "no-session-auth-status", params: { status: 401 } }],
    });
    // Not read as a server that needs authorization: the run went on.
    expect(check(card, "lifecycle.initialize").status).toBe("passed");
  }, 60_000);
});

describe("DNS rebinding over HTTP+SSE", () => {
  it("a stream opened for any Origin fails transport.origin", async () => {
    const server = await startSseServer({ noOriginCheck: true });
    try {
      const card = await probe(server.url, { version: "2024-11-05" });
      expect(card.transport).toBe("sse");
      expect(check(card, "transport.origin")).toMatchObject({
        status: "failed",
        notes: [{ key: "rebinding-origin-accepted" }],
      });
    } finally {
      await server.close();
    }
  }, 60_000);
});

describe("a tool name the server does not list (opt-in)", () => {
  it("is not called unless asked for", async () => {
    const server = await startFaultyServer({ unknownToolResult: true });
    try {
      const card = await probe(server.url, { version: "2025-11-25" });
      expect(check(card, "tools.unknown-name")).toMatchObject({
        status: "not-applicable",
        notes: [{ key: "unknown-tool-not-chosen" }],
      });
      expect(server.called).toEqual([]);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("answered with a tool result: warning; refused with -32602: passed", async () => {
    for (const [faults, status, key] of [
      [{ unknownToolResult: true }, "warning", "unknown-tool-result"],
      [{}, "passed", "unknown-tool-refused"],
    ] as const) {
      const server = await startFaultyServer(faults);
      try {
        const card = await probe(server.url, { version: "2025-11-25", probeUnknownTool: true });
        expect(check(card, "tools.unknown-name")).toMatchObject({ status, notes: [{ key }] });
      } finally {
        await server.close();
      }
    }
  }, 60_000);
});
