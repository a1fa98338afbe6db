/**
 * The JSON Schemas that servers declare for their tools (`inputSchema`, `outputSchema`),
 * prepared and run by the interpreter in `schema/`: no generated code (a strict
 * Content-Security-Policy forbids it), patterns on re2js (linear time), every value within a
 * budget. Findings keep ajv's wording. Prepared schemas are cached per schema text (capped); a
 * schema that cannot be used becomes a reason, never a throw.
 */
import { joinPointer } from "../pointer.ts";
import { DEFAULT_CHECK_LIMITS, type Limits } from "./schema/meter.ts";
import {
  type PatternProblem,
  type RawError,
  pointerOf,
  prepareSchema,
  runSchema,
} from "./schema/validator.ts";

export { DEFAULT_BUDGET_MS, DEFAULT_CHECK_LIMITS, type Limits } from "./schema/meter.ts";

/** One way a value does not match a tool schema. */
export interface ToolSchemaIssue {
  /** JSON pointer inside the validated value. */
  pointer: string;
  keyword: string;
  message: string;
}

export type ToolSchemaOutcome =
  | { status: "checked"; issues: ToolSchemaIssue[]; steps: number }
  /** The budget ran out (`time`) or the schema nested deeper than allowed for this value. */
  | { status: "too-costly"; cause: "time" | "depth"; steps: number }
  /** The value reached a pattern re2js cannot run (lookahead, backreference…). */
  | {
      status: "unsupported-pattern";
      pattern: string;
      problem: PatternProblem;
      detail: string;
      steps: number;
    };

export type CompiledToolSchema =
  | { ok: true; validate: (value: unknown, limits?: Limits) => ToolSchemaOutcome }
  | { ok: false; reason: string };

const MAX_CACHED = 500;
const MAX_ISSUES = 20;

const cache = new Map<string, CompiledToolSchema>();

/** The prepared form of a tool schema (any JSON value; only objects and booleans work). */
export function compileToolSchema(
  schema: unknown,
  limits: Limits = DEFAULT_CHECK_LIMITS,
): CompiledToolSchema {
  let text: string;
  try {
    text = JSON.stringify(schema) ?? "undefined";
  } catch {
    return { ok: false, reason: "the schema cannot be serialized" };
  }
  const hit = cache.get(text);
  if (hit) {
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const compiled = compileFresh(schema, limits);
  cache.set(text, compiled);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return compiled;
}

const OLD_DRAFTS = ["draft-04", "draft-05", "draft-06", "draft-07"];
/** Tool schemas default to JSON Schema 2020-12; draft-04/06/07 ones are read as draft-07. */
const dialectOf = (declared: unknown) =>
  typeof declared === "string" && OLD_DRAFTS.some((d) => declared.includes(d))
    ? "draft-07"
    : "2020-12";

function compileFresh(schema: unknown, limits: Limits): CompiledToolSchema {
  if (typeof schema === "boolean") {
    return {
      ok: true,
      validate: () => ({
        status: "checked",
        issues: schema ? [] : [{ pointer: "", keyword: "false", message: "is not allowed" }],
        steps: 1,
      }),
    };
  }
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
    return { ok: false, reason: "a JSON Schema must be an object" };
  }
  const { $schema: dialect, ...rest } = schema as Record<string, unknown>;
  const prepared = prepareSchema(rest, dialectOf(dialect), limits);
  if (!prepared.ok) return prepared;
  const validate = (value: unknown, run: Limits = DEFAULT_CHECK_LIMITS): ToolSchemaOutcome => {
    const outcome = runSchema(prepared.check, value, run);
    if (outcome.status !== "checked") return outcome;
    const issues = outcome.errors.slice(0, MAX_ISSUES).map(toIssue);
    return { status: "checked", issues, steps: outcome.steps };
  };
  return { ok: true, validate };
}

function toIssue(e: RawError): ToolSchemaIssue {
  const pointer = pointerOf(e.at);
  const where = pointer === "" ? "the value" : pointer;
  if (e.keyword === "required") {
    return {
      pointer,
      keyword: e.keyword,
      message: `${where} lacks the required property "${e.property ?? ""}"`,
    };
  }
  if (e.keyword === "additionalProperties") {
    const name = e.property ?? "";
    return {
      pointer: joinPointer(pointer, name),
      keyword: e.keyword,
      message: `${where} has the property "${name}", which the schema does not allow`,
    };
  }
  return { pointer, keyword: e.keyword, message: `${where} ${e.message}` };
}
