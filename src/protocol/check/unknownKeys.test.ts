import { describe, expect, it } from "vitest";
import { shapeOf } from "./shapes.ts";
import { findUnknownKeys, isKnownKey } from "./unknownKeys.ts";

const keys = (found: ReturnType<typeof findUnknownKeys>) =>
  found.map((u) => [...u.parent, u.key].join("/"));

describe("the unknown-keys walk", () => {
  const callResult = shapeOf("2025-11-25", "CallToolResult");

  it("follows properties, array items and the content block named by `type`", () => {
    const value = {
      content: [
        { type: "text", text: "hi", lang: "en" },
        { type: "image", data: "AAAA", mimeType: "image/png", text: "not an image field" },
      ],
      isError: false,
      extra: 1,
    };
    expect(keys(findUnknownKeys(callResult, value))).toEqual([
      "content/0/lang",
      "content/1/text",
      "extra",
    ]);
  });

  it("reports the object's shape, for suggestions", () => {
    const [u] = findUnknownKeys(callResult, { content: [], isErorr: true });
    expect(u?.key).toBe("isErorr");
    expect(u?.shape.props?.has("isError")).toBe(true);
  });

  it("does not walk free-form places: records, _meta, JSON Schema documents", () => {
    const list = shapeOf("2025-06-18", "ListToolsResult");
    const value = {
      tools: [
        {
          name: "t",
          inputSchema: { type: "object", additionalProperties: false, $defs: {} },
          outputSchema: { type: "object", anything: 1 },
          _meta: { "vendor/x": 1 },
        },
      ],
      _meta: { trace: "abc" },
    };
    expect(findUnknownKeys(list, value)).toEqual([]);
    const call = shapeOf("2025-11-25", "CallToolRequestParams");
    expect(findUnknownKeys(call, { name: "n", arguments: { anything: { deep: 1 } } })).toEqual([]);
  });

  it("a value no branch fits is left to the schema errors, not walked", () => {
    expect(findUnknownKeys(callResult, { content: [{ type: "video", frames: 3 }] })).toEqual([]);
  });

  it("stops at maxDepth", () => {
    let value: unknown = { content: [] };
    for (let i = 0; i < 50; i++) value = { content: [{ type: "resource", resource: value }] };
    expect(() => findUnknownKeys(callResult, value, 10)).not.toThrow();
  });

  it("isKnownKey tells whether another version's schema names a key", () => {
    const params = { name: "n", task: { ttl: 1 } };
    expect(isKnownKey(shapeOf("2025-11-25", "CallToolRequestParams"), params, [], "task")).toBe(
      true,
    );
    expect(isKnownKey(shapeOf("2025-06-18", "CallToolRequestParams"), params, [], "task")).toBe(
      false,
    );
    const result = { content: [{ type: "text", text: "x", annotations: {} }] };
    expect(
      isKnownKey(shapeOf("2025-11-25", "CallToolResult"), result, ["content", 0], "annotations"),
    ).toBe(true);
  });
});
