import { describe, expect, it } from "vitest";
import { checkText } from "./check.ts";
import type { CheckOptions } from "./types.ts";
import { applyFix, codes, expectFinding, expectFixed, textAt } from "./testkit.ts";

const asReplyTo = (method: string, o: CheckOptions = {}): CheckOptions => ({
  ...o,
  context: { requestMethod: () => method },
});

const META_2026 =
  '"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}';

describe("params and results against the version's schema", () => {
  it("mcp.required: the object's range, the field's doc, a fix that inserts it", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"arguments": {"city": "Oslo"}}}';
    const { f } = expectFinding(text, "mcp.required", "/params", '{"arguments": {"city": "Oslo"}}');
    expect(f.message).toBe(
      "`params` lacks the required key `name` (name of the tool to call): add it.",
    );
    expect(f.args).toMatchObject({ parent: "params", key: "name" });
    expect(expectFixed(text, "mcp.required")).toContain(
      '{"arguments": {"city": "Oslo"}, "name": ""}',
    );
  });

  it("mcp.misnamed-key: an alias or a typo of a missing required key, renamed by the fix", () => {
    for (const [wrong, right, method, rest] of [
      ["toolName", "name", "tools/call", ', "arguments": {}'],
      ["tool", "name", "tools/call", ""],
      ["url", "uri", "resources/read", ""],
      ["nmae", "name", "prompts/get", ""],
    ] as const) {
      const text = `{"jsonrpc": "2.0", "id": 1, "method": "${method}", "params": {"${wrong}": "file:///x"${rest}}}`;
      const { f, report } = expectFinding(
        text,
        "mcp.misnamed-key",
        `/params/${wrong}`,
        `"${wrong}"`,
      );
      expect(f.message).toBe(
        `\`params\` lacks the required key \`${right}\`; \`${wrong}\` looks like a misnamed \`${right}\`: rename it.`,
      );
      // The same key is not also reported as unknown.
      expect(codes(report)).toEqual(["mcp.misnamed-key"]);
      const fixed = expectFixed(text, "mcp.misnamed-key");
      expect(checkText(fixed).valid).toBe(true);
    }
  });

  it("mcp.type: the value's range", () => {
    const text =
      '{"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progressToken": "t", "progress": "50%"}}';
    const { f } = expectFinding(text, "mcp.type", "/params/progress", '"50%"');
    expect(f.message).toBe("`progress` must be a number, not a string.");
  });

  it("mcp.null-optional: the fix removes the member", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"cursor": null}}';
    const { f } = expectFinding(text, "mcp.null-optional", "/params/cursor", "null");
    expect(f.message).toMatch(/left out, not set to null: remove `cursor`/);
    expect(expectFixed(text, "mcp.null-optional")).toBe(
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {}}',
    );
  });

  it("mcp.const and mcp.enum with did-you-mean", () => {
    const list =
      '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "a", "inputSchema": {"type": "string"}}]}}';
    const c = expectFinding(
      list,
      "mcp.const",
      "/result/tools/0/inputSchema/type",
      '"string"',
      asReplyTo("tools/list"),
    );
    expect(c.f.message).toBe('`type` must be "object", not "string".');
    expectFixed(list, "mcp.const", asReplyTo("tools/list"));
    const log =
      '{"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "warn", "data": "disk low"}}';
    const e = expectFinding(log, "mcp.enum", "/params/level", '"warn"');
    expect(e.f.message).toMatch(
      /^`level` must be one of "alert", .* not "warn"\. Did you mean "warning"\?$/,
    );
    expect(expectFixed(log, "mcp.enum")).toContain('"level": "warning"');
  });

  it("content blocks: the `type` picks the branch; only its errors are reported", () => {
    const opts = asReplyTo("tools/call");
    const typo =
      '{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "txt", "text": "hi"}]}}';
    const { f, report } = expectFinding(typo, "mcp.enum", "/result/content/0/type", '"txt"', opts);
    expect(f.message).toMatch(
      /one of "text", "image", "audio", "resource_link" or "resource", not "txt"\. Did you mean "text"\?/,
    );
    expect(report.findings).toHaveLength(1);
    const wrongText =
      '{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "text", "text": 42}]}}';
    const t = checkText(wrongText, opts);
    expect(codes(t)).toEqual(["mcp.type"]);
    expect(t.findings[0]?.path).toBe("/result/content/0/text");
    const image =
      '{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"type": "image", "data": "AAAA"}]}}';
    const i = expectFinding(
      image,
      "mcp.required",
      "/result/content/0",
      '{"type": "image", "data": "AAAA"}',
      opts,
    );
    expect(i.f.args).toMatchObject({ key: "mimeType" });
    const untyped = '{"jsonrpc": "2.0", "id": 1, "result": {"content": [{"text": "hi"}]}}';
    const u = expectFinding(untyped, "mcp.required", "/result/content/0", '{"text": "hi"}', opts);
    expect(u.f.message).toMatch(/lacks the required key `type` \(one of "text", "image"/);
  });

  it("mcp.format and mcp.range", () => {
    const read =
      '{"jsonrpc": "2.0", "id": 1, "result": {"contents": [{"uri": "notes.txt", "text": "x"}]}}';
    const f = expectFinding(
      read,
      "mcp.format",
      "/result/contents/0/uri",
      '"notes.txt"',
      asReplyTo("resources/read"),
    );
    expect(f.f.message).toMatch(/^`uri` must be an absolute URI with a scheme/);
    const sampling =
      '{"jsonrpc": "2.0", "id": 1, "method": "sampling/createMessage", "params": {"messages": [], "maxTokens": 9, "modelPreferences": {"costPriority": 2}}}';
    const r = expectFinding(sampling, "mcp.range", "/params/modelPreferences/costPriority", "2");
    expect(r.f.message).toBe("`costPriority` must be at most 1, not 2.");
  });

  it("mcp.unknown-key: a warning, with did-you-mean and a rename fix when close", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "w", "args": {"q": 1}, "trace": true}}';
    const report = checkText(text);
    expect(report.valid).toBe(true);
    const [args, trace] = report.findings;
    expect(args).toMatchObject({
      code: "mcp.unknown-key",
      severity: "warning",
      path: "/params/args",
    });
    expect(textAt(text, args!.range)).toBe('"args"');
    expect(args?.message).toBe(
      "`args` is not a field of `params` in 2025-11-25, so receivers ignore it. Did you mean `arguments`?",
    );
    expect(applyFix(text, args!)).toContain('"arguments": {"q": 1}');
    expect(trace).toMatchObject({ code: "mcp.unknown-key", path: "/params/trace" });
    expect(trace?.fix).toBeUndefined();
    // Deep inside a result, with array indexes in the path.
    const list =
      '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "a", "inputSchema": {"type": "object"}, "annotations": {"readOnly": true}}]}}';
    const deep = expectFinding(
      list,
      "mcp.unknown-key",
      "/result/tools/0/annotations/readOnly",
      '"readOnly"',
      asReplyTo("tools/list"),
    );
    expect(deep.f.message).toMatch(/Did you mean `readOnlyHint`\?/);
    // JSON Schema documents and _meta are not walked; `arguments` is free-form.
    const free =
      '{"jsonrpc": "2.0", "id": 1, "result": {"tools": [{"name": "a", "inputSchema": {"type": "object", "additionalProperties": false}, "_meta": {"x": 1}}]}}';
    expect(checkText(free, asReplyTo("tools/list")).findings).toEqual([]);
  });

  it("mcp.field-other-version: a field of another version of the same method", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "w", "task": {"ttl": 60000}}}';
    expect(checkText(text, { version: "2025-11-25" }).findings).toEqual([]);
    const { f, report } = expectFinding(text, "mcp.field-other-version", "/params/task", '"task"', {
      version: "2025-06-18",
    });
    expect(report.valid).toBe(true);
    expect(f.severity).toBe("warning");
    expect(f.message).toBe(
      "`task` is a field of `params` that exists only in 2025-11-25, not in 2025-06-18 (the version you selected): a 2025-06-18 peer ignores it.",
    );
  });

  it("2026-07-28: every request carries _meta, every result a resultType", () => {
    const call = `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {${META_2026}, "name": "w"}}`;
    expect(checkText(call, { version: "2026-07-28" }).valid).toBe(true);
    const bare = '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "w"}}';
    const m = expectFinding(bare, "mcp.required", "/params", '{"name": "w"}', {
      version: "2026-07-28",
    });
    expect(m.f.args).toMatchObject({ key: "_meta" });
    expect(
      checkText(expectFixed(bare, "mcp.required", { version: "2026-07-28" }), {
        version: "2026-07-28",
      }).valid,
    ).toBe(true);
    // resultType: with the request known, and without it.
    const reply = '{"jsonrpc": "2.0", "id": 1, "result": {"content": []}}';
    for (const o of [
      asReplyTo("tools/call", { version: "2026-07-28" }),
      { version: "2026-07-28" as const },
    ]) {
      const { f } = expectFinding(reply, "mcp.required", "/result", '{"content": []}', o);
      expect(f.message).toBe("`result` lacks the required key `resultType`: add it.");
      expect(expectFixed(reply, "mcp.required", o)).toContain('"resultType": "complete"');
    }
    expect(checkText(reply, asReplyTo("tools/call")).valid).toBe(true);
  });

  it("a version is chosen by auto from the message", () => {
    const call = `{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {${META_2026}, "name": "w", "task": {}}}`;
    const r = checkText(call, { version: "auto" });
    expect(r.version).toBe("2026-07-28");
    expect(codes(r)).toEqual(["mcp.field-other-version"]);
  });
});
