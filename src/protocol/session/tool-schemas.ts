/**
 * Compiles the JSON Schemas that servers declare for their tools (`inputSchema`,
 * `outputSchema`) and validates values against them. Compiled validators are cached per schema
 * text, the cache is capped, and a schema ajv cannot compile becomes a reason, never a throw.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { joinPointer } from "../pointer.ts";

// ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

/** One way a value does not match a tool schema. */
export interface ToolSchemaIssue {
  /** JSON pointer inside the validated value. */
  pointer: string;
  keyword: string;
  message: string;
}

export type CompiledToolSchema =
  { ok: true; validate: (value: unknown) => ToolSchemaIssue[] } | { ok: false; reason: string };

const MAX_CACHED = 500;
const MAX_ISSUES = 20;

const options = { allErrors: true, strict: false, addUsedSchema: false, logger: false } as const;
let modern: Ajv | undefined;
let draft7: Ajv | undefined;

/** Tool schemas default to JSON Schema 2020-12; draft-04/06/07 schemas go to ajv's draft-07. */
function instanceFor(dialect: unknown): Ajv {
  if (typeof dialect === "string" && /draft-0[4-7]/.test(dialect)) {
    draft7 ??= addFormats(new Ajv(options));
    return draft7;
  }
  modern ??= addFormats(new Ajv2020(options));
  return modern;
}

const cache = new Map<string, { compiled: CompiledToolSchema; schema?: object; ajv?: Ajv }>();

/** The compiled form of a tool schema (any JSON value; only objects and booleans compile). */
export function compileToolSchema(schema: unknown): CompiledToolSchema {
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
    return hit.compiled;
  }
  const entry = compileFresh(schema);
  cache.set(text, entry);
  if (cache.size > MAX_CACHED) {
    const [oldestText, oldest] = cache.entries().next().value as [string, typeof entry];
    cache.delete(oldestText);
    // ajv keeps every compiled schema object in its own cache; drop it with ours.
    if (oldest.schema && oldest.ajv) oldest.ajv.removeSchema(oldest.schema);
  }
  return entry.compiled;
}

function compileFresh(schema: unknown): {
  compiled: CompiledToolSchema;
  schema?: object;
  ajv?: Ajv;
} {
  if (typeof schema === "boolean") {
    return {
      compiled: {
        ok: true,
        validate: () =>
          schema ? [] : [{ pointer: "", keyword: "false", message: "is not allowed" }],
      },
    };
  }
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
    return { compiled: { ok: false, reason: "a JSON Schema must be an object" } };
  }
  const { $schema: dialect, ...rest } = schema as Record<string, unknown>;
  const ajv = instanceFor(dialect);
  let fn: ValidateFunction;
  try {
    fn = ajv.compile(rest);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    try {
      ajv.removeSchema(rest);
    } catch {
      // Nothing was registered.
    }
    return { compiled: { ok: false, reason } };
  }
  const validate = (value: unknown): ToolSchemaIssue[] => {
    if (fn(value)) return [];
    return (fn.errors ?? []).slice(0, MAX_ISSUES).map(toIssue);
  };
  return { compiled: { ok: true, validate }, schema: rest, ajv };
}

function toIssue(e: ErrorObject): ToolSchemaIssue {
  const params = e.params as Record<string, unknown>;
  const where = e.instancePath === "" ? "the value" : e.instancePath;
  if (e.keyword === "required") {
    const name = String(params.missingProperty);
    return {
      pointer: e.instancePath,
      keyword: e.keyword,
      message: `${where} lacks the required property "${name}"`,
    };
  }
  if (e.keyword === "additionalProperties") {
    const name = String(params.additionalProperty);
    return {
      pointer: joinPointer(e.instancePath, name),
      keyword: e.keyword,
      message: `${where} has the property "${name}", which the schema does not allow`,
    };
  }
  return {
    pointer: e.instancePath,
    keyword: e.keyword,
    message: `${where} ${e.message ?? "is invalid"}`,
  };
}
