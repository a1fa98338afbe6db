/**
 * How a run was authorized travels with its card link (issuer, scope, what became of the token)
 * and never the token: even a card whose log held one unmasked links without it; a hostile
 * authorization field is refused in words.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { scoreOf } from "../probe/score.ts";
import type { Card, CheckResult } from "../probe/types.ts";
import { encodeCardLink } from "./card-link.ts";
import { decodeLink } from "./link.ts";

const PAGE = "https://play.example.org/app/";
const TOKEN = "at-grant-secret-0123456789QZXW";

function card(): Card {
  const checks: CheckResult[] = [
    { id: "lifecycle.ping", status: "passed", entries: [1], notes: [] },
  ];
  const headers = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
  return {
    format: 1,
    target: "https://mcp.example/mcp",
    version: "2025-11-25",
    startedAt: 1_700_000_000_000,
    finishedAt: 1_700_000_001_000,
    checks,
    score: scoreOf(checks),
    calledTools: [],
    log: [
      {
        type: "message",
        seq: 0,
        flow: "out",
        text: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
        at: 0,
        http: { method: "POST", url: "https://mcp.example/mcp", requestHeaders: headers },
      },
      { type: "message", seq: 1, flow: "in", text: '{"jsonrpc":"2.0","id":1,"result":{}}', at: 1 },
    ],
    http: [{ method: "GET", url: "https://mcp.example/mcp", requestHeaders: headers, at: 2 }],
    authorization: {
      source: "grant",
      issuer: "https://as.example/",
      scope: "mcp:tools",
      refreshed: 1,
    },
  };
}

async function opened(hash: string) {
  const decoded = await decodeLink(hash);
  if (!decoded.ok) throw new Error(`${decoded.reason}: ${decoded.detail}`);
  return decoded;
}

describe("a card link of an authorized run", () => {
  it("says how the run was authorized, and holds no token, not even its tail", async () => {
    const result = await encodeCardLink(card(), PAGE);
    if (!result.ok) throw new Error(result.reason);
    const hash = new URL(result.url).hash;
    const payload = await opened(hash);
    expect(payload.state.card?.authorization).toEqual({
      source: "grant",
      issuer: "https://as.example/",
      scope: "mcp:tools",
      refreshed: 1,
    });
    const json = inflateRawSync(Buffer.from(hash.slice(4), "base64url")).toString("utf8");
    expect(json).not.toContain(TOKEN);
    expect(json).not.toContain(TOKEN.slice(-4));
  });

  it("refuses an authorization of no known kind or with an issuer that is no address", async () => {
    const linked = async (authorization: unknown) => {
      const wire = {
        text: "{}",
        version: "2025-11-25",
        target: "gift",
        session: [
          ["o", 0, 0, '{"jsonrpc":"2.0","id":1,"method":"ping"}'],
          ["i", 1, 1, '{"jsonrpc":"2.0","id":1,"result":{}}'],
        ],
        card: {
          format: 1,
          target: "https://mcp.example/mcp",
          version: "2025-11-25",
          startedAt: 1,
          finishedAt: 2,
          checks: [],
          calledTools: [],
          http: [],
          authorization,
        },
      };
      const hash = "v1:" + deflateRawSync(Buffer.from(JSON.stringify(wire))).toString("base64url");
      const decoded = await decodeLink(hash);
      return decoded.ok ? decoded.state.card : undefined;
    };
    expect((await linked({ source: "header" }))?.authorization).toEqual({ source: "header" });
    for (const authorization of [
      { source: "token", token: TOKEN },
      { source: "grant", issuer: "javascript:alert(1)" },
      { source: "grant", refused: "401" },
    ]) {
      expect(await linked(authorization)).toBeUndefined();
    }
  });
});
