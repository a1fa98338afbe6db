import { describe, expect, it } from "vitest";
import { checkText, checkValue } from "./check.ts";
import { findMisnamed, looksLikeToolFailure, suggestMethod } from "./hints.ts";
import { closest, editDistance, wordKey } from "./similar.ts";
import type { CheckOptions } from "./types.ts";
import { codes, one, textAt } from "./testkit.ts";

const asReplyTo = (method: string): CheckOptions => ({ context: { requestMethod: () => method } });

describe("name similarity", () => {
  it("edit distance counts transpositions as one edit and stops at the limit", () => {
    expect(editDistance("tools/lsit", "tools/list")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("abc", "abcdefgh", 2)).toBe(3);
  });

  it("word keys ignore order, case, separators and plurals", () => {
    expect(wordKey("list_tools")).toBe(wordKey("tools/list"));
    expect(wordKey("callTool")).toBe(wordKey("tools/call"));
    expect(wordKey("tools/execute")).toBe(wordKey("tools/call"));
  });

  it("closest prefers same words, then small distances, then abbreviations", () => {
    expect(closest("listTools", ["tools/call", "tools/list"])).toBe("tools/list");
    expect(closest("warn", ["warning", "error"])).toBe("warning");
    expect(closest("zzz", ["warning", "error"])).toBeUndefined();
  });

  it("suggestMethod knows the usual confusions", () => {
    expect(suggestMethod("initialized", "2025-11-25")).toBe("notifications/initialized");
    expect(suggestMethod("progress", "2025-11-25")).toBe("notifications/progress");
    expect(suggestMethod("tools/execute", "2025-11-25")).toBe("tools/call");
    expect(suggestMethod("list_tools", "2025-11-25")).toBe("tools/list");
    expect(suggestMethod("notification/cancelled", "2025-11-25")).toBe("notifications/cancelled");
  });

  it("findMisnamed: aliases, respellings and typos of a missing key", () => {
    expect(findMisnamed("name", ["toolName"])).toBe("toolName");
    expect(findMisnamed("arguments", ["params", "x"])).toBe("params");
    expect(findMisnamed("progressToken", ["progress_token"])).toBe("progress_token");
    expect(findMisnamed("uri", ["url"])).toBe("url");
    expect(findMisnamed("name", ["title"])).toBeUndefined();
  });
});

describe("teaching hints", () => {
  it("a notification name without its prefix is fixed to the notification", () => {
    const text = '{"jsonrpc": "2.0", "method": "initialized"}';
    const f = one(checkText(text), "mcp.method-unknown");
    expect(f.message).toBe(
      "`initialized` is not an MCP method. Did you mean `notifications/initialized`?",
    );
    expect(f.fix?.edit.text).toBe('"notifications/initialized"');
  });

  it("hint.reply-unchecked: a reply whose request is unknown", () => {
    const text = '{"jsonrpc": "2.0", "id": "r7", "result": {"tools": []}}';
    const report = checkText(text);
    const f = one(report, "hint.reply-unchecked");
    expect(f).toMatchObject({ severity: "hint", path: "" });
    expect(textAt(text, f.range)).toBe(text);
    expect(f.message).toMatch(/without the request with id "r7", its method is unknown/);
    expect(report.valid).toBe(true);
    expect(codes(checkText(text, asReplyTo("tools/list")))).toEqual([]);
  });

  it("hint.error-code explains standard and MCP codes", () => {
    const cases: [number, RegExp][] = [
      [-32700, /"Parse error"/],
      [-32600, /"Invalid request"/],
      [-32601, /"Method not found"/],
      [-32602, /"Invalid params".*unknown tool/],
      [-32603, /"Internal error"/],
      [-32002, /"Resource not found"/],
      [-32001, /"Server error"/],
    ];
    for (const [code, pattern] of cases) {
      const text = `{"jsonrpc": "2.0", "id": 1, "error": {"code": ${code}, "message": "m"}}`;
      const f = one(checkText(text), "hint.error-code");
      expect(f.path).toBe("/error/code");
      expect(textAt(text, f.range)).toBe(String(code));
      expect(f.message).toMatch(pattern);
    }
  });

  it("-32042 exists only in 2025-11-25, where its data is checked", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "error": {"code": -32042, "message": "Open the link"}}';
    const now = checkText(text);
    expect(one(now, "hint.error-code").message).toMatch(/URL elicitation required/);
    const data = one(now, "mcp.required");
    expect(data.args).toMatchObject({ parent: "error", key: "data" });
    expect(data.fix?.edit.text).toBe(', "data": {"elicitations": []}');
    const before = checkText(text, { version: "2025-06-18" });
    const f = one(before, "hint.error-code-not-in-version");
    expect(f.message).toBe(
      'Error -32042 ("URL elicitation required") exists only in 2025-11-25; in 2025-06-18 it is an ordinary implementation-defined code.',
    );
    expect(before.valid).toBe(true);
  });

  it("hint.business-error: a tool failure sent as a protocol error", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 3, "error": {"code": -32603, "message": "Weather API rate limit exceeded"}}';
    const f = one(checkText(text, asReplyTo("tools/call")), "hint.business-error");
    expect(f.path).toBe("/error");
    expect(f.message).toMatch(/`isError: true`/);
    // Not for other methods, nor for protocol failures.
    expect(codes(checkText(text, asReplyTo("resources/read")))).not.toContain(
      "hint.business-error",
    );
    expect(looksLikeToolFailure(-32602, "Unknown tool: foo")).toBe(false);
    expect(looksLikeToolFailure(-32603, "Unknown tool: foo")).toBe(false);
    expect(looksLikeToolFailure(-32000, "Upstream request failed with status 503")).toBe(true);
  });

  it("hint.unknown-tool-result: isError used for an unknown tool", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 3, "result": {"content": [{"type": "text", "text": "Unknown tool: get_wether"}], "isError": true}}';
    const f = one(checkText(text, asReplyTo("tools/call")), "hint.unknown-tool-result");
    expect(f.path).toBe("/result/isError");
    expect(textAt(text, f.range)).toBe("true");
    expect(f.message).toMatch(/-32602/);
    const real = text.replace("Unknown tool: get_wether", "The city was not recognised");
    expect(codes(checkText(real, asReplyTo("tools/call")))).toEqual([]);
  });

  it("hint.notification-carries-reply: a warning on the key", () => {
    const text =
      '{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": 1}, "result": {"ok": true}}';
    const report = checkText(text);
    const f = one(report, "hint.notification-carries-reply");
    expect(f).toMatchObject({ severity: "warning", path: "/result" });
    expect(textAt(text, f.range)).toBe('"result"');
    expect(codes(report)).toEqual(["hint.notification-carries-reply"]);
  });
});

