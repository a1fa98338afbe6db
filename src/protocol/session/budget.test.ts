/**
 * The session's budget for tool schemas: a log of many calls to a schema that takes the whole
 * per-value budget each time ends in bounded work, and each call past the budget says it was
 * not checked. Time comes from a fake clock, so the work is counted, never timed.
 */
import { describe, expect, it } from "vitest";
import type { MessageReport } from "../check/types.ts";
import { createSession } from "./index.ts";
import type { SessionLimits } from "./types.ts";

const text = (message: unknown) => JSON.stringify(message);

/** 2^40 paths through `anyOf`: every value takes the whole per-value budget. */
const explosive: Record<string, unknown> = { d0: { type: "number" } };
for (let k = 1; k <= 40; k++) {
  const below = { $ref: `#/$defs/d${k - 1}` };
  explosive[`d${k}`] = { anyOf: [below, below] };
}
const heavy = {
  name: "heavy",
  inputSchema: { type: "object", properties: { n: { $ref: "#/$defs/d40" } }, $defs: explosive },
  outputSchema: { $ref: "#/$defs/d40", $defs: explosive },
};

/** A clock that moves `step` ms at each reading, and counts them: the work done. */
function fakeClock(step: number) {
  const clock = { readings: 0, now: () => clock.readings++ * step };
  return clock;
}

function session(clock: { now: () => number }, limits: Partial<SessionLimits> = {}) {
  const s = createSession({ version: "2025-11-25", limits, clock: clock.now });
  s.check(text({ jsonrpc: "2.0", id: 0, method: "tools/list" }));
  s.check(text({ jsonrpc: "2.0", id: 0, result: { tools: [heavy] } }));
  return s;
}

const codes = (reports: MessageReport[]) =>
  reports.map((r) => r.findings.filter((f) => f.code.startsWith("session.")).map((f) => f.code));

const CALLS = 200;
const calls = (s: ReturnType<typeof session>) =>
  Array.from({ length: CALLS }, (_, i) =>
    s.check(
      text({
        jsonrpc: "2.0",
        id: i + 1,
        method: "tools/call",
        params: { name: "heavy", arguments: { n: "x" } },
      }),
    ),
  );

describe("the session's budget for tool schemas", () => {
  it("without it, every call takes the whole per-value budget", () => {
    const clock = fakeClock(50);
    const reports = calls(session(clock, { toolSchemaSessionMs: Infinity }));
    expect(
      codes(reports)
        .flat()
        .filter((c) => c === "session.tool-schema-too-costly"),
    ).toHaveLength(CALLS);
    expect(clock.readings).toBeGreaterThan(CALLS * 5);
  });

  it("with it, the calls past the budget are not run, and say so", () => {
    const clock = fakeClock(50);
    const reports = calls(session(clock));
    const flat = codes(reports).flat();
    const costly = flat.filter((c) => c === "session.tool-schema-too-costly").length;
    const spent = flat.filter((c) => c === "session.tool-schema-budget-spent").length;
    // 5 s plus 2 s per MB of messages (a few KB here), in calls of at least 250 ms each.
    expect(costly).toBeGreaterThan(0);
    expect(costly).toBeLessThanOrEqual(Math.ceil(5_100 / 250) + 1);
    expect(costly + spent).toBe(CALLS);
    expect(codes(reports).at(-1)).toEqual(["session.tool-schema-budget-spent"]);
    // The work: each clock reading stands for at most 1024 steps of the interpreter.
    expect(clock.readings).toBeLessThan(costly * 20 + CALLS);
  });

  it("the finding names the tool and the budget", () => {
    const reports = calls(session(fakeClock(50)));
    const finding = reports.at(-1)?.findings.find((f) => f.code.endsWith("budget-spent"));
    expect(finding).toMatchObject({
      severity: "warning",
      path: "/params/name",
      args: { tool: "heavy", schema: "inputSchema", base: 5000, perMb: 2000 },
    });
    expect(finding?.message).toMatch(
      /^Checking tool schemas has used up this session's budget \(\d+ ms: 5000 ms, plus 2000 ms per MB of messages checked\), so the arguments were not checked against the inputSchema of tool "heavy"\.$/,
    );
  });

  it("replies are held to the same budget; the other session rules go on", () => {
    const s = session(fakeClock(50));
    calls(s);
    const reply = s.check(
      text({ jsonrpc: "2.0", id: 1, result: { content: [], structuredContent: 1 } }),
    );
    expect(codes([reply])).toEqual([["session.tool-schema-budget-spent"]]);
    const again = s.check(text({ jsonrpc: "2.0", id: 1, result: {} }));
    expect(codes([again])[0]).toContain("session.reply-repeated");
  });

  it("a longer log earns more: the budget grows with the messages checked", () => {
    const clock = fakeClock(50);
    const s = session(clock);
    calls(s);
    const padding = {
      jsonrpc: "2.0",
      method: "notifications/message",
      params: { level: "info", data: "x".repeat(1_000_000) },
    };
    s.check(text(padding));
    const next = s.check(
      text({
        jsonrpc: "2.0",
        id: 9999,
        method: "tools/call",
        params: { name: "heavy", arguments: { n: "x" } },
      }),
    );
    expect(codes([next])).toEqual([["session.tool-schema-too-costly"]]);
  });
});
