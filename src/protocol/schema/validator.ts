/**
 * ajv over the project's own per-version schemas. Each `$defs` entry is compiled on first use,
 * so the first validation of a version pays only for the definitions it touches.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { ProtocolVersion } from "../versions.ts";
import { getVersionSchema, schemaId } from "./index.ts";

// ajv-formats is CommonJS; its default export arrives wrapped under some bundlers.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

let ajv: Ajv | undefined;
const loaded = new Set<ProtocolVersion>();
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
  const id = `${version}#${key}`;
  let fn = compiled.get(id);
  if (fn) return fn;
  const a = instance();
  if (!loaded.has(version)) {
    a.addSchema(getVersionSchema(version).schema);
    loaded.add(version);
  }
  fn = a.getSchema(`${schemaId(version)}#/$defs/${key}`);
  if (!fn) throw new Error(`no schema ${key} in ${version}`);
  compiled.set(id, fn);
  return fn;
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