describe("batches", () => {
  const batch =
    '[\n  {"jsonrpc": "2.0", "id": 1, "method": "ping"},\n  {"jsonrpc": "2.0", "id": 2.5, "method": "tools/list"}\n]';

  it("batch.not-in-version outside 2025-03-26; elements are still checked with /i paths", () => {
    const report = checkText(batch);
    expect(report.kind).toBe("batch");
    const f = one(report, "batch.not-in-version");
    expect(f).toMatchObject({ path: "", severity: "error" });
    expect(textAt(batch, f.range)).toBe(batch);
    expect(f.message).toMatch(/batches exist only in 2025-03-26; you selected 2025-11-25/);
    const id = one(report, "jsonrpc.id-float");
    expect(id.path).toBe("/1/id");
    expect(textAt(batch, id.range)).toBe("2.5");
    expect(report.items?.map((i) => [i.kind, i.valid])).toEqual([
      ["request", true],
      ["request", false],
    ]);
    expect(report.items?.[1]?.findings).toContain(id);
  });

  it("2025-03-26 accepts batches; batch.empty is an error there too", () => {
    const ok = batch.replace("2.5", "2");
    expect(checkText(ok, { version: "2025-03-26" }).valid).toBe(true);
    const empty = checkText("[ ]", { version: "2025-03-26" });
    expect(codes(empty)).toEqual(["batch.empty"]);
    expect(empty.valid).toBe(false);
  });

  it("batch.mixed: requests and replies in one batch", () => {
    const text =
      '[{"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"jsonrpc": "2.0", "id": 7, "result": {}}]';
    const f = one(checkText(text, { version: "2025-03-26" }), "batch.mixed");
    expect(f.path).toBe("");
    expect(textAt(text, f.range)).toBe(text);
    const replies =
      '[{"jsonrpc": "2.0", "id": 1, "result": {}}, {"jsonrpc": "2.0", "id": 2, "result": {}}]';
    expect(codes(checkText(replies, { version: "2025-03-26" }))).not.toContain("batch.mixed");
  });

  it("fixes inside a batch edit the right element", () => {
    const text =
      '[{"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"cursor": null}}]';
    const f = one(checkText(text, { version: "2025-03-26" }), "mcp.null-optional");
    expect(f.path).toBe("/1/params/cursor");
    expect(textAt(text, f.fix!.edit.range)).toBe('"cursor": null');
  });
});

describe("internal errors", () => {
  it("a failure inside the checker becomes an internal.error finding, never a throw", () => {
    const hostile = {
      jsonrpc: "2.0",
      get method(): string {
        throw new Error("boom");
      },
    };
    const report = checkValue(hostile);
    expect(report.valid).toBe(false);
    expect(codes(report)).toEqual(["internal.error"]);
    expect(report.findings[0]?.message).toMatch(/Error: boom/);
  });
});
