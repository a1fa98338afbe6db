/**
 * Every place where the project's verdict deliberately differs from the official schema's, each
 * with the reason. The fidelity tests fail on any difference not listed here, and on an entry
 * that no longer matches anything (so this list cannot go stale).
 */
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
import { officialMethods, validateOfficial } from "../support/official-validator.ts";
import type { StructuralDifference } from "../support/structure.ts";
import type { Outcome } from "./differential.ts";

export interface DeliberateVerdict {
  id: string;
  /** What differs, in one line. */
  description: string;
  /** Why the project is stricter (or more lenient) than the official schema. */
  reason: string;
  matches: (d: Outcome) => boolean;
}

/** The message, or each element of a batch. */
const messages = (d: Outcome): unknown[] =>
  Array.isArray(d.mutant.message) ? d.mutant.message : [d.mutant.message];

const has = (m: unknown, ...keys: string[]) =>
  typeof m === "object" && m !== null && keys.every((k) => k in m);

/** The project rejects with this finding code what the official schema accepts. */
const stricter = (d: Outcome, code: string) =>
  !d.project.valid && d.official.valid && d.project.errors.some((e) => e.includes(` ${code}:`));

/** Every error of the project's is one of these codes. */
const onlyCodes = (d: Outcome, ...codes: string[]) =>
  d.project.errors.every((e) => codes.some((code) => e.includes(` ${code}:`)));

/** The `result` of a (non-batch) success reply. */
const resultOf = (d: Outcome): Record<string, unknown> | undefined => {
  const m = d.mutant.message;
  if (!has(m, "result") || has(m, "method", "error")) return undefined;
  const result = (m as { result: unknown }).result;
  return typeof result === "object" && result !== null && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : undefined;
};

/**
 * Whether the official schema accepts this result only as an InputRequiredResult: its method's
 * own result definition rejects it.
 */
function acceptedOnlyAsInputRequired(d: Outcome): boolean {
  const method = d.template.requestMethod;
  const result = resultOf(d);
  const def = method ? officialMethods(d.template.version).get(method)?.resultDef : undefined;
  return !!def && !!result && validateOfficial(d.template.version, def, result).length > 0;
}

export const DELIBERATE_VERDICTS: DeliberateVerdict[] = [
  {
    id: "result-and-error",
    description: "a reply carrying both `result` and `error`: the project rejects it",
    reason:
      "JSON-RPC 2.0 §5: both members MUST NOT be included; the official schema cannot say so " +
      "(no additionalProperties: false, and JSONRPCMessage is an anyOf)",
    matches: (d) =>
      stricter(d, "jsonrpc.result-and-error") && messages(d).some((m) => has(m, "result", "error")),
  },
  {
    id: "method-and-result",
    description:
      "a message with `method` and also `result` or `error`: the project rejects it as a reply " +
      "that carries `method`; the official schema reads it as a request with an extra member",
    reason:
      "JSON-RPC 2.0 keeps Request (method) and Response (result or error) apart; a message with " +
      "both cannot be answered or matched safely, and is almost always a copy-paste mistake",
    matches: (d) =>
      stricter(d, "jsonrpc.reply-with-method") &&
      messages(d).some((m) => has(m, "method", "id") && (has(m, "result") || has(m, "error"))),
  },
  {
    id: "result-by-result-type",
    description:
      'a 2026-07-28 result with `resultType` "complete" that is not the method\'s result ' +
      "(a `tools/call` result without `content`): the project rejects it",
    reason:
      '`resultType` says how to read a result: "complete" is the method\'s own result, ' +
      '"input_required" an InputRequiredResult. The official schema accepts either branch ' +
      "whatever `resultType` says, and InputRequiredResult requires nothing but `resultType`, " +
      "so it cannot reject a result that misses its method's fields",
    matches: (d) =>
      !d.project.valid &&
      d.official.valid &&
      resultOf(d)?.resultType === "complete" &&
      acceptedOnlyAsInputRequired(d),
  },
  {
    id: "result-type-values",
    description:
      'a 2026-07-28 `resultType` other than "complete" or "input_required", or ' +
      '"input_required" from a method that cannot ask for input (`tools/list`): rejected',
    reason:
      "ResultType names two values (complete, input_required) and only tools/call, " +
      "prompts/get and resources/read may answer with an InputRequiredResult; the official " +
      "schema types `resultType` as any string",
    matches: (d) => stricter(d, "mcp.result-type") || stricter(d, "mcp.result-input-not-allowed"),
  },
  {
    id: "input-required-empty",
    description:
      'a 2026-07-28 result with `resultType` "input_required" and neither `inputRequests` ' +
      "nor `requestState`: the project rejects it",
    reason:
      "InputRequiredResult: at least one of `inputRequests` or `requestState` MUST be present; " +
      "the official schema makes both optional",
    matches: (d) => {
      const result = resultOf(d);
      return (
        stricter(d, "mcp.input-required-empty") &&
        onlyCodes(d, "mcp.input-required-empty") &&
        !!result &&
        !has(result, "inputRequests") &&
        !has(result, "requestState")
      );
    },
  },
  {
    id: "empty-batch",
    description: "an empty array in 2025-03-26: the project rejects it",
    reason:
      "JSON-RPC 2.0 §6: an empty batch is an Invalid Request; JSONRPCBatchRequest has no minItems",
    matches: (d) =>
      stricter(d, "batch.empty") && Array.isArray(d.mutant.message) && !d.mutant.message.length,
  },
];

/** An official example the project rejects, because it contradicts the official schema. */
export interface DeliberateExample {
  /** `Definition/file.json` under the version's `examples/`. */
  example: string;
  /** The keys of `result` the example leaves out although the schema requires them. */
  missing: string[];
  reason: string;
}

export const DELIBERATE_EXAMPLES: DeliberateExample[] = [
  {
    example: "ReadResourceResultResponse/read-resource-result-response.json",
    missing: ["cacheScope", "ttlMs"],
    reason:
      'its `resultType` "complete" makes it a ReadResourceResult, which requires `ttlMs` and ' +
      "`cacheScope`; the official schema accepts it only as an InputRequiredResult. The " +
      "checker follows the schema, and its findings say that the example leaves them out",
  },
];

export interface DeliberateStructure {
  id: string;
  versions?: ProtocolVersion[];
  /** The definition (or `method (Definition)`) name the difference is reported under. */
  name: string | RegExp;
  reason: string;
  /** When given, only differences whose every line matches are covered. */
  line?: RegExp;
}

export const DELIBERATE_STRUCTURE: DeliberateStructure[] = [];

export function isDeliberateStructure(
  version: ProtocolVersion,
  d: StructuralDifference,
): DeliberateStructure | undefined {
  return DELIBERATE_STRUCTURE.find(
    (e) =>
      (!e.versions || e.versions.includes(version)) &&
      (typeof e.name === "string" ? e.name === d.name : e.name.test(d.name)) &&
      (!e.line || d.lines.every((l) => e.line?.test(l))),
  );
}
