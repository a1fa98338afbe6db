/** The per-version schemas, built once per version on first use. */
import type { ProtocolVersion } from "../versions.ts";
import { type VersionSchema, buildVersionSchema } from "./build.ts";
import { ALL_METHODS, ALL_TYPES } from "./defs/index.ts";

const cache = new Map<ProtocolVersion, VersionSchema>();

export function getVersionSchema(version: ProtocolVersion): VersionSchema {
  let built = cache.get(version);
  if (!built) {
    built = buildVersionSchema(version, ALL_TYPES, ALL_METHODS);
    cache.set(version, built);
  }
  return built;
}

export type { MethodInfo, VersionSchema } from "./build.ts";
export { methodDefKey, schemaId } from "./build.ts";
