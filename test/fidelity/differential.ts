/**
 * The differential run: every template and mutant of a version judged by the project and by
 * the official schema, with the disagreements grouped by cause for a readable report.
 */
import type { ProtocolVersion } from "../../src/protocol/versions.ts";
import { type OfficialVerdict, officialVerdict } from "../support/official-validator.ts";
import { type Case, extraCases } from "./batches.ts";
import { type Mutant, type MutationKind, genericPath, mutants } from "./mutants.ts";
import { type ProjectVerdict, projectVerdict } from "./project-verdict.ts";
import { type Template, templates } from "./templates.ts";

export interface Outcome {
  template: Template;
  mutant: Mutant;
  project: ProjectVerdict;
  official: OfficialVerdict;
}

export interface VersionRun {
  version: ProtocolVersion;
  templates: number;
  messages: number;
  agreements: number;
  /** Messages the official schema rejects (mutants that really broke something). */
  officialInvalid: number;
  projectInvalid: number;
  disagreements: Outcome[];
  /** Per mutation kind: messages, and how many the official schema rejects. */
  byKind: Map<MutationKind, { messages: number; officialInvalid: number }>;
  /** Success replies with `resultType` "complete" and a top-level required key removed. */
  resultRemovals: { method: string; key: string; project: ProjectVerdict }[];
}

export interface RunOptions {
  seed: number;
  variantsPerPart: number;
  mutantsPerTemplate: number;
  /** Batches drawn from the generated messages. */
  batches: number;
}

export const DEFAULT_RUN: RunOptions = {
  seed: 20260728,
  variantsPerPart: 8,
  mutantsPerTemplate: 8,
  batches: 300,
};

export function runVersion(version: ProtocolVersion, o: RunOptions = DEFAULT_RUN): VersionRun {
  const all = templates(version, { seed: o.seed, variantsPerPart: o.variantsPerPart });
  const seen = new Set<string>();
  const run: VersionRun = {
    version,
    templates: all.length,
    messages: 0,
    agreements: 0,
    officialInvalid: 0,
    projectInvalid: 0,
    disagreements: [],
    byKind: new Map(),
    resultRemovals: [],
  };
  const cases: Case[] = [];
  const covered = new Set<string>();
  all.forEach((template, i) => {
    for (const mutant of mutants(template, o.mutantsPerTemplate, o.seed + i, covered)) {
      const key = `${template.requestMethod ?? ""}\n${JSON.stringify(mutant.message)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      cases.push({ template, mutant });
    }
  });
  cases.push(...extraCases(version, cases, o.batches, o.seed));
  for (const { template, mutant } of cases) {
    const method = template.requestMethod;
    const lookup = template.requestMethodOf ?? (method ? () => method : undefined);
    const official = officialVerdict(version, mutant.message, lookup);
    const project = projectVerdict(version, mutant.message, lookup);
    run.messages++;
    const kind = run.byKind.get(mutant.kind) ?? { messages: 0, officialInvalid: 0 };
    run.byKind.set(mutant.kind, kind);
    kind.messages++;
    if (!official.valid) kind.officialInvalid++;
    if (!official.valid) run.officialInvalid++;
    if (!project.valid) run.projectInvalid++;
    if (official.valid === project.valid) run.agreements++;
    else run.disagreements.push({ template, mutant, project, official });
    const removed = /^\/result\/([^/]+)$/.exec(mutant.path)?.[1];
    const result = resultOf(mutant.message);
    if (mutant.kind === "remove-required" && removed && result?.resultType === "complete") {
      run.resultRemovals.push({ method: template.method, key: removed, project });
    }
  }
  return run;
}

/** The `result` object of a single success reply, if the message is one. */
function resultOf(message: unknown): Record<string, unknown> | undefined {
  if (typeof message !== "object" || message === null || Array.isArray(message)) return undefined;
  const result = (message as { result?: unknown }).result;
  return typeof result === "object" && result !== null && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : undefined;
}

/** "96.21%": the share of messages on which both verdicts agree. */
export const agreement = (run: VersionRun): string =>
  `${((100 * run.agreements) / Math.max(1, run.messages)).toFixed(2)}%`;

/** The cause of a disagreement, for grouping: direction, message kind, mutation, generic path. */
export function causeOf(d: Outcome): string {
  const side = d.project.valid
    ? "project accepts, official rejects"
    : "project rejects, official accepts";
  const path = genericPath(d.mutant.path);
  const what =
    d.mutant.kind === "template"
      ? "template"
      : d.mutant.kind === "envelope"
        ? `envelope: ${d.mutant.detail}`
        : d.mutant.kind;
  return `${side} · ${d.template.kind} · ${what} at ${path || "/"}`;
}

export function groupByCause(ds: Outcome[]): Map<string, Outcome[]> {
  const groups = new Map<string, Outcome[]>();
  for (const d of ds) {
    const key = causeOf(d);
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return new Map([...groups].sort((a, b) => b[1].length - a[1].length));
}

/** The methods a group of disagreements touches. */
export const methodsOf = (ds: Outcome[]) => [...new Set(ds.map((d) => d.template.method))].sort();

/** One disagreement in full: the message, the path, both verdicts and both sides' errors. */
export function describe(d: Outcome): string {
  const text = JSON.stringify(d.mutant.message);
  return [
    `  ${d.template.label} / ${d.mutant.kind} ${d.mutant.detail} at ${d.mutant.path || "/"}`,
    `    message: ${text.length > 400 ? `${text.slice(0, 400)}…` : text}`,
    d.template.requestMethod ? `    reply to: ${d.template.requestMethod}` : "",
    `    project ${d.project.valid ? "valid" : "invalid"}: ${d.project.errors.slice(0, 4).join(" | ") || "-"}`,
    `    official ${d.official.valid ? "valid" : "invalid"}: ${d.official.errors.slice(0, 4).join(" | ") || "-"}`,
  ]
    .filter(Boolean)
    .join("\n");
}

export function summary(run: VersionRun): string {
  return (
    `${run.version}: ${run.messages} messages from ${run.templates} templates, ` +
    `agreement ${agreement(run)} (${run.disagreements.length} disagreements; official invalid ` +
    `${run.officialInvalid}, project invalid ${run.projectInvalid})` +
    `\n  by mutation (messages/official invalid): ` +
    [...run.byKind].map(([k, v]) => `${k} ${v.messages}/${v.officialInvalid}`).join(", ")
  );
}
