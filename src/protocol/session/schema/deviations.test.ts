/**
 * Where the interpreter and ajv part ways, on purpose: ajv's bugs, and what running server
 * schemas safely requires. Each case shows both answers.
 */
import { describe, expect, it } from "vitest";
import { ajvVerdict } from "../../../../test/support/ajv-tool-schema.ts";
import { compileToolSchema } from "../tool-schemas.ts";

function ours(schema: unknown, value: unknown) {
  const compiled = compileToolSchema(schema);
  if (!compiled.ok) return compiled;
  return compiled.validate(value);
}

describe("deviations from ajv", () => {
  it("ajv lets an empty array pass `contains` after an array that passed; we do not", () => {
    const schema = { items: { contains: { type: "number" } } };
    expect(ajvVerdict(schema, [[1], []])).toEqual({ compiled: true, issues: [] });
    expect(ours(schema, [[1], []])).toMatchObject({
      status: "checked",
      issues: [
        { pointer: "/1", keyword: "contains", message: "/1 must contain at least 1 valid item(s)" },
      ],
    });
  });

  it("ajv, stopping at the first failure (under `not`), skips what follows a longer tuple", () => {
    // [] contains no string of two characters, so the schema under `not` fails and `not` holds.
    const schema = { not: { prefixItems: [{}, { minimum: 1 }], contains: { minLength: 2 } } };
    expect(ajvVerdict(schema, [])).toMatchObject({ issues: [{ keyword: "not" }] });
    expect(ours(schema, [])).toMatchObject({ status: "checked", issues: [] });
  });

  it("ajv crashes on oneOf beside patternProperties (its unevaluated bookkeeping); we judge", () => {
    const schema = {
      oneOf: [false, { properties: { b: { enum: [false] } } }, { minProperties: 1 }],
      patternProperties: { b$: {} },
    };
    expect(ajvVerdict(schema, { b: null })).toMatchObject({
      threw: expect.stringContaining("Cannot set properties") as unknown,
    });
    expect(ours(schema, { b: null })).toMatchObject({ status: "checked", issues: [] });
  });

  it("ajv overflows its stack on reference loops; we say the schema cannot be used, or is too costly", () => {
    const refsOnly = {
      $ref: "#/$defs/a",
      $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } },
    };
    expect(ajvVerdict(refsOnly, 1)).toEqual({
      compiled: false,
      reason: "Maximum call stack size exceeded",
    });
    expect(ours(refsOnly, 1)).toEqual({
      ok: false,
      reason: "the reference #/$defs/a leads into a loop of references that never checks anything",
    });
    const inPlace = { $ref: "#/$defs/a", $defs: { a: { allOf: [{ $ref: "#/$defs/a" }] } } };
    expect(ajvVerdict(inPlace, 1)).toMatchObject({ threw: "Maximum call stack size exceeded" });
    expect(ours(inPlace, 1)).toMatchObject({ status: "too-costly", cause: "depth" });
  });

  it("ajv cannot resolve `#` without an $id (with its options here); we can", () => {
    const tree = {
      type: "object",
      properties: { children: { type: "array", items: { $ref: "#" } }, name: { type: "string" } },
    };
    const value = { name: "root", children: [{ name: 5 }] };
    expect(ajvVerdict(tree, value)).toMatchObject({
      compiled: false,
      reason: "can't resolve reference # from id #",
    });
    expect(ours(tree, value)).toMatchObject({
      status: "checked",
      issues: [{ pointer: "/children/0/name", message: "/children/0/name must be string" }],
    });
  });

  it('ajv cannot resolve `""` even with an $id; we take it for the root, as `#`', () => {
    const selfOnly = { $ref: "" };
    expect(ajvVerdict({ $id: "https://tool.invalid/s.json", ...selfOnly }, 1)).toMatchObject({
      compiled: false,
      reason: "can't resolve reference  from id https://tool.invalid/s.json",
    });
    expect(ours(selfOnly, 1)).toEqual({
      ok: false,
      reason: "the reference  leads into a loop of references that never checks anything",
    });
    const withRules = { $ref: "", type: "string" };
    expect(ajvVerdict({ $id: "https://tool.invalid/s.json", ...withRules, $ref: "#" }, 1)).toEqual({
      compiled: true,
      threw: "Maximum call stack size exceeded",
    });
    expect(ours(withRules, 1)).toMatchObject({ status: "too-costly", cause: "depth" });
  });

  it("ajv refuses a malformed `$anchor` below the root of a draft-07 schema; draft-07 has none", () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      definitions: { x: { $anchor: "1x" } },
      type: "string",
    };
    expect(ajvVerdict(schema, 1)).toEqual({ compiled: false, reason: 'invalid anchor "1x"' });
    expect(ours(schema, 1)).toMatchObject({
      status: "checked",
      issues: [{ keyword: "type", message: "the value must be string" }],
    });
    // In 2020-12 it is a keyword, and its meta-schema refuses the value.
    expect(ours({ ...schema, $schema: undefined }, 1)).toEqual({
      ok: false,
      reason:
        'schema is invalid: data/definitions/x/$anchor must match pattern "^[A-Za-z_][-A-Za-z0-9._]*$"',
    });
  });

  it("ajv counts inherited properties as present; we count what the object has", () => {
    const schema = { required: ["toString"], properties: { constructor: { type: "string" } } };
    expect(ajvVerdict(schema, {})).toMatchObject({
      issues: [{ pointer: "/constructor", message: "/constructor must be string" }],
    });
    expect(ours(schema, {})).toMatchObject({
      issues: [
        { keyword: "required", message: 'the value lacks the required property "toString"' },
      ],
    });
  });

  it("ajv runs lookahead natively; we refuse to (see defence.test.ts)", () => {
    const schema = { pattern: "^(?=.*\\d)" };
    expect(ajvVerdict(schema, "a1")).toEqual({ compiled: true, issues: [] });
    expect(ours(schema, "a1")).toMatchObject({
      status: "unsupported-pattern",
      problem: "lookahead",
    });
  });
});
