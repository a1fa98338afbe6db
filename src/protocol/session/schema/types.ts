/**
 * The shapes the tool-schema interpreter is built from. A schema compiles into `Check` closures
 * (no generated code); running one appends errors to a `Run`, in ajv's order and wording.
 */
import type { Meter } from "./meter.ts";

export type Dialect = "2020-12" | "draft-07";

export type JsonType = "null" | "boolean" | "object" | "array" | "number" | "integer" | "string";

/** Where a value sits in the validated document, built backwards and rendered only on error. */
export interface Trail {
  readonly up: Trail | undefined;
  readonly key: string | number;
}

/** One failure, as ajv reports it: its keyword, its raw message and, for some, the property. */
export interface RawError {
  readonly at: Trail | undefined;
  readonly keyword: string;
  readonly message: string;
  /** The unexpected (additionalProperties) or missing (required) property. */
  readonly property?: string;
}

export interface Run {
  readonly errors: RawError[];
  /** Only the verdict counts (inside `not` and `if`): stop at the first failure, no messages. */
  quick: boolean;
  readonly meter: Meter;
}

/** Validates one value at one place; failures go to `run.errors`. */
export type Check = (value: unknown, at: Trail | undefined, run: Run) => void;

export const PASS: Check = () => undefined;

/** What stands in for an error when only the verdict counts. */
const QUICK: RawError = { at: undefined, keyword: "", message: "" };

export function fail(
  run: Run,
  at: Trail | undefined,
  keyword: string,
  message: string,
  property?: string,
): void {
  if (run.quick) run.errors.push(QUICK);
  else
    run.errors.push(
      property === undefined ? { at, keyword, message } : { at, keyword, message, property },
    );
}

/** Drops the errors added since `count` (a passing branch takes back its failures). */
export function resetTo(run: Run, count: number): void {
  if (run.errors.length > count) run.errors.length = count;
}

/** A schema that cannot be used; its message becomes the finding's reason. */
export class SchemaProblem extends Error {}

export type SchemaObject = Record<string, unknown>;

/** Tests a string against a schema pattern (on re2js; throws `UnsupportedPattern`). */
export type PatternTest = (text: string, run: Run) => boolean;

/** What a keyword sees of the schema being compiled. */
export interface Context {
  readonly dialect: Dialect;
  /** Compiles a subschema of this schema. */
  sub(schema: unknown): Check;
  /** ajv's "always valid": `true`, `{}`, or an object without any keyword it knows. */
  alwaysValid(schema: unknown): boolean;
  /** The check a reference leads to (compiled once, so loops are fine). */
  ref(ref: string): Check;
  /** A pattern, its syntax judged now (a bad one makes the schema unusable). */
  pattern(source: string): PatternTest;
}

/** Compiles one keyword of `schema`; undefined when it has nothing to check. */
export type Keyword = (schema: SchemaObject, cx: Context) => Check | undefined;
