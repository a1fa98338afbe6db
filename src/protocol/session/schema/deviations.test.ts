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
