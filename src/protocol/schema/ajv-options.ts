/** One ajv configuration for the runtime compiler and the precompiled validators alike. */
import { Ajv, type Options } from "ajv";
import { formats } from "./formats.ts";

export const AJV_OPTIONS = {
  allErrors: true,
  strict: false,
  allowUnionTypes: true,
} as const satisfies Options;

export function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  for (const [name, check] of Object.entries(formats)) ajv.addFormat(name, check);
  return ajv;
}
