/**
 * Mutants of a template: a required key removed (at every depth), a value of the wrong type,
 * an enum or const replaced by a wrong value, `null` for an optional field, an unknown extra
 * key, and envelope mutations (jsonrpc "1.0", id null, id 1.5, result and error together, ...).
 */
import type { NodeInfo } from "./instance.ts";
import { prng } from "../support/prng.ts";
import type { Template } from "./templates.ts";

export type MutationKind =
  | "template"
  | "remove-required"
  | "wrong-type"
  | "wrong-value"
  | "null-optional"
  | "extra-key"
  | "other-value"
  | "wrong-format"
  | "envelope"
  | "batch"
  | "batch-mixed";

export interface Mutant {
  kind: MutationKind;
  /** JSON pointer of the mutated value ("" for the template itself). */
  path: string;
  /** What was done, e.g. `42 for string`. */
  detail: string;
  message: unknown;
}

export const EXTRA_KEY = "xUnknownExtraKey";

const parse = (pointer: string): string[] =>
  pointer
    .split("/")
    .slice(1)
    .map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));

/** A copy of `message` with the value at `pointer` changed by `edit`(parent, key). */
function edit(
  message: unknown,
  pointer: string,
  change: (parent: Record<string, unknown> | unknown[], key: string) => void,
): unknown {
  const copy = JSON.parse(JSON.stringify(message)) as unknown;
  const keys = parse(pointer);
  const last = keys.pop();
  if (last === undefined) return copy;
  let at: unknown = copy;
  for (const k of keys) at = (at as Record<string, unknown>)[k];
  change(at as Record<string, unknown>, last);
  return copy;
}

const setAt = (m: unknown, p: string, value: unknown) =>
  edit(m, p, (parent, key) => {
    (parent as Record<string, unknown>)[key] = value;
  });
const removeAt = (m: unknown, p: string) =>
  edit(m, p, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  });
const valueAt = (m: unknown, p: string): unknown =>
  parse(p).reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], m);

const WRONG: [string, unknown, string[]][] = [
  ["a string", "wrong-type", ["string"]],
  ["42", 42, ["number", "integer"]],
  ["true", true, ["boolean"]],
  ["an object", { wrong: 1 }, ["object"]],
  ["an array", ["wrong"], ["array"]],
];

/**
 * Legal under the schema (a plain string there) but not what this version would send: the
 * checker may warn, and must not reject.
 */
const PLAUSIBLE: Record<string, string> = {
  protocolVersion: "2024-11-05",
  "io.modelcontextprotocol~1protocolVersion": "2025-06-18",
  resultType: "partial",
};

/** Strings that break a `format` (ajv-formats' reading of it). */
const BAD_FORMAT: Record<string, string> = {
  uri: "not a uri",
  "uri-template": "file:///{unclosed",
  byte: "not base64!",
  "date-time": "yesterday",
  email: "nobody",
};

/** A value of the same type as an enum's (or a const's) values, but not one of them. */
const wrongValue = (values: unknown[]): unknown =>
  values.every((x) => typeof x === "number") ? 987654321 : "not-a-valid-value";

/** A mutant not built yet: building copies the whole message, so only sampled ones are. */
type Plan = Omit<Mutant, "message"> & { make: () => unknown };

/** Mutants of one node of the template. */
function nodeMutants(t: Template, n: NodeInfo, rand: () => number): Plan[] {
  const out: Plan[] = [];
  const m = t.message;
  const plan = (kind: MutationKind, detail: string, make: () => unknown) =>
    out.push({ kind, path: n.path, detail, make });
  if (n.required === true && n.path) plan("remove-required", "removed", () => removeAt(m, n.path));
  if (n.required === false) plan("null-optional", "null", () => setAt(m, n.path, null));
  if (n.types && n.path) {
    const wrong = WRONG.filter(([, , types]) => !types.some((x) => n.types?.includes(x)));
    const pick = wrong[Math.floor(rand() * wrong.length)];
    if (pick) {
      plan("wrong-type", `${pick[0]} for ${n.types.join("|")}`, () => setAt(m, n.path, pick[1]));
    }
    if (n.types.includes("integer") && !n.types.includes("number")) {
      plan("wrong-type", "1.5 for integer", () => setAt(m, n.path, 1.5));
    }
  }
  if (n.values && n.path) {
    const wrong = wrongValue(n.values);
    const detail = `${JSON.stringify(wrong)} for ${JSON.stringify(n.values).slice(0, 60)}`;
    plan("wrong-value", detail, () => setAt(m, n.path, wrong));
  }
  const badFormat = n.format ? BAD_FORMAT[n.format] : undefined;
  if (badFormat !== undefined) {
    plan("wrong-format", `${JSON.stringify(badFormat)} for ${n.format}`, () =>
      setAt(m, n.path, badFormat),
    );
  }
  const key = n.path.slice(n.path.lastIndexOf("/") + 1);
  const plausible = PLAUSIBLE[key];
  if (plausible && n.types?.includes("string")) {
    plan("other-value", `${key} ${JSON.stringify(plausible)}`, () => setAt(m, n.path, plausible));
  }
  if (n.isObject) {
    plan("extra-key", `unknown key ${EXTRA_KEY}`, () => {
      const value = valueAt(m, n.path) as Record<string, unknown>;
      return setAt(m, n.path, { ...value, [EXTRA_KEY]: "surprise" });
    });
  }
  return out;
}

