/** Findings shared by the schema explanations: missing keys, enum values, null optionals. */
import type { ProtocolVersion } from "../versions.ts";
import { isPlainObject } from "./classify.ts";
import { listValues, nameOf, placeholder, preview } from "./describe.ts";
import { findMisnamed } from "./hints.ts";
import { type Reporter, childPointer } from "./report.ts";
import type { Shape } from "./shapes.ts";
import { closest } from "./similar.ts";
import { atLeast } from "./version.ts";

export interface SchemaCheck {
  r: Reporter;
  version: ProtocolVersion;
  /** Pointers (within the message) of keys already explained as misnamed required keys. */
  handled?: Set<string>;
  /**
   * Per pointer of an object: the discriminator that chose its union branch, and its value
   * (absent when the branch is the one without it), so that a missing key says which branch
   * asks for it.
   */
  branches?: Map<string, BranchTag>;
}

/** `mode` "url": the key and (as previewed) the value that chose a union's branch. */
export interface BranchTag {
  by: string;
  tag?: string;
}

/** How deep explanations follow unions and inline schemas before giving a generic finding. */
export const MAX_EXPLAIN_DEPTH = 12;

/** A value outside an enum (or a union's discriminator values), with did-you-mean when close. */
export function reportEnum(
  r: Reporter,
  path: string,
  name: string,
  allowed: unknown[],
  here: unknown,
): void {
  const strings = allowed.filter((v): v is string => typeof v === "string");
  const near = typeof here === "string" ? closest(here, strings) : undefined;
  const suggestion = near === undefined ? undefined : JSON.stringify(near);
  const fix = suggestion ? r.replaceFix(path, suggestion, { to: suggestion }) : undefined;
  const args = {
    name,
    allowed: listValues(allowed),
    got: preview(here),
    ...(suggestion ? { suggestion } : {}),
  };
  r.add("mcp.enum", path, args, { fix });
}

/**
 * A required key missing from the object at `path` (whose selected shape is `shape`): reported
 * on an unknown key that looks like it (renamed by the fix), else on the object (the fix adds it).
 */
export function reportRequired(
  c: SchemaCheck,
  shape: Shape | undefined,
  obj: unknown,
  path: string,
  key: string,
): void {
  const { r } = c;
  const parent = nameOf(path);
  if (isPlainObject(obj)) {
    const unknown = Object.keys(obj).filter(
      (k) => !shape?.props?.has(k) && !c.handled?.has(childPointer(path, k)),
    );
    const found = findMisnamed(key, unknown);
    if (found !== undefined) {
      const keyPath = childPointer(path, found);
      (c.handled ??= new Set()).add(keyPath);
      const fix = r.renameFix(keyPath, key, { from: found, to: key });
      r.add("mcp.misnamed-key", keyPath, { parent, key, found }, { at: "key", fix });
      return;
    }
  }
  const doc = shape?.docs?.get(key);
  const example = omittedByExample(c.version, shape, key);
  const branch = c.branches?.get(path);
  const args = {
    parent,
    key,
    ...(doc ? { doc } : {}),
    ...(branch ? { by: branch.by, ...(branch.tag === undefined ? {} : { tag: branch.tag }) } : {}),
    ...(example ? { example: `\`${example}\``, version: c.version } : {}),
  };
  const fix = r.insertFix(path, key, placeholder(shape?.props?.get(key), key, c.version), { key });
  r.add("mcp.required", path, args, { fix });
}

/**
 * Required keys that an official example of the specification leaves out: the checker follows
 * the schema, and its finding says so, so that a learner who copied the example is not puzzled.
 */
const OMITTED_BY_EXAMPLES: {
  since: ProtocolVersion;
  type: string;
  keys: string[];
  example: string;
}[] = [
  {
    since: "2026-07-28",
    type: "ReadResourceResult",
    keys: ["cacheScope", "ttlMs"],
    example: "ReadResourceResultResponse",
  },
];

/** The official example that leaves out `key` of this shape, if any. */
export function omittedByExample(
  version: ProtocolVersion,
  shape: Shape | undefined,
  key: string,
): string | undefined {
  return OMITTED_BY_EXAMPLES.find(
    (o) => o.type === shape?.key && o.keys.includes(key) && atLeast(version, o.since),
  )?.example;
}

/** `null` given for an optional key: the fix removes the member. */
export function reportNullOptional(r: Reporter, path: string): void {
  const name = nameOf(path);
  r.add("mcp.null-optional", path, { name }, { fix: r.removeFix(path, { key: name }) });
}

/** Whether `key` is a named, optional key of an object of this shape. */
export function isOptionalIn(shape: Shape | undefined, key: string): boolean {
  return !!shape?.props?.has(key) && !shape.required.includes(key);
}
