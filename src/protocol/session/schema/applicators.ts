/**
 * Keywords for any type: references, `const`, `enum` and the in-place applicators. Each keeps
 * ajv's error bookkeeping: a passing `anyOf`/`oneOf` branch takes back the failures of the
 * others, a failing one leaves them before its own error, `not` and `if` count failures only.
 */
import {
  type Check,
  type Keyword,
  type Run,
  type Trail,
  SchemaProblem,
  fail,
  resetTo,
} from "./types.ts";
import { jsonEqual } from "./values.ts";

/** Runs `check` for its verdict only. */
function passes(check: Check, value: unknown, at: Trail | undefined, run: Run): boolean {
  const start = run.errors.length;
  const quick = run.quick;
  run.quick = true;
  check(value, at, run);
  run.quick = quick;
  const passed = run.errors.length === start;
  resetTo(run, start);
  return passed;
}

export const ref: Keyword = (schema, cx) => cx.ref(schema.$ref as string);

/** `$dynamicRef` and `$recursiveRef` resolve statically: their anchor, or the root. */
function dynamic(keyword: "$dynamicRef" | "$recursiveRef"): Keyword {
  return (schema, cx) => {
    const target = schema[keyword] as string;
    if (!target.startsWith("#")) {
      throw new SchemaProblem(`"${keyword}" only supports hash fragment reference`);
    }
    try {
      return cx.ref(target);
    } catch (error) {
      if (error instanceof SchemaProblem && target !== "#") return cx.ref("#");
      throw error;
    }
  };
}
export const dynamicRef = dynamic("$dynamicRef");
export const recursiveRef = dynamic("$recursiveRef");

const isStructured = (v: unknown) => v !== null && typeof v === "object";

export const constant: Keyword = (schema) => {
  const expected = schema.const;
  const deep = isStructured(expected);
  return (v, at, run) => {
    if (deep ? !jsonEqual(v, expected, run.meter) : v !== expected) {
      fail(run, at, "const", "must be equal to constant");
    }
  };
};

export const enumeration: Keyword = (schema) => {
  const allowed = schema.enum as unknown[];
  if (allowed.length === 0) throw new SchemaProblem("enum must have non-empty array");
  return (v, at, run) => {
    run.meter.tick(allowed.length);
    const found = allowed.some((a) => (isStructured(a) ? jsonEqual(v, a, run.meter) : v === a));
    if (!found) fail(run, at, "enum", "must be equal to one of the allowed values");
  };
};

export const not: Keyword = (schema, cx) => {
  if (cx.alwaysValid(schema.not)) return (_v, at, run) => fail(run, at, "not", "must NOT be valid");
  const check = cx.sub(schema.not);
  return (v, at, run) => {
    if (passes(check, v, at, run)) fail(run, at, "not", "must NOT be valid");
  };
};

export const anyOf: Keyword = (schema, cx) => {
  const branches = schema.anyOf as unknown[];
  // ajv's draft-07 skips an anyOf with an always valid branch (2020-12 still compiles them all).
  if (cx.dialect === "draft-07" && branches.some((b) => cx.alwaysValid(b))) return undefined;
  const checks = branches.map((b) => cx.sub(b));
  return (v, at, run) => {
    const start = run.errors.length;
    for (const check of checks) {
      const before = run.errors.length;
      check(v, at, run);
      if (run.errors.length === before) {
        resetTo(run, start);
        return;
      }
    }
    fail(run, at, "anyOf", "must match a schema in anyOf");
  };
};

export const oneOf: Keyword = (schema, cx) => {
  const checks = (schema.oneOf as unknown[]).map((b) =>
    cx.alwaysValid(b) ? undefined : cx.sub(b),
  );
  return (v, at, run) => {
    const start = run.errors.length;
    let passing = -1;
    for (let i = 0; i < checks.length; i++) {
      const before = run.errors.length;
      checks[i]?.(v, at, run);
      if (run.errors.length !== before) continue;
      if (passing >= 0) {
        // A second match: ajv stops here, keeping the failures seen so far.
        fail(run, at, "oneOf", "must match exactly one schema in oneOf");
        return;
      }
      passing = i;
    }
    if (passing >= 0) resetTo(run, start);
    else fail(run, at, "oneOf", "must match exactly one schema in oneOf");
  };
};

export const allOf: Keyword = (schema, cx) => {
  const checks = (schema.allOf as unknown[])
    .filter((b) => !cx.alwaysValid(b))
    .map((b) => cx.sub(b));
  return (v, at, run) => {
    const start = run.errors.length;
    for (const check of checks) {
      check(v, at, run);
      if (run.quick && run.errors.length > start) return;
    }
  };
};

export const ifThenElse: Keyword = (schema, cx) => {
  const useful = (s: unknown) => s !== undefined && !cx.alwaysValid(s);
  if (!useful(schema.then) && !useful(schema.else)) return undefined;
  const condition = cx.sub(schema.if);
  const then = useful(schema.then) ? cx.sub(schema.then) : undefined;
  const otherwise = useful(schema.else) ? cx.sub(schema.else) : undefined;
  return (v, at, run) => {
    const matched = passes(condition, v, at, run);
    const clause = matched ? then : otherwise;
    if (!clause) return;
    const before = run.errors.length;
    clause(v, at, run);
    if (run.errors.length > before) {
      fail(run, at, "if", `must match "${matched ? "then" : "else"}" schema`);
    }
  };
};
