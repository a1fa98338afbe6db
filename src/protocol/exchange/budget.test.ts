/**
 * The page's side of the session's budget for tool schemas: the derive worker judges a log with
 * the same session rules, so a log of costly calls is judged in bounded work there too, and the
 * calls past the budget carry the finding (its Russian text is checked with the corpus in
 * `i18n/findings`). The clock is fake and counts its readings: work, never time.
 */
import { expect, it } from "vitest";
import { createExchangeDeriver } from "./derive.ts";
import { LogBuilder, rpc } from "./testkit.ts";

const explosive: Record<string, unknown> = { d0: { type: "number" } };
for (let k = 1; k <= 40; k++) {
  const below = { $ref: `#/$defs/d${k - 1}` };
  explosive[`d${k}`] = { anyOf: [below, below] };
}
const heavy = {
  name: "heavy",
  inputSchema: { type: "object", properties: { n: { $ref: "#/$defs/d40" } }, $defs: explosive },
};

it("a log of costly calls is derived in bounded work, the later calls marked unchecked", () => {
  const log = new LogBuilder().handshake();
  log.out(rpc.request(1, "tools/list")).in(rpc.result(1, { tools: [heavy] }));
  const CALLS = 150;
  for (let i = 0; i < CALLS; i++) {
    log.out(rpc.request(10 + i, "tools/call", { name: "heavy", arguments: { n: "x" } }));
  }
  const clock = { readings: 0 };
  const deriver = createExchangeDeriver({
    version: "2025-11-25",
    clock: () => clock.readings++ * 50,
  });
  // Entry by entry, as the page appends them.
  let rows = deriver.update(log.entries.slice(0, 5));
  for (let n = 6; n <= log.entries.length; n++) rows = deriver.update(log.entries.slice(0, n));
  const codes = rows
    .slice(5)
    .map((r) => (r.type === "message" ? r.findings.map((f) => f.code).join(",") : ""));
  const costly = codes.filter((c) => c === "session.tool-schema-too-costly").length;
  const spent = codes.filter((c) => c === "session.tool-schema-budget-spent").length;
  expect(costly + spent).toBe(CALLS);
  expect(costly).toBeGreaterThan(0);
  expect(costly).toBeLessThanOrEqual(Math.ceil(5_100 / 250) + 1);
  expect(clock.readings).toBeLessThan(costly * 20 + CALLS);
});
