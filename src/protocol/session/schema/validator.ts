/**
 * The tool-schema interpreter's entry: `prepareSchema` checks a schema against its dialect's
 * meta-schema and compiles it (or says why it cannot be used); `runSchema` validates one value
 * within a budget. No code is generated and no regular expression runs outside re2js.
 */
import { formatPointer } from "../../pointer.ts";
import { Compiler, REASON_TOO_DEEP } from "./compile.ts";
import { type Limits, Meter, Stop } from "./meter.ts";
import { META_SCHEMAS } from "./meta.ts";
import { type PatternProblem } from "./regexp.ts";
import { UnsupportedPattern } from "./patterns.ts";
import { META_URIS, Registry } from "./refs.ts";
import {
  type Check,
  type Dialect,
  type RawError,
  type Run,
  SchemaProblem,
  type Trail,
} from "./types.ts";

export type { Limits } from "./meter.ts";
export type { PatternProblem } from "./regexp.ts";
export type { Dialect, RawError } from "./types.ts";

export type Prepared = { ok: true; check: Check } | { ok: false; reason: string };

export type RunOutcome =
  | { status: "checked"; errors: RawError[]; steps: number }
  | { status: "too-costly"; cause: "time" | "depth"; steps: number }
  | {
      status: "unsupported-pattern";
      pattern: string;
      problem: PatternProblem;
      detail: string;
      steps: number;
    };

export const reasonTooCostly = (budgetMs: number) =>
  `the schema is too costly to check (preparing it took over ${budgetMs} ms)`;

/** The JSON pointer of a place in the validated value. */
export function pointerOf(at: Trail | undefined): string {
  const keys: (string | number)[] = [];
  for (let t = at; t; t = t.up) keys.push(t.key);
  return formatPointer(keys.reverse());
}

const UNLIMITED: Limits = { budgetMs: Number.POSITIVE_INFINITY, maxDepth: 400, now: () => 0 };
const metaChecks = new Map<Dialect, Check>();

/** The meta-schema's own check (trusted, compiled once per dialect). */
function metaCheck(dialect: Dialect): Check {
  let check = metaChecks.get(dialect);
  if (!check) {
    const schema = META_SCHEMAS[dialect];
    const meter = new Meter(UNLIMITED);
    check = new Compiler(
      dialect,
      new Registry(schema, undefined, meter, dialect),
      meter,
    ).compileRoot(schema);
    metaChecks.set(dialect, check);
  }
  return check;
}

/** ajv's "schema is invalid: data/type must be …, data/… …". */
function metaProblems(schema: object, dialect: Dialect, meter: Meter): string | undefined {
  const run: Run = { errors: [], quick: false, meter };
  metaCheck(dialect)(schema, undefined, run);
  if (run.errors.length === 0) return undefined;
  return `schema is invalid: ${run.errors.map((e) => `data${pointerOf(e.at)} ${e.message}`).join(", ")}`;
}

/** Checks `schema` (an object) against its meta-schema and compiles it. */
export function prepareSchema(schema: object, dialect: Dialect, limits: Limits): Prepared {
  const meter = new Meter(limits);
  try {
    const invalid = metaProblems(schema, dialect, meter);
    if (invalid !== undefined) return { ok: false, reason: invalid };
    const meta = { uri: META_URIS[dialect], schema: META_SCHEMAS[dialect] };
    const registry = new Registry(schema, meta, meter, dialect);
    return { ok: true, check: new Compiler(dialect, registry, meter).compileRoot(schema) };
  } catch (error) {
    if (error instanceof SchemaProblem) return { ok: false, reason: error.message };
    if (error instanceof Stop) {
      return {
        ok: false,
        reason: error.kind === "time" ? reasonTooCostly(limits.budgetMs) : REASON_TOO_DEEP,
      };
    }
    if (error instanceof RangeError) return { ok: false, reason: REASON_TOO_DEEP };
    throw error;
  }
}

/** Validates `value` with a prepared check, within `limits`. */
export function runSchema(check: Check, value: unknown, limits: Limits): RunOutcome {
  const meter = new Meter(limits);
  const run: Run = { errors: [], quick: false, meter };
  try {
    check(value, undefined, run);
    return { status: "checked", errors: run.errors, steps: meter.steps };
  } catch (error) {
    if (error instanceof Stop)
      return { status: "too-costly", cause: error.kind, steps: meter.steps };
    if (error instanceof UnsupportedPattern) {
      const { pattern, problem, detail } = error;
      return { status: "unsupported-pattern", pattern, problem, detail, steps: meter.steps };
    }
    // The stack ran out before the depth limit did (a smaller stack than expected).
    if (error instanceof RangeError)
      return { status: "too-costly", cause: "depth", steps: meter.steps };
    throw error;
  }
}
