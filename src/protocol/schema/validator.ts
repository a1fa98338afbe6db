/**
 * ajv over the project's own per-version schemas. Each `$defs` entry is compiled on first use,
 * so the first validation of a version pays only for the definitions it touches.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { ProtocolVersion } from "../versions.ts";
import type { JsonSchema } from "./dsl.ts";
import { getVersionSchema, schemaId } from "./index.ts";

// ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

let ajv: Ajv | undefined;
const compiled = new Map<string, ValidateFunction>();

function instance(): Ajv {
  if (!ajv) {
    ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
    addFormats(ajv);
  }
  return ajv;
}

/** The compiled validator of one `$defs` entry of a version (a type name or a method part key). */
export function validatorFor(version: ProtocolVersion, key: string): ValidateFunction {
  const id = `${schemaId(version)}/${key}`;
  let fn = compiled.get(id);
  if (fn) return fn;
  const defs = getVersionSchema(version).schema.$defs;
  if (!(key in defs)) throw new Error(`no schema ${key} in ${version}`);
  // Compiling a fragment of the whole version document makes ajv compile all of it; a small
  // document holding just the definitions this entry reaches compiles several times faster.
  fn = instance().compile({ $id: id, $ref: `#/$defs/${key}`, $defs: reachableDefs(defs, key) });
  compiled.set(id, fn);
  return fn;
}

/** The `$defs` entries reachable from `key` through `$ref`s, `key` included. */
function reachableDefs(defs: Record<string, JsonSchema>, key: string): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const queue = [key];
  while (queue.length) {
    const name = queue.pop() as string;
    if (name in out) continue;
    const schema = defs[name];
    if (schema === undefined) continue;
    out[name] = schema;
    collectRefs(schema, queue);
  }
  return out;
}

function collectRefs(node: unknown, into: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string" && v.startsWith("#/$defs/")) into.push(v.slice(8));
      else collectRefs(v, into);
    }
  }
}

export interface SchemaError {
  /** JSON pointer inside the validated value. */
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
  schemaPath: string;
}

/** Validates `value` against one `$defs` entry; returns [] when it conforms. */
export function validateAgainst(
  version: ProtocolVersion,
  key: string,
  value: unknown,
): SchemaError[] {
  const fn = validatorFor(version, key);
  if (fn(value)) return [];
  return (fn.errors ?? []).map((e: ErrorObject) => ({
    instancePath: e.instancePath,
    keyword: e.keyword,
    params: e.params as Record<string, unknown>,
    message: e.message ?? e.keyword,
    schemaPath: e.schemaPath,
  }));
}