/** Mutations of the JSON-RPC envelope. */
function envelopeMutants(t: Template): Mutant[] {
  const m = t.message;
  const out: Mutant[] = [];
  const add = (path: string, detail: string, message: unknown) =>
    out.push({ kind: "envelope", path, detail, message });
  add("/jsonrpc", 'jsonrpc "1.0"', setAt(m, "/jsonrpc", "1.0"));
  add("", "unknown top-level key", { ...m, [EXTRA_KEY]: "surprise" });
  if (t.kind === "notification") {
    add("/id", "an id on a notification", { ...m, id: 7 });
    add("/result", "a result on a notification", { ...m, result: {} });
    add("/method", "unknown method", { ...m, method: `${t.method}x` });
    return out;
  }
  add("/id", "id null", setAt(m, "/id", null));
  add("/id", "id 1.5", setAt(m, "/id", 1.5));
  add("/id", "id beyond 2^53", setAt(m, "/id", 2 ** 53 + 2));
  add("/id", 'id ""', setAt(m, "/id", ""));
  add("/id", "id -1", setAt(m, "/id", -1));
  if (t.kind === "request") {
    add("/method", "unknown method", { ...m, method: `${t.method}x` });
    add("/params", "params an array", { ...m, params: [] });
    add("/result", "a result on a request", { ...m, result: {} });
  }
  if (t.kind === "success" || t.kind === "error") {
    add("/method", "a method on a reply", { ...m, method: t.method });
  }
  if (t.kind === "success")
    add("/error", "result and error", { ...m, error: { code: -32603, message: "x" } });
  if (t.kind === "error") {
    add("/result", "result and error", { ...m, result: {} });
    add("/id", "id removed", removeAt(m, "/id"));
  }
  return out;
}

/** A path with array indices and generated record keys made generic. */
export const genericPath = (path: string) =>
  path.replace(/\/\d+(?=\/|$)/g, "/*").replace(/\/key\d+(?=\/|$)/g, "/<key>");

/**
 * The template itself, its envelope mutants, every node mutant whose place in the schema
 * (message kind, method, mutation, generic path) `covered` has not seen yet, and up to
 * `perTemplate` more (a seeded sample), so every required key is removed somewhere, every
 * value retyped somewhere, without large templates crowding out the small ones.
 */
export function mutants(
  t: Template,
  perTemplate: number,
  seed: number,
  covered: Set<string> = new Set(),
): Mutant[] {
  const rand = prng(seed);
  const own: Mutant = { kind: "template", path: "", detail: t.label, message: t.message };
  const envelope = envelopeMutants(t);
  const enveloped = new Set(["/jsonrpc", "/id", "/method"]);
  const head = t.nodes.filter((n) => enveloped.has(n.path)).flatMap((n) => nodeMutants(t, n, rand));
  const fresh: Plan[] = [];
  const rest: Plan[] = [];
  for (const plan of t.nodes
    .filter((n) => !enveloped.has(n.path))
    .flatMap((n) => nodeMutants(t, n, rand))) {
    const sig = `${t.kind} ${t.method} ${plan.kind} ${plan.detail.startsWith("1.5") ? "1.5 " : ""}${genericPath(plan.path)}`;
    if (covered.has(sig)) rest.push(plan);
    else {
      covered.add(sig);
      fresh.push(plan);
    }
  }
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [rest[i], rest[j]] = [rest[j] as Plan, rest[i] as Plan];
  }
  const built = [...head, ...fresh, ...rest.slice(0, perTemplate)].map(({ make, ...plan }) => ({
    ...plan,
    message: make(),
  }));
  return [own, ...envelope, ...built];
}
