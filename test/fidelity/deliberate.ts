/**
 * Every place where the project's verdict deliberately differs from the official schema's, each
 * with the reason. The fidelity tests fail on any difference not listed here, and on an entry
 * that no longer matches anything (so this list cannot go stale).
 */
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
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
    id: "empty-batch",
    description: "an empty array in 2025-03-26: the project rejects it",
    reason:
      "JSON-RPC 2.0 §6: an empty batch is an Invalid Request; JSONRPCBatchRequest has no minItems",
    matches: (d) =>
      stricter(d, "batch.empty") && Array.isArray(d.mutant.message) && !d.mutant.message.length,
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
