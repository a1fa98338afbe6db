/**
 * The attacks on tool-schema validation and the defences: linear-time patterns, a budget read
 * from an injected clock (so no assertion depends on how fast the machine is), the depth limit,
 * patterns that are refused rather than run natively, and no generated code anywhere.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { CASES } from "../../../../test/support/tool-schema-cases.ts";
import { type Limits, compileToolSchema } from "../tool-schemas.ts";

/** A clock that moves one millisecond per reading: a budget lasts a fixed number of steps. */
function ticking(budgetMs: number, maxDepth = 400): Limits {
  let now = 0;
  return { budgetMs, maxDepth, now: () => now++ };
}

function validate(schema: unknown, value: unknown, limits: Limits = ticking(250)) {
  const compiled = compileToolSchema(schema);
  if (!compiled.ok) throw new Error(compiled.reason);
  return compiled.validate(value, limits);
}

/** `anyOf` (or `oneOf`) nested `depth` times over two references to the level below. */
function explosive(keyword: "anyOf" | "oneOf", depth: number) {
  const $defs: Record<string, unknown> = { d0: { type: "number" } };
  for (let k = 1; k <= depth; k++) {
    const below = { $ref: `#/$defs/d${k - 1}` };
    $defs[`d${k}`] = { [keyword]: [below, below] };
  }
  return { $ref: `#/$defs/d${depth}`, $defs };
}

const redos = { type: "object", properties: { q: { type: "string", pattern: "^(a+)+$" } } };

describe("hostile tool schemas", () => {
  it("a ReDoS pattern and a hostile argument: a few steps and the pattern's finding", () => {
    const outcome = validate(redos, { q: `${"a".repeat(40)}!` });
    expect(outcome).toEqual({
      status: "checked",
      issues: [{ pointer: "/q", keyword: "pattern", message: '/q must match pattern "^(a+)+$"' }],
      steps: expect.any(Number) as number,
    });
    expect(outcome.steps).toBeLessThan(10);
  }, 10_000);

  it("the same pattern stays linear on a megabyte of input", () => {
    const outcome = validate(redos, { q: `${"a".repeat(1_000_000)}!` });
    expect(outcome).toMatchObject({ status: "checked", issues: [{ keyword: "pattern" }] });
    // One step per 64 characters of text searched.
    expect(outcome.steps).toBeLessThan(20_000);
  }, 20_000);

  it.each(["anyOf", "oneOf"] as const)(
    "nested %s (2^40 branches) ends at the budget",
    (keyword) => {
      const outcome = validate(explosive(keyword, 40), "x", ticking(250));
      expect(outcome).toMatchObject({ status: "too-costly", cause: "time" });
      // The clock is read every 1024 steps: the first reading sets the deadline 250 readings on.
      expect(outcome.steps).toBeGreaterThanOrEqual(251 * 1024);
      expect(outcome.steps).toBeLessThan(253 * 1024);
    },
  );

  it("a small nesting of the same schema is checked in full", () => {
    expect(validate(explosive("anyOf", 8), "x")).toMatchObject({
      status: "checked",
      issues: expect.arrayContaining([
        { pointer: "", keyword: "anyOf", message: "the value must match a schema in anyOf" },
      ]) as unknown,
    });
    expect(validate(explosive("anyOf", 8), 3)).toMatchObject({ status: "checked", issues: [] });
  });

  it("a long uniqueItems array costs its length, not its square", () => {
    const n = 20_000;
    const items = Array.from({ length: n }, (_, id) => ({ id, tags: ["x"] }));
    items.push({ id: 0, tags: ["x"] });
    const outcome = validate({ uniqueItems: true }, items, ticking(1_000_000_000));
    expect(outcome).toMatchObject({
      status: "checked",
      issues: [
        {
          keyword: "uniqueItems",
          message: `the value must NOT have duplicate items (items ## 0 and ${n} are identical)`,
        },
      ],
    });
    // Comparing every pair would take n²/2 = 2·10⁸ comparisons.
    expect(outcome.steps).toBeLessThan(10 * n);
  });

  it("a long uniqueItems array still answers to the budget", () => {
    const items = Array.from({ length: 20_000 }, (_, id) => ({ id }));
    expect(validate({ uniqueItems: true }, items, ticking(5))).toMatchObject({
      status: "too-costly",
      cause: "time",
    });
  });

  it("a reference loop that never descends into the value ends at the depth limit", () => {
    const loop = { $ref: "#/$defs/a", $defs: { a: { allOf: [{ $ref: "#/$defs/a" }] } } };
    expect(validate(loop, 1)).toMatchObject({ status: "too-costly", cause: "depth" });
  });

  it("recursion follows the value: deep values end at the depth limit, ordinary ones pass", () => {
    const list = {
      $ref: "#/$defs/n",
      $defs: { n: { type: "array", items: { $ref: "#/$defs/n" } } },
    };
    const nest = (depth: number): unknown => (depth === 0 ? [] : [nest(depth - 1)]);
    expect(validate(list, nest(1000))).toMatchObject({ status: "too-costly", cause: "depth" });
    expect(validate(list, nest(50))).toMatchObject({ status: "checked", issues: [] });
  });

  it.each([
    ["^(?=.*\\d).{8,}$", "lookahead"],
    ["^(?!admin)", "lookahead"],
    ["^(a)\\1$", "backreference"],
    ["^\\p{sc=Grek}+$", "property"],
  ])("the pattern %s is refused (%s), never run natively", (pattern, problem) => {
    const schema = { type: "object", properties: { s: { type: "string", pattern } } };
    expect(validate(schema, { s: "password1" })).toMatchObject({
      status: "unsupported-pattern",
      pattern,
      problem,
    });
    // A value that never reaches the pattern is still checked.
    expect(validate(schema, { s: 5 })).toMatchObject({
      status: "checked",
      issues: [{ keyword: "type", pointer: "/s" }],
    });
  });

  it("never generates code: Function and eval are out of reach", () => {
    const saved = { Function: globalThis.Function, eval: globalThis.eval };
    const prototype = Function.prototype;
    const constructor = Object.getOwnPropertyDescriptor(prototype, "constructor");
    // A plain function, so that `new Function(…)` reaches it too.
    const trap = function trap(): never {
      throw new Error("code generation attempted");
    };
    globalThis.Function = trap as unknown as FunctionConstructor;
    globalThis.eval = trap;
    // `(() => {}).constructor` reaches the Function constructor too.
    Object.defineProperty(prototype, "constructor", { value: trap, configurable: true });
    try {
      // The trap catches what ajv needs to compile anything.
      expect(() =>
        new Ajv2020({ logger: false }).compile({ type: "string", minLength: 1 }),
      ).toThrow("code generation attempted");
      let checked = 0;
      for (const [name, schema, values] of CASES) {
        // A fresh schema each time, so that nothing comes from the cache.
        const fresh =
          typeof schema === "object" && schema !== null
            ? { ...schema, $comment: `trap ${name}` }
            : schema;
        const compiled = compileToolSchema(fresh);
        if (!compiled.ok) continue;
        for (const value of values) {
          expect(compiled.validate(value).status).not.toBe(undefined);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(200);
    } finally {
      globalThis.Function = saved.Function;
      globalThis.eval = saved.eval;
      if (constructor) Object.defineProperty(prototype, "constructor", constructor);
    }
  });
});
