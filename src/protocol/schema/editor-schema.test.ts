import type { ValidateFunction } from "ajv";
import { describe, expect, it } from "vitest";
import { templates } from "../../../test/fidelity/templates.ts";
import { checkText } from "../check/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../versions.ts";
import { createAjv } from "./ajv-options.ts";
import { buildEditorSchema, editorSchemaUri } from "./editor-schema.ts";
import { getVersionSchema } from "./index.ts";

const validators = new Map<ProtocolVersion, ValidateFunction>();
function validator(version: ProtocolVersion): ValidateFunction {
  let v = validators.get(version);
  if (!v) {
    v = createAjv().compile(buildEditorSchema(version));
    validators.set(version, v);
  }
  return v;
}
const accepts = (version: ProtocolVersion, value: unknown) => validator(version)(value);

/** Every `$ref` in the document, to check the schema needs nothing from outside. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const x of node) refs(x, out);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

/** 2026-07-28 names the version and the client's capabilities in every request's `_meta`. */
const requestMeta = (version: ProtocolVersion) =>
  version === "2026-07-28"
    ? {
        _meta: {
          "io.modelcontextprotocol/protocolVersion": version,
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      }
    : {};

const toolsCall = (version: ProtocolVersion) => ({
  jsonrpc: "2.0",
  id: 1,
  method: "tools/call",
  params: { ...requestMeta(version), name: "suggest_gifts", arguments: { budget: 50 } },
});

describe.each(PROTOCOL_VERSIONS)("editor schema of %s", (version) => {
  const schema = buildEditorSchema(version);
  const message = schema.$defs["mcp-message"] as {
    properties: { method: { enum: string[]; enumDescriptions: string[] } };
    allOf: unknown[];
  };

  it("is self-contained: every $ref points into its own $defs", () => {
    for (const r of refs(schema)) {
      expect(r).toMatch(/^#\/\$defs\//);
      expect(schema.$defs).toHaveProperty([r.slice("#/$defs/".length)]);
    }
    expect(JSON.stringify(schema)).not.toMatch(/https?:/);
  });

  it("offers every method of the version, each with its doc", () => {
    const methods = [...getVersionSchema(version).methods.values()];
    const { enum: names, enumDescriptions } = message.properties.method;
    expect(names).toEqual(methods.map((m) => m.method));
    expect(names).toContain("tools/call");
    expect(names).toContain("notifications/progress");
    expect(enumDescriptions).toEqual(methods.map((m) => m.doc));
    expect(message.allOf).toHaveLength(methods.length);
  });

  it("has a stable URI per version", () => {
    expect(editorSchemaUri(version)).toBe(`inmemory://mcp-playground/schema-${version}.json`);
  });

  it("accepts valid messages: requests, notifications and replies of every method", () => {
    const all = templates(version, { variantsPerPart: 1, seed: 7 }).filter(
      (t) => t.source === "project",
    );
    expect(all.length).toBeGreaterThan(50);
    const rejected = all
      .filter((t) => !accepts(version, t.message))
      .map((t) => `${t.label}: ${JSON.stringify(validator(version).errors?.slice(0, 2))}`);
    expect(rejected).toEqual([]);
  });

  it("picks the params schema by method (what completion inside params relies on)", () => {
    const call = toolsCall(version);
    expect(accepts(version, call)).toBe(true);
    expect(checkText(JSON.stringify(call), { version }).valid).toBe(true);
    // The example: `tool` and `args` instead of `name` and `arguments`.
    const wrong = { ...call, params: { ...requestMeta(version), tool: "suggest_gifts", args: {} } };
    expect(accepts(version, wrong)).toBe(false);
    expect(accepts(version, { ...wrong, method: "tools/list" })).toBe(true);
  });

  it("takes any result: a reply does not say which request it answers", () => {
    const result = version === "2026-07-28" ? { resultType: "complete" } : {};
    expect(accepts(version, { jsonrpc: "2.0", id: "a", result })).toBe(true);
    expect(
      accepts(version, { jsonrpc: "2.0", id: 2, error: { code: -32601, message: "no" } }),
    ).toBe(true);
  });

  it("admits a batch only where the version has batches", () => {
    const batch = [
      toolsCall(version),
      {
        jsonrpc: "2.0",
        method: "notifications/progress",
        params: { progressToken: "t", progress: 1 },
      },
    ];
    expect(accepts(version, batch)).toBe(version === "2025-03-26");
  });
});

describe("editor schema cache", () => {
  it("builds each version once", () => {
    expect(buildEditorSchema("2025-11-25")).toBe(buildEditorSchema("2025-11-25"));
  });
});
