/** A stdio server's stray stdout line: the event carries the session rules' finding, counted. */
import { describe, expect, it } from "vitest";
import { describeFinding } from "../i18n/findings/describe.ts";
import { reportFromRows } from "./export.ts";
import { STDOUT_STRAY_CODE } from "../protocol/exchange/stray.ts";
import { deriveExchange } from "../protocol/exchange/derive.ts";
import { LogBuilder, rpc } from "../protocol/exchange/testkit.ts";

describe("stray stdout in the session", () => {
  it("a stdout-stray event has an error finding citing the stdio rule; other events have none", () => {
    const log = new LogBuilder()
      .event("started", "pid 7")
      .event("stdout-stray", "Server starting \\u001b[31mnow")
      .handshake()
      .out(rpc.request(1, "tools/list"));
    const rows = deriveExchange(log.entries, "2025-11-25");
    const stray = rows.find((r) => r.type === "event" && r.event === "stdout-stray");
    const started = rows.find((r) => r.type === "event" && r.event === "started");
    expect(started?.type === "event" && started.findings).toBeFalsy();
    if (stray?.type !== "event") throw new Error("no stray row");
    expect(stray.findings).toHaveLength(1);
    const finding = stray.findings?.[0];
    expect(finding).toMatchObject({ severity: "error", code: STDOUT_STRAY_CODE });
    expect(finding?.message).toContain(
      "MUST NOT write anything to its stdout that is not a valid MCP message",
    );
    expect(finding?.message).toContain("Server starting \\u001b[31mnow");
    if (!finding) return;
    const ru = describeFinding(finding, "ru");
    expect(ru).toContain("НЕ ДОЛЖЕН");
    expect(ru).toContain("Server starting");

    // The findings report counts it and lists it on its event.
    const report = reportFromRows(rows, { version: "2025-11-25" });
    expect(report.summary.findings.error).toBeGreaterThanOrEqual(1);
    const event = report.events.find((e) => e.event === "stdout-stray");
    expect(event?.findings?.[0]?.code).toBe(STDOUT_STRAY_CODE);
    const without = deriveExchange(
      new LogBuilder().handshake().out(rpc.request(1, "tools/list")).entries,
      "2025-11-25",
    );
    expect(reportFromRows(without, { version: "2025-11-25" }).summary.findings.error).toBe(
      report.summary.findings.error - 1,
    );
  });

  it("a long line is quoted short in the finding", () => {
    const long = "x".repeat(5000);
    const rows = deriveExchange(new LogBuilder().event("stdout-stray", long).entries, "2025-11-25");
    const row = rows[0];
    if (row?.type !== "event") throw new Error("no row");
    expect(row.findings?.[0]?.message.length).toBeLessThan(600);
  });
});
