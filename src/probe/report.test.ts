import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHECK_IDS, CHECKS } from "./catalog.ts";
import { cardJUnit, cardJson, readCard } from "./report.ts";
import { exitStatusOf, scoreOf } from "./score.ts";
import { NOTE_KEYS, checkText, noteText } from "./texts.ts";
import type { Card, CheckResult } from "./types.ts";

const checks: CheckResult[] = CHECK_IDS.map((id) => ({
  id,
  status: "passed",
  entries: [],
  notes: [],
}));

function card(overrides: Partial<Record<string, CheckResult["status"]>> = {}): Card {
  const list = checks.map((c) => ({ ...c, status: overrides[c.id] ?? c.status }));
  return {
    format: 1,
    target: "http://127.0.0.1:1/mcp",
    version: "2025-11-25",
    startedAt: 1000,
    finishedAt: 2500,
    checks: list,
    score: scoreOf(list),
    calledTools: [],
    log: [
      {
        type: "message",
        seq: 0,
        flow: "out",
        text: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
        at: 1,
      },
      { type: "message", seq: 1, flow: "in", text: '{"jsonrpc":"2.0","id":1,"result":{}}', at: 2 },
    ],
    http: [],
  };
}

describe("the score", () => {
  it("weighs MUSTs most, leaves out not applicable and could not run, halves a warning", () => {
    const must = CHECK_IDS.filter((id) => CHECKS[id].level === "must").length;
    const should = CHECK_IDS.filter((id) => CHECKS[id].level === "should").length;
    expect(scoreOf(checks)).toMatchObject({ percent: 100, possible: 3 * must + should });
    const one = scoreOf(
      card({ "lifecycle.ping": "failed", "tools.name-format": "warning" }).checks,
    );
    expect(one.earned).toBe(3 * must + should - 3 - 0.5);
    expect(one.mustPassed).toBe(false);
    const left = scoreOf(
      card({ "lifecycle.ping": "not-applicable", "lists.tools": "could-not-run" }).checks,
    );
    expect(left.possible).toBe(3 * must + should - 6);
    expect(left.percent).toBe(100);
  });

  it("exit status: 1 when a MUST failed, 2 when a MUST could not run, a SHOULD never fails", () => {
    expect(exitStatusOf(checks)).toBe(0);
    expect(exitStatusOf(card({ "tools.name-format": "warning" }).checks)).toBe(0);
    expect(exitStatusOf(card({ "lists.tools": "could-not-run" }).checks)).toBe(2);
    expect(
      exitStatusOf(card({ "lists.tools": "could-not-run", "lifecycle.ping": "failed" }).checks),
    ).toBe(1);
  });
});

describe("JUnit XML", () => {
  it("one testcase per check: failure, error, skipped; text escaped", () => {
    const c = card({
      "lifecycle.ping": "failed",
      "lists.tools": "could-not-run",
      "tools.call": "not-applicable",
    });
    const ping = c.checks.find((x) => x.id === "lifecycle.ping");
    if (ping) ping.notes = [{ key: "tool-name", params: { tool: '<a & "b">\u0001' } }];
    const xml = cardJUnit(c);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml.match(/<testcase /g)).toHaveLength(CHECK_IDS.length);
    expect(xml).toContain(
      `tests="${CHECK_IDS.length}" failures="1" errors="1" skipped="1" time="1.500"`,
    );
    expect(xml).toContain('name="lifecycle.ping: Ping"');
    expect(xml).toContain("&lt;a &amp; &quot;b&quot;&gt;");
    expect(xml).not.toContain("\u0001");
    expect(xml).toMatch(/<failure message="Answer ping promptly/);
  });
});

describe("an authorized run", () => {
  it("JUnit names how the run was authorized; JSON keeps it; neither could hold a token", () => {
    const authorized: Card = {
      ...card(),
      authorization: { source: "grant", issuer: "https://as.example/", scope: "mcp:tools" },
    };
    expect(cardJUnit(authorized)).toContain(
      '<property name="authorization" value="a grant&apos;s token; issuer https://as.example/; scope mcp:tools"/>',
    );
    expect(JSON.parse(cardJson(authorized))).toMatchObject({
      authorization: { source: "grant", issuer: "https://as.example/" },
    });
    expect(cardJUnit(card())).not.toContain("<properties>");
  });
});

