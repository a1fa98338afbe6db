import { describe, expect, it } from "vitest";
import { checkText } from "../../protocol/check/check.ts";
import type { Finding } from "../../protocol/types.ts";
import { toJudgedReport } from "../../client/validation/index.ts";
import { codeParts, groupFindings, validSentence } from "./summary.ts";

const judged = (text: string, version: "2025-03-26" | "2025-11-25" = "2025-11-25") =>
  toJudgedReport(checkText(text, { version }));

const finding = (severity: Finding["severity"], code: string): Finding => ({
  severity,
  code,
  message: code,
  path: "",
  range: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
});

describe("validSentence", () => {
  it("says what a valid message is and what follows", () => {
    const request = judged(
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "x"}}',
    );
    expect(validSentence(request, "en")).toBe(
      "Valid request: tools/call, id 1 — a reply is expected",
    );
    expect(validSentence(request, "ru")).toBe(
      "Корректный запрос: tools/call, id 1 — ожидается ответ",
    );
    const note = judged('{"jsonrpc": "2.0", "method": "notifications/initialized"}');
    expect(validSentence(note, "en")).toBe(
      "Valid notification: notifications/initialized — no reply is expected",
    );
    const reply = judged('{"jsonrpc": "2.0", "id": "a", "result": {}}');
    expect(validSentence(reply, "en")).toBe('Valid reply (success) to the request with id "a"');
    const batch = judged(
      '[{"jsonrpc": "2.0", "method": "ping", "id": 1}, {"jsonrpc": "2.0", "method": "ping", "id": 2}]',
      "2025-03-26",
    );
    expect(validSentence(batch, "en")).toBe("Valid batch: 2 messages, each judged on its own");
  });

  it("says nothing for an invalid message", () => {
    expect(validSentence(judged('{"jsonrpc": "2.0", "id": 1}'), "en")).toBeUndefined();
    expect(validSentence(judged("not json"), "en")).toBeUndefined();
  });
});

describe("groupFindings", () => {
  it("groups by severity, errors first, and counts what it leaves out", () => {
    const all = [
      finding("hint", "h1"),
      finding("error", "e1"),
      finding("warning", "w1"),
      finding("error", "e2"),
    ];
    const { groups, counts, hidden } = groupFindings(all);
    expect(groups.map((g) => [g.severity, g.findings.map((f) => f.code)])).toEqual([
      ["error", ["e1", "e2"]],
      ["warning", ["w1"]],
      ["hint", ["h1"]],
    ]);
    expect(counts).toEqual({ error: 2, warning: 1, hint: 1 });
    expect(hidden).toBe(0);
    const capped = groupFindings(all, 3);
    expect(capped.groups.map((g) => g.findings.length)).toEqual([2, 1]);
    expect(capped.hidden).toBe(1);
  });
});

describe("codeParts", () => {
  it("marks the backticked parts as code", () => {
    expect(codeParts("`name` must be a string, not `5`.")).toEqual([
      { text: "name", code: true },
      { text: " must be a string, not ", code: false },
      { text: "5", code: true },
      { text: ".", code: false },
    ]);
  });
});
