/**
 * The card on a terminal and in JUnit (issue 35): under each failure the request and the answer
 * that show it; a MUST never printed as WARN; other versions' rules folded into one line; one
 * vocabulary for not applicable and could not run; warnings visible in JUnit; the level and the
 * page of a check as the version in use has them. Each against a loopback server with the fault.
 */
import { describe, expect, it } from "vitest";
import { sectionUrl } from "../probe/catalog.ts";
import { type Faults, startFaultyServer } from "../probe/faulty.testkit.ts";
import { startModernFaultyServer } from "../probe/faulty-modern.testkit.ts";
import { check, probe } from "../probe/harness.testkit.ts";
import { cardJUnit, cardJson } from "../probe/report.ts";
import { exitStatusOf } from "../probe/score.ts";
import type { Card } from "../probe/types.ts";
import { mcpMsg } from "./cli.testkit.ts";
import { humanCard } from "./probe-text.ts";

async function cardOf(faults: Faults): Promise<Card> {
  const server = await startFaultyServer(faults);
  try {
    return await probe(server.url, { version: "2025-11-25" });
  } finally {
    await server.close();
  }
}

describe("the card on a terminal", () => {
  it("shows under a failure the request and the answer, with a fix in the terminal's terms", async () => {
    const text = humanCard(await cardOf({ nullIdReadable: true }));
    const block = text.slice(text.indexOf("FAIL wire.schema-valid"));
    expect(block).toMatch(/\n {5}Sent \(#\d+\): POST → HTTP 400 \{"jsonrpc": "2\.0", "id": 9002\}/);
    expect(block).toMatch(/\n {5}Answer \(#\d+\): POST → HTTP 400 \{"jsonrpc":"2\.0","id":null/);
    expect(text).not.toMatch(/open the message|Messages \(log entries\)/);
  }, 60_000);

  it("never prints a MUST as WARN: a conflict of texts is CONFLICT, and exit 0", async () => {
    const card = await cardOf({ nullIdParseError: true });
    const text = humanCard(card);
    expect(text).toMatch(/^CONFLICT wire\.schema-valid \(MUST\)/m);
    expect(text).not.toMatch(/^WARN \S+ \(MUST\)/m);
    expect(text).toMatch(/JSON-RPC 2\.0, section 5/);
    expect(exitStatusOf(card.checks, card.version)).toBe(0);
  }, 60_000);

  it("folds other versions' rules into one line; N/A and NOT RUN as in JSON and JUnit", async () => {
    const card = await cardOf({});
    const text = humanCard(card);
    const folded = text.split("\n").filter((l) => l.includes("checks of other versions"));
    expect(folded).toHaveLength(1);
    expect(folded[0]).toMatch(
      /^N\/A \d+ checks of other versions or transports: .*lifecycle\.discover/,
    );
    expect(text).not.toMatch(/^SKIP /m);
    expect(text).toContain("N/A = not applicable (JSON not-applicable, JUnit <skipped>)");
    const xml = cardJUnit(card);
    expect(xml).toMatch(/<skipped message="not applicable: /);
  }, 60_000);
});

describe("JUnit", () => {
  it("marks a warning with a property and its words in system-out", async () => {
    const xml = cardJUnit(await cardOf({ toolNameWithSpaces: true }));
    const testcase = xml.slice(xml.indexOf('name="tools.name-format'));
    expect(testcase.slice(0, testcase.indexOf("</testcase>"))).toMatch(
      /<property name="verdict" value="warning"\/>[\s\S]*<system-out>WARNING \(SHOULD\)/,
    );
  }, 60_000);
});

describe("levels and pages by version", () => {
  it("errors.missing-resource is a MUST at 2026-07-28 (-32602): the old code fails, exit 1", async () => {
    const server = await startModernFaultyServer({ oldMissingResourceCode: true });
    try {
      const card = await probe(server.url, { version: "2026-07-28" });
      expect(check(card, "errors.missing-resource").status).toBe("failed");
      expect(exitStatusOf(card.checks, card.version)).toBe(1);
      const json = JSON.parse(cardJson(card)) as { checks: { id: string; level: string }[] };
      expect(json.checks.find((c) => c.id === "errors.missing-resource")?.level).toBe("must");
    } finally {
      await server.close();
    }
  }, 60_000);

  it("a Streamable HTTP session rule at 2024-11-05 cites the page that specifies it (2025-03-26)", () => {
    expect(sectionUrl("transport.session-id", "2024-11-05")).toBe(
      "https://modelcontextprotocol.io/specification/2025-03-26/basic/transports#session-management",
    );
    expect(sectionUrl("transport.session-id", "2025-11-25")).toContain("/2025-11-25/");
  });
});

describe("authorization on a terminal", () => {
  it("says could not run, needs authorization, and names the header the server asked for", async () => {
    const text = humanCard(await cardOf({ needsToken: true }));
    expect(text).toMatch(/^NOT RUN lifecycle\.initialize \(MUST\)/m);
    expect(text).toMatch(
      /Needs authorization: the server answered HTTP 401 .*WWW-Authenticate: Bearer/,
    );
    expect(text).not.toMatch(/no answer in time|Answer initialize with a result/);
  }, 60_000);
});

describe("mcp-msg probe against a server that wants a token", () => {
  it("exits 2 at once, saying needs authorization and the header asked for", async () => {
    const server = await startFaultyServer({ needsToken: true });
    try {
      const run = await mcpMsg(["probe", server.url, "--protocol", "2025-11-25"]);
      expect(run.status).toBe(2);
      expect(run.stdout).toMatch(/^NOT RUN lifecycle\.initialize \(MUST\)/m);
      expect(run.stdout).toMatch(
        /Needs authorization: .*WWW-Authenticate: Bearer resource_metadata=/,
      );
      expect(run.stdout).not.toMatch(/^FAIL /m);
    } finally {
      await server.close();
    }
  }, 120_000);
});