describe("JSON", () => {
  it("adds each check's level, section, suite ids and words; reads back", () => {
    const text = cardJson(card({ "lifecycle.ping": "failed" }));
    const value = JSON.parse(text) as { checks: { id: string }[] };
    const ping = value.checks.find((c) => c.id === "lifecycle.ping");
    expect(ping).toMatchObject({
      level: "must",
      suiteIds: ["ping"],
      section: "https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/ping",
    });
    expect((ping as { fix?: string } | undefined)?.fix).toContain("ping");
    const back = readCard(value);
    expect(back?.checks.find((c) => c.id === "lifecycle.ping")?.status).toBe("failed");
    expect(back?.score.mustPassed).toBe(false);
  });

  it("a stdio card: its transport read back, named in JUnit, each stdio check with its section", () => {
    const stdio: Card = { ...card(), target: "node server.js", transport: "stdio" };
    const value = JSON.parse(cardJson(stdio)) as {
      checks: { id: string; section: string; level: string }[];
    };
    expect(readCard(value)?.transport).toBe("stdio");
    expect(cardJUnit(stdio)).toContain('<property name="transport" value="stdio"/>');
    const sections = Object.fromEntries(value.checks.map((c) => [c.id, `${c.level} ${c.section}`]));
    const spec = "https://modelcontextprotocol.io/specification";
    expect(sections["stdio.stray-stdout"]).toBe(`must ${spec}/2025-11-25/basic/transports#stdio`);
    expect(sections["stdio.framing"]).toBe(`must ${spec}/2025-11-25/basic/transports#stdio`);
    expect(sections["stdio.shutdown"]).toBe(`should ${spec}/2025-11-25/basic/lifecycle#stdio`);
    expect(sections["stdio.stderr"]).toBe(`advice ${spec}/2025-11-25/basic/transports#stdio`);
    const modern = JSON.parse(cardJson({ ...stdio, version: "2026-07-28" })) as typeof value;
    expect(modern.checks.find((c) => c.id === "stdio.shutdown")?.section).toBe(
      `${spec}/2026-07-28/basic/transports/stdio#shutdown`,
    );
  });

  it("refuses what is no card, drops unknown checks and entries outside the log", () => {
    expect(readCard(null)).toBeUndefined();
    expect(readCard({ format: 2, log: [] })).toBeUndefined();
    const value = JSON.parse(cardJson(card())) as {
      checks: { id: string; status: string; entries: unknown[] }[];
    };
    value.checks.push({ id: "made.up", status: "passed", entries: [] });
    const [first, second] = value.checks;
    if (!first || !second) throw new Error("no checks");
    first.status = "bogus";
    second.entries = [0, 1, 7, -1, 1.5, "x"];
    const back = readCard(value);
    expect(back?.checks).toHaveLength(CHECK_IDS.length - 1);
    expect(back?.checks[0]?.entries).toEqual([0, 1]);
  });
});

describe("the words", () => {
  it("every check has a title and a fix in English and Russian", () => {
    for (const id of CHECK_IDS) {
      for (const language of ["en", "ru"] as const) {
        expect(checkText(id, language).title).not.toBe("");
        expect(checkText(id, language).fix.length).toBeGreaterThan(10);
      }
      expect(checkText(id, "ru").fix).not.toBe(checkText(id, "en").fix);
    }
  });

  it("every note the checks make has its words in both languages", () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const files = [
      ...readdirSync(dir).map((f) => path.join(dir, f)),
      ...readdirSync(path.join(dir, "checks")).map((f) => path.join(dir, "checks", f)),
    ].filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    const used = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/note\(\s*"([a-z0-9-]+)"/g))
        used.add(m[1] ?? "");
    }
    expect(used.size).toBeGreaterThan(40);
    for (const key of used) expect(NOTE_KEYS).toContain(key);
    expect(noteText({ key: "items", params: { count: 3 } }, "ru")).toBe("Элементов: 3.");
  });
});
