import { describe, expect, it } from "vitest";
import { getVersionSchema } from "../schema/index.ts";
import { checkText } from "./check.ts";
import { shapeOf } from "./shapes.ts";
import type { CheckOptions } from "./types.ts";
import { applyFix, codes, expectFinding, expectFixed } from "./testkit.ts";

const V = "2026-07-28" as const;
const replyTo = (method: string): CheckOptions => ({
  version: V,
  context: { requestMethod: () => method },
});
const reply = (result: unknown) => JSON.stringify({ jsonrpc: "2.0", id: 1, result });

/** The keys a method's own result requires, besides `resultType`. */
function requiredOf(method: string): string[] {
  const info = getVersionSchema(V).methods.get(method);
  const shape = shapeOf(V, info?.resultKey ?? "");
  const own = shape.anyOf?.find((b) => b.key !== "InputRequiredResult") ?? shape;
  return own.required.filter((k) => k !== "resultType");
}

describe("2026-07-28 results are read by their resultType", () => {
  it('"complete" is the method\'s own result: every missing key an error at /result, with a fix', () => {
    const methods = [...getVersionSchema(V).methods.values()].filter((m) => m.resultKey);
    expect(methods.map((m) => m.method)).toEqual(
      expect.arrayContaining(["tools/call", "resources/read", "prompts/get", "tools/list"]),
    );
    for (const { method } of methods) {
      const keys = requiredOf(method);
      expect(keys.length, method).toBeGreaterThan(0);
      const report = checkText(reply({ resultType: "complete" }), replyTo(method));
      expect(report.valid, method).toBe(false);
      const missing = report.findings.filter((f) => f.code === "mcp.required");
      expect(missing.map((f) => [f.path, f.args?.key]).sort(), method).toEqual(
        keys.map((k) => ["/result", k]).sort(),
      );
      for (const f of missing)
        expect(f.fix?.edit.text, `${method} ${f.args?.key}`).toContain(`"${String(f.args?.key)}"`);
    }
  });

  it("a tools/call result without content, a resources/read result without contents", () => {
    const call = reply({ resultType: "complete", structuredContent: { ok: true } });
    const { f } = expectFinding(
      call,
      "mcp.required",
      "/result",
      '{"resultType":"complete","structuredContent":{"ok":true}}',
      replyTo("tools/call"),
    );
    expect(f.message).toBe(
      "`result` lacks the required key `content` (what the tool returned, as content blocks), " +
        'required where `resultType` is "complete": add it.',
    );
    const fixed = expectFixed(call, "mcp.required", replyTo("tools/call"));
    expect(checkText(fixed, replyTo("tools/call")).valid).toBe(true);

    const result = { resultType: "complete", ttlMs: 0, cacheScope: "public" };
    const read = reply(result);
    const r = expectFinding(
      read,
      "mcp.required",
      "/result",
      JSON.stringify(result),
      replyTo("resources/read"),
    );
    expect(r.f.args).toMatchObject({ key: "contents" });
  });

  it('"input_required" is an InputRequiredResult, with inputRequests or requestState', () => {
    const asking = reply({ resultType: "input_required", requestState: "s1" });
    for (const m of ["tools/call", "resources/read", "prompts/get"]) {
      expect(checkText(asking, replyTo(m)).findings).toEqual([]);
    }
    const empty = reply({ resultType: "input_required" });
    const { f } = expectFinding(
      empty,
      "mcp.input-required-empty",
      "/result",
      '{"resultType":"input_required"}',
      replyTo("tools/call"),
    );
    expect(f.message).toContain("`inputRequests`");
  });

  it('"input_required" from a method that cannot ask: an error, fixed to "complete"', () => {
    const text = reply({ resultType: "input_required", tools: [], ttlMs: 0, cacheScope: "public" });
    const { f } = expectFinding(
      text,
      "mcp.result-input-not-allowed",
      "/result/resultType",
      '"input_required"',
      replyTo("tools/list"),
    );
    expect(f.message).toContain('only "tools/call", "resources/read" or "prompts/get"');
    expect(checkText(applyFix(text, f), replyTo("tools/list")).valid).toBe(true);
  });

  it("another value names the two, with did-you-mean; a missing one is required", () => {
    const text = reply({ resultType: "completed", content: [] });
    const { f } = expectFinding(
      text,
      "mcp.result-type",
      "/result/resultType",
      '"completed"',
      replyTo("tools/call"),
    );
    expect(f.message).toBe(
      '`resultType` must be "complete" (this is the method\'s result) or "input_required" (the server needs more input before it can answer), not "completed". Did you mean "complete"?',
    );
    expect(checkText(applyFix(text, f), replyTo("tools/call")).valid).toBe(true);
    // A method that cannot ask: "complete" is the fix, and the other value is named too.
    const list = reply({ resultType: "done", tools: [], ttlMs: 0, cacheScope: "public" });
    const l = expectFinding(
      list,
      "mcp.result-type",
      "/result/resultType",
      '"done"',
      replyTo("tools/list"),
    );
    expect(l.f.message).toBe(
      '`resultType` must be "complete" in a `tools/list` result, not "done". Its other value, ' +
        '"input_required", is only for "tools/call", "resources/read" or "prompts/get".',
    );
    expect(checkText(applyFix(list, l.f), replyTo("tools/list")).valid).toBe(true);
    // Without the request, the reply is still read by its resultType.
    expect(codes(checkText(text, { version: V }))).toContain("mcp.result-type");
    const none = expectFinding(
      reply({ content: [] }),
      "mcp.required",
      "/result",
      '{"content":[]}',
      replyTo("tools/call"),
    );
    expect(none.f.args).toMatchObject({ key: "resultType" });
  });

  it("the official ReadResourceResultResponse example: the schema wins, and the finding says so", () => {
    const text = reply({ resultType: "complete", contents: [{ uri: "file:///a", text: "hi" }] });
    const report = checkText(text, replyTo("resources/read"));
    expect(report.findings.map((f) => f.args?.key).sort()).toEqual(["cacheScope", "ttlMs"]);
    for (const f of report.findings) {
      expect(f.message).toContain(
        "The official example `ReadResourceResultResponse` leaves it out, but the schema of 2026-07-28 requires it",
      );
    }
  });

  it("earlier versions know no resultType", () => {
    expect(
      checkText(reply({ content: [] }), { ...replyTo("tools/call"), version: "2025-11-25" }).valid,
    ).toBe(true);
  });
});
