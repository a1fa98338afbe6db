/**
 * The official MCP JSON Schemas from ../shared/mcp-spec: test data only, never in the product.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ProtocolVersion } from "../../src/protocol/versions.ts";

const here = dirname(fileURLToPath(import.meta.url));
export const SPEC_DIR = resolve(here, "../../../shared/mcp-spec");

export type Schema = Record<string, unknown>;

export interface OfficialSchema {
  version: ProtocolVersion;
  document: Schema;
  /** `definitions` (draft-07 versions) or `$defs` (draft 2020-12 versions). */
  defs: Record<string, Schema>;
  draft: "draft-07" | "2020-12";
}

const cache = new Map<ProtocolVersion, OfficialSchema>();

export function officialSchema(version: ProtocolVersion): OfficialSchema {
  let s = cache.get(version);
  if (!s) {
    const document = JSON.parse(
      readFileSync(join(SPEC_DIR, version, "schema.json"), "utf8"),
    ) as Schema;
    const defs = (document.definitions ?? document.$defs) as Record<string, Schema>;
    const draft = document.definitions ? "draft-07" : "2020-12";
    s = { version, document, defs, draft };
    cache.set(version, s);
  }
  return s;
}

/** Official per-definition examples (only 2026-07-28 ships them): [definition, file, value]. */
export function officialExamples(version: ProtocolVersion): [string, string, unknown][] {
  const dir = join(SPEC_DIR, version, "examples");
  if (!existsSync(dir)) return [];
  const out: [string, string, unknown][] = [];
  for (const def of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, def)).sort()) {
      out.push([def, file, JSON.parse(readFileSync(join(dir, def, file), "utf8")) as unknown]);
    }
  }
  return out;
}

/**
 * A schema reduced to what decides validity: no descriptions, one `$ref` style, sorted
 * `required`, no empty `properties`. Two schemas that normalize equal accept the same values.
 */
export function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (!schema || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema).sort()) {
    const value = (schema as Record<string, unknown>)[key];
    // Annotations. Only keywords are dropped: a property NAMED `description` or `title` lives
    // inside a `properties` map, which is walked below without dropping any key.
    if (key === "description" || key === "$comment" || key === "title" || key === "examples") {
      continue;
    }
    if (key === "$ref" && typeof value === "string") {
      out.$ref = value.replace("#/definitions/", "#/$defs/");
      continue;
    }
    if (key === "required" && Array.isArray(value)) {
      out.required = [...(value as string[])].sort();
      continue;
    }
    if (SCHEMA_MAPS.has(key) && value && typeof value === "object" && !Array.isArray(value)) {
      const names = Object.keys(value).sort();
      if (key === "properties" && !names.length) continue;
      out[key] = Object.fromEntries(
        names.map((name) => [name, normalize((value as Record<string, unknown>)[name])]),
      );
      continue;
    }
    out[key] = normalize(value);
  }
  return out;
}

/** Keywords whose value maps names (property names, definition names) to schemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions"]);

/** Follows a top-level `$ref` into `defs` (once per hop) so a ref and its target compare equal. */
export function deref(schema: unknown, defs: Record<string, unknown>): unknown {
  let s = schema;
  for (let hops = 0; hops < 10; hops++) {
    if (!s || typeof s !== "object" || Array.isArray(s)) return s;
    const r = (s as Record<string, unknown>).$ref;
    if (typeof r !== "string" || Object.keys(s).some((k) => k !== "$ref" && k !== "description")) {
      return s;
    }
    s = defs[r.replace(/^#\/(definitions|\$defs)\//, "")];
  }
  return s;
}

/** Lists where two normalized schemas differ, as `path: ours vs theirs` lines. */
export function diffSchemas(ours: unknown, theirs: unknown, path = ""): string[] {
  const a = normalize(ours);
  const b = normalize(theirs);
  return diffNormalized(a, b, path);
}

function diffNormalized(a: unknown, b: unknown, path: string): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (
    a &&
    b &&
    typeof a === "object" &&
    typeof b === "object" &&
    !Array.isArray(a) &&
    !Array.isArray(b)
  ) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    const out: string[] = [];
    for (const k of [...keys].sort()) {
      out.push(
        ...diffNormalized(
          (a as Record<string, unknown>)[k],
          (b as Record<string, unknown>)[k],
          `${path}/${k}`,
        ),
      );
    }
    return out;
  }
  return [
    `${path || "/"}: ours ${JSON.stringify(a) ?? "absent"} vs official ${JSON.stringify(b) ?? "absent"}`,
  ];
}
