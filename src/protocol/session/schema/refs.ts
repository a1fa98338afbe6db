/**
 * Where a `$ref` leads: the schema's own `$id`s and anchors (collected once, as ajv collects
 * them), JSON pointers into a document, and the dialect's meta-schema. Only local documents: a
 * reference to anything else does not resolve.
 */
import { type Dialect, SchemaProblem } from "./types.ts";
import { normalizeId, resolveUri, splitFragment } from "./uri.ts";
import { isPlainObject, jsonEqual } from "./values.ts";
import { Meter } from "./meter.ts";

export interface Target {
  schema: unknown;
  /** The base URI in force at the target, for its own references. */
  base: string;
}

/** Keywords whose values are never schemas (json-schema-traverse skips them as ajv does). */
const SKIP = new Set([
  "default",
  "enum",
  "const",
  "required",
  "maximum",
  "minimum",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "multipleOf",
  "maxLength",
  "minLength",
  "pattern",
  "format",
  "maxItems",
  "minItems",
  "uniqueItems",
  "maxProperties",
  "minProperties",
]);
const ARRAYS = new Set(["items", "allOf", "anyOf", "oneOf", "prefixItems"]);
/** Map keywords: the key stepped through does not change the scope (a property named `$id`). */
const MAPS = new Set(["properties", "patternProperties", "enum", "dependencies", "definitions"]);

function isAnchor(s: string): boolean {
  if (s === "") return false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    const letter = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c === "_";
    if (letter) continue;
    if (i > 0 && ((c >= "0" && c <= "9") || c === "-" || c === ".")) continue;
    return false;
  }
  return true;
}

const NO_LIMITS = { budgetMs: Number.POSITIVE_INFINITY, maxDepth: 100_000, now: () => 0 };

export class Registry {
  private readonly ids = new Map<string, Target>();
  private readonly rootBase: string;

  constructor(
    private readonly root: unknown,
    private readonly meta: { uri: string; schema: object } | undefined,
    private readonly meter: Meter = new Meter(NO_LIMITS),
    private readonly dialect: Dialect = "2020-12",
  ) {
    this.rootBase =
      isPlainObject(root) && typeof root.$id === "string" ? normalizeId(root.$id) : "";
    this.collect(root, "");
  }

  get base(): string {
    return this.rootBase;
  }

  /** Registers the `$id`s and anchors under `schema`. */
  private collect(schema: unknown, parentBase: string): void {
    if (!isPlainObject(schema)) return;
    this.meter.tick();
    let base = parentBase;
    if (typeof schema.$id === "string") {
      base = normalizeId(resolveUri(parentBase, normalizeId(schema.$id)));
      this.add(base, schema, base);
    }
    for (const anchor of [schema.$anchor, schema.$dynamicAnchor]) {
      if (typeof anchor !== "string") continue;
      if (!isAnchor(anchor)) {
        // Draft-07 has no anchor keywords: a malformed one is an unknown keyword, not an error.
        if (this.dialect === "draft-07") continue;
        throw new SchemaProblem(`invalid anchor "${anchor}"`);
      }
      this.add(`${base}#${anchor}`, schema, base);
    }
    for (const [key, value] of Object.entries(schema)) {
      if (SKIP.has(key) || value === null || typeof value !== "object") continue;
      if (Array.isArray(value)) {
        if (ARRAYS.has(key)) for (const item of value) this.collect(item, base);
      } else if (MAPS.has(key) || key === "$defs") {
        for (const item of Object.values(value)) this.collect(item, base);
      } else {
        this.collect(value, base);
      }
    }
  }

  private add(uri: string, schema: object, base: string): void {
    if (uri === "" || uri === this.rootBase) return;
    const known = this.ids.get(uri);
    if (known && !jsonEqual(known.schema, schema, this.meter)) {
      throw new SchemaProblem(`reference "${uri}" resolves to more than one schema`);
    }
    this.ids.set(uri, { schema, base });
  }

  /** The schema `ref` leads to from `base`, or undefined. */
  resolve(base: string, ref: string): Target | undefined {
    const full = resolveUri(base, normalizeId(ref));
    const [doc, fragment] = splitFragment(full);
    let document: Target | undefined =
      doc === this.rootBase ? { schema: this.root, base: this.rootBase } : this.ids.get(doc);
    if (!document && this.meta && normalizeId(doc) === this.meta.uri) {
      this.collect(this.meta.schema, "");
      document = this.ids.get(doc);
    }
    if (!document) return undefined;
    if (fragment === "") return document;
    if (!fragment.startsWith("/")) return this.ids.get(`${doc}#${fragment}`);
    return walk(document, fragment);
  }
}

/** Follows a JSON pointer fragment ("/$defs/a~1b", percent-encoded) from a document. */
function walk(document: Target, fragment: string): Target | undefined {
  let { schema, base } = document;
  for (const part of fragment.slice(1).split("/")) {
    if (schema === null || typeof schema !== "object") return undefined;
    let key: string;
    try {
      key = decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~");
    } catch {
      return undefined;
    }
    const next = (schema as Record<string, unknown>)[key];
    if (next === undefined || !Object.hasOwn(schema, key)) return undefined;
    schema = next;
    if (isPlainObject(schema) && typeof schema.$id === "string" && !MAPS.has(part)) {
      base = normalizeId(resolveUri(base, normalizeId(schema.$id)));
    }
  }
  return { schema, base };
}

export const META_URIS: Readonly<Record<Dialect, string>> = {
  "2020-12": "https://json-schema.org/draft/2020-12/schema",
  "draft-07": "http://json-schema.org/draft-07/schema",
};
