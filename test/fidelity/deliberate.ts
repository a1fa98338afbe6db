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

/** An envelope mutation, alone or as an element of a batch. */
const envelope = (d: Outcome, detail: string) =>
  (d.mutant.kind === "envelope" && d.mutant.detail === detail) ||
  (d.mutant.kind.startsWith("batch") &&
    d.mutant.detail.split(" + ").includes(`envelope ${detail}`));

export const DELIBERATE_VERDICTS: DeliberateVerdict[] = [
  {
    id: "result-and-error",
    description: "a reply carrying both `result` and `error`: the project rejects it",
    reason:
      "JSON-RPC 2.0 §5: both members MUST NOT be included; the official schema cannot say so " +
      "(no additionalProperties: false, and JSONRPCMessage is an anyOf)",
    matches: (d) => !d.project.valid && envelope(d, "result and error"),
  },
  {
    id: "empty-batch",
    description: "an empty array in 2025-03-26: the project rejects it",
    reason:
      "JSON-RPC 2.0 §6: an empty batch is an Invalid Request; JSONRPCBatchRequest has no minItems",
    matches: (d) =>
      !d.project.valid && d.mutant.message instanceof Array && !d.mutant.message.length,
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
