import { describe, expect, it } from "vitest";
import { checkText } from "../../protocol/check/check.ts";
import { isCheckRequest, isWorkerAnswer, toJudgedReport } from "./protocol.ts";

describe("worker protocol", () => {
  it("recognises well-formed requests only", () => {
    expect(isCheckRequest({ type: "check", seq: 1, text: "{}", version: "auto" })).toBe(true);
    expect(isCheckRequest({ type: "check", seq: 1, text: "{}", version: "2025-03-26" })).toBe(true);
    expect(isCheckRequest({ type: "check", seq: 1, text: "{}", version: "1999-01-01" })).toBe(
      false,
    );
    expect(isCheckRequest({ type: "check", seq: 1.5, text: "{}", version: "auto" })).toBe(false);
    expect(isCheckRequest({ type: "check", seq: 1, text: 5, version: "auto" })).toBe(false);
    expect(isCheckRequest(null)).toBe(false);
  });

  it("recognises well-formed answers only", () => {
    const report = toJudgedReport(checkText("{}"));
    expect(isWorkerAnswer({ type: "report", seq: 3, report })).toBe(true);
    expect(isWorkerAnswer({ type: "failed", seq: 3, detail: "boom" })).toBe(true);
    expect(isWorkerAnswer({ type: "report", seq: 3, report: {} })).toBe(false);
    expect(isWorkerAnswer({ type: "failed", seq: "3", detail: "boom" })).toBe(false);
    expect(isWorkerAnswer("report")).toBe(false);
  });

  it("drops parsed values, batch elements included, and survives structured cloning", () => {
    const text =
      '[{"jsonrpc": "2.0", "method": "ping", "id": 1}, {"jsonrpc": "2.0", "id": 1, "result": {}}]';
    const full = checkText(text, { version: "2025-03-26" });
    expect(full.value).toBeDefined();
    const judged = toJudgedReport(full);
    expect("value" in judged).toBe(false);
    expect(judged.items?.every((item) => !("value" in item))).toBe(true);
    expect(structuredClone(judged)).toEqual(judged);
    expect(judged.findings).toEqual(full.findings);
  });
});
