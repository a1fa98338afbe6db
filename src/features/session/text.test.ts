import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { Finding } from "../../protocol/types.ts";
import { byteSize, clockTime, duration } from "../../i18n/format.ts";
import { idText, kindText, problemsOf, serverAsks, statusNotes } from "./rowText.ts";
import { sendDecision } from "./send.ts";

const finding = (severity: Finding["severity"]): Finding => ({
  severity,
  code: "x",
  message: "x",
  path: "",
  range: { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } },
});

describe("format", () => {
  it("writes local wall-clock times with milliseconds", () => {
    const at = new Date(2026, 0, 2, 9, 5, 7, 42).getTime() + 0.6;
    expect(clockTime(at)).toBe("09:05:07.042");
    expect(clockTime(NaN)).toBe("--:--:--.---");
  });

  it("writes sizes in bytes, then KB", () => {
    expect(byteSize(222, "en")).toBe("222 B");
    expect(byteSize(20 * 1024 + 512, "en")).toBe("20.5 KB");
    expect(byteSize(300 * 1024, "ru")).toBe("300 КБ");
  });

  it("writes latencies in ms, with a fraction below 10 ms, then in seconds", () => {
    expect(duration(3.25, "en")).toBe("3.3 ms");
    expect(duration(280.4, "en")).toBe("280 ms");
    expect(duration(1530, "en")).toBe("1.53 s");
    expect(duration(-1, "ru")).toBe("0.0 мс");
  });
});

describe("sendDecision", () => {
  it("refuses an empty text, asks about errors, sends the rest", () => {
    expect(sendDecision("  \n", [])).toEqual({ type: "empty" });
    expect(sendDecision("{", [finding("error"), finding("error"), finding("hint")])).toEqual({
      type: "confirm",
      errors: 2,
    });
    expect(sendDecision("{}", [finding("warning"), finding("hint")])).toEqual({ type: "send" });
  });
});

describe("row words", () => {
  const log: ExchangeEntry[] = [
    { type: "event", seq: 0, event: "started", at: 0 },
    {
      type: "message",
      seq: 1,
      flow: "in",
      at: 1,
      text: '{"jsonrpc":"2.0","id":"s1","method":"roots/list"}',
    },
    {
      type: "message",
      seq: 2,
      flow: "in",
      at: 2,
      text: '{"jsonrpc":"2.0","id":7,"error":{"code":-32601,"message":"nope"}}',
    },
    { type: "message", seq: 3, flow: "out", at: 3, text: '{"jsonrpc":"2.0","id":1,"method":' },
  ];
  const rows = deriveExchange(log, "2025-11-25");
  const row = (seq: number) => {
    const r = rows.find((x) => x.seq === seq);
    if (r?.type !== "message") throw new Error(`no message ${seq}`);
    return r;
  };

  it("names kinds and ids as written", () => {
    expect(kindText(row(1), "en")).toBe("request");
    expect(kindText(row(2), "en")).toBe("error");
    expect(kindText(row(3), "ru")).toBe("не JSON-RPC");
    expect(idText(row(1).id)).toBe('"s1"');
    expect(idText(row(2).id)).toBe("7");
  });

  it("finds the server's requests that wait for the user", () => {
    expect(serverAsks(rows).map((r) => r.seq)).toEqual([1]);
    expect(statusNotes(row(1), "en")[0]).toBe("awaits your answer");
    expect(statusNotes(row(2), "en")).toContain("answers no open request");
  });

  it("flags errors before warnings, and ignores hints", () => {
    const base = row(1);
    expect(problemsOf({ ...base, findings: [finding("hint")] }, "en")).toBeUndefined();
    expect(problemsOf({ ...base, findings: [finding("warning"), finding("error")] }, "en")).toEqual(
      { severity: "error", count: 1, text: "1 error" },
    );
    expect(
      problemsOf({ ...base, findings: [finding("warning"), finding("warning")] }, "ru"),
    ).toEqual({ severity: "warning", count: 2, text: "2 предупреждения" });
  });
});
