import { describe, expect, it } from "vitest";
import { checkText } from "./check.ts";
import type { CheckOptions } from "./types.ts";
import { expectFinding } from "./testkit.ts";

const V: CheckOptions = { version: "2025-11-25" };
const request = (method: string, params: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id: 1, method, params });
const elicit = (params: Record<string, unknown>) =>
  request("elicitation/create", { message: "Who gets the gift?", ...params });
const form = (recipient: unknown) =>
  elicit({ requestedSchema: { type: "object", properties: { recipient } } });

describe("a union is explained by the branch its discriminator names", () => {
  it("elicitation params without mode are a form: an object field is named at its own path", () => {
    const text = form({ type: "object", properties: { name: { type: "string" } } });
    const { report, f } = expectFinding(
      text,
      "mcp.form-field",
      "/params/requestedSchema/properties/recipient",
      '{"type":"object","properties":{"name":{"type":"string"}}}',
      V,
    );
    // Not the URL branch's keys.
    expect(report.findings.map((x) => x.code)).toEqual(["mcp.form-field"]);
    expect(f.message).toBe(
      '`recipient` is a field of an elicitation form, and a form field is only a string, number, integer, boolean or enum schema, not `type` "object". A form is flat: ask for each value as a field of its own.',
    );
    // The same with mode "form".
    const moded = elicit({
      mode: "form",
      requestedSchema: { type: "object", properties: { recipient: { type: "date" } } },
    });
    expect(checkText(moded, V).findings.map((x) => [x.code, x.path])).toEqual([
      ["mcp.form-field", "/params/requestedSchema/properties/recipient"],
    ]);
  });

  it('mode "url" is the URL branch: its own keys, nothing of the form', () => {
    const report = checkText(elicit({ mode: "url" }), V);
    expect(report.findings.map((f) => [f.code, f.path, f.args?.key])).toEqual([
      ["mcp.required", "/params", "elicitationId"],
      ["mcp.required", "/params", "url"],
    ]);
    expect(report.findings[1]?.message).toBe(
      '`params` lacks the required key `url` (the page the user should visit), required where `mode` is "url": add it.',
    );
    // No mode is a form: its own key, named as the form's.
    const bare = checkText(elicit({}), V);
    expect(bare.findings.map((f) => [f.path, f.args?.key, f.args?.by, f.args?.tag])).toEqual([
      ["/params", "requestedSchema", "mode", undefined],
    ]);
    expect(bare.findings[0]?.message).toBe(
      "`params` lacks the required key `requestedSchema`, required where `mode` is absent: add it.",
    );
    const wrong = expectFinding(
      elicit({ mode: "popup" }),
      "mcp.enum",
      "/params/mode",
      '"popup"',
      V,
    );
    expect(wrong.f.message).toBe('`mode` must be one of "url" or "form", not "popup".');
  });

  it("content blocks by type, sampling messages by their content's type", () => {
    const image = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      result: { content: [{ type: "image", mimeType: "image/png" }] },
    });
    const asCall = { ...V, context: { requestMethod: () => "tools/call" } };
    const { f } = expectFinding(
      image,
      "mcp.required",
      "/result/content/0",
      '{"type":"image","mimeType":"image/png"}',
      asCall,
    );
    expect(f.args).toMatchObject({ key: "data", by: "type", tag: '"image"' });
    const sampling = request("sampling/createMessage", {
      maxTokens: 5,
      messages: [{ role: "user", content: { type: "tool_result" } }],
    });
    expect(checkText(sampling, V).findings.map((x) => [x.path, x.args?.key])).toEqual([
      ["/params/messages/0/content", "toolUseId"],
      ["/params/messages/0/content", "content"],
    ]);
  });

  it("resource contents by text or blob: neither is one finding naming both", () => {
    const text = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      result: { contents: [{ uri: "file:///a" }] },
    });
    const asRead = { ...V, context: { requestMethod: () => "resources/read" } };
    const { f } = expectFinding(
      text,
      "mcp.required-one-of",
      "/result/contents/0",
      '{"uri":"file:///a"}',
      asRead,
    );
    expect(f.message).toBe(
      "`contents[0]` lacks the key that says what it holds: add `text` (the contents as text) or `blob` (the contents as base64-encoded binary data).",
    );
    const blob = text.replace('"file:///a"}', '"file:///a","blob":5}');
    expect(checkText(blob, asRead).findings.map((x) => [x.code, x.path])).toEqual([
      ["mcp.type", "/result/contents/0/blob"],
    ]);
  });
});
