/**
 * From 2026-07-28 a result says how to read it: `resultType` "input_required" makes it an
 * InputRequiredResult (the server needs more input before it can answer), "complete" (the only
 * other value) the method's own result. The official schema accepts a result as either branch
 * whatever `resultType` says, and InputRequiredResult requires nothing but `resultType`, so a
 * `tools/call` result without `content` would pass: the checker picks the branch by
 * `resultType` instead, and judges the result by that branch alone.
 */
import { getVersionSchema } from "../schema/index.ts";
import { listValues, preview } from "./describe.ts";
import type { SchemaCheck } from "./explain.ts";
import { unionOf } from "./navigate.ts";
import { type Shape, shapeOf } from "./shapes.ts";
import { closest } from "./similar.ts";
import { VERSION_FACTS, atLeast } from "./version.ts";

const INPUT_REQUIRED = "InputRequiredResult";
const COMPLETE = "complete";
const INPUT = "input_required";

/** The branches of a method's result: its own result, and InputRequiredResult when it may ask. */
function branchesOf(shape: Shape): { complete: Shape; input?: Shape } {
  if (!shape.anyOf) return { complete: shape };
  const branches = unionOf(shape).branches;
  const input = branches.find((b) => b.key === INPUT_REQUIRED);
  const complete = branches.find((b) => b !== input);
  if (!input || !complete || branches.length !== 2) return { complete: shape };
  return { complete, input };
}

/** The methods of a version whose result may be an InputRequiredResult. */
function methodsAsking(c: SchemaCheck): string[] {
  const out: string[] = [];
  for (const info of getVersionSchema(c.version).methods.values()) {
    if (info.resultKey && branchesOf(shapeOf(c.version, info.resultKey)).input) {
      out.push(info.method);
    }
  }
  return out;
}

/**
 * The shape to judge a success `result` by: for 2026-07-28 on, the branch its `resultType`
 * names, after reporting a `resultType` that names none. `root` is the method's result shape
 * (`Result` when the method is unknown, which may be either).
 */
export function resultBranch(
  c: SchemaCheck,
  method: string | undefined,
  root: Shape,
  result: Record<string, unknown>,
): Shape {
  if (!atLeast(c.version, VERSION_FACTS.resultTypeSince)) return root;
  const { r } = c;
  const known = method !== undefined;
  const { complete, input = known ? undefined : shapeOf(c.version, INPUT_REQUIRED) } =
    branchesOf(root);
  const type = result.resultType;
  const at = "/result/resultType";
  if (type === INPUT && input) {
    if (!Object.hasOwn(result, "inputRequests") && !Object.hasOwn(result, "requestState")) {
      r.add("mcp.input-required-empty", "/result");
    }
    return input;
  }
  if (type === INPUT && method !== undefined) {
    const fix = r.replaceFix(at, JSON.stringify(COMPLETE), { to: JSON.stringify(COMPLETE) });
    r.add(
      "mcp.result-input-not-allowed",
      at,
      { method, methods: listValues(methodsAsking(c)) },
      { fix },
    );
  } else if (typeof type === "string" && type !== COMPLETE) {
    const allowed = input ? [COMPLETE, INPUT] : [COMPLETE];
    const near = closest(type, allowed) ?? (input ? undefined : COMPLETE);
    const suggestion = near === undefined ? undefined : JSON.stringify(near);
    const fix = suggestion ? r.replaceFix(at, suggestion, { to: suggestion }) : undefined;
    const args = {
      got: preview(type),
      ...(input
        ? { input: "yes" }
        : { method: method ?? "", methods: listValues(methodsAsking(c)) }),
      ...(suggestion ? { suggestion } : {}),
    };
    r.add("mcp.result-type", at, args, { fix });
  }
  if (type === COMPLETE && input && known) {
    c.branches ??= new Map();
    c.branches.set("/result", { by: "resultType", tag: JSON.stringify(COMPLETE) });
  }
  return complete;
}
