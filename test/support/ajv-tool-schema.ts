/**
 * How tool schemas were checked before the interpreter: ajv compiling them at run time, its
 * errors worded for findings. Kept as the reference of the differential tests.
 */
import { Ajv, type ErrorObject } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { joinPointer } from "../../src/protocol/pointer.ts";
import type { ToolSchemaIssue } from "../../src/protocol/session/tool-schemas.ts";

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

const options = { allErrors: true, strict: false, addUsedSchema: false, logger: false } as const;
let modern: Ajv | undefined;
let draft7: Ajv | undefined;

function instanceFor(dialect: unknown): Ajv {
  if (typeof dialect === "string" && /draft-0[4-7]/.test(dialect)) {
    draft7 ??= addFormats(new Ajv(options));
    return draft7;
  }
  modern ??= addFormats(new Ajv2020(options));
  return modern;
}

export type AjvVerdict =
  | { compiled: false; reason: string }
  | { compiled: true; issues: ToolSchemaIssue[] }
  /** ajv threw while validating (a stack overflow, a quirk of its equality). */
  | { compiled: true; threw: string };

/** What ajv said of `value` against `schema` (each schema compiled afresh, then removed). */
export function ajvVerdict(schema: unknown, value: unknown): AjvVerdict {
  if (typeof schema === "boolean") {
    return {
      compiled: true,
      issues: schema ? [] : [{ pointer: "", keyword: "false", message: "is not allowed" }],
    };
  }
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) {
    return { compiled: false, reason: "a JSON Schema must be an object" };
  }
  // ajv writes into the schema (`nullable` adds null to a `type` list): give it its own copy.
  const { $schema: dialect, ...rest } = structuredClone(schema) as Record<string, unknown>;
  const ajv = instanceFor(dialect);
  try {
    const fn = ajv.compile(rest);
    try {
      if (fn(value)) return { compiled: true, issues: [] };
      return { compiled: true, issues: (fn.errors ?? []).slice(0, 20).map(toIssue) };
    } catch (error) {
      return { compiled: true, threw: error instanceof Error ? error.message : String(error) };
    }
  } catch (error) {
    return { compiled: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    try {
      ajv.removeSchema(rest);
    } catch {
      // Nothing was registered.
    }
  }
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
