/**
 * The findings for a value a tool schema could not check: the budget ran out, or the value
 * reached a pattern that only a backtracking engine could run. Warnings: the message may well be
 * right; what the user must learn is that this part of it was not checked, and why.
 */
import type { Emit } from "./emit.ts";
import type { ToolSchemaOutcome } from "./tool-schemas.ts";

type Unchecked = Exclude<ToolSchemaOutcome, { status: "checked" }>;

export interface UncheckedPlace {
  tool: string;
  schema: "inputSchema" | "outputSchema";
  path: string;
  budgetMs: number;
  maxDepth: number;
}

/** Why a pattern cannot run on re2js, after `"pattern" `. */
function whyPattern(o: Extract<Unchecked, { status: "unsupported-pattern" }>): string {
  switch (o.problem) {
    case "lookahead":
      return `uses lookahead ("${o.detail}")`;
    case "backreference":
      return `uses a backreference ("${o.detail}")`;
    case "property":
      return `uses a Unicode property the engine does not know ("${o.detail}")`;
    case "size":
      return "repeats or nests beyond what the engine allows";
    case "engine":
      return `is refused by the engine (${o.detail})`;
  }
}

export function emitUnchecked(outcome: Unchecked, place: UncheckedPlace, emit: Emit): void {
  const { tool, schema, path } = place;
  const input = schema === "inputSchema";
  const what = input ? "these arguments" : "this structuredContent";
  const skipped = input ? "they were not checked" : "it was not checked";
  if (outcome.status === "too-costly") {
    const limit = outcome.cause === "time" ? place.budgetMs : place.maxDepth;
    const how =
      outcome.cause === "time"
        ? `checking ${what} took longer than ${limit} ms`
        : `checking ${what} went deeper than ${limit} nested schemas`;
    emit(
      "warning",
      "session.tool-schema-too-costly",
      `The ${schema} of tool "${tool}" is too costly to check: ${how}, so ${skipped}.`,
      path,
      { tool, schema, cause: outcome.cause, limit },
    );
    return;
  }
  emit(
    "warning",
    "session.tool-schema-unsupported-pattern",
    `The ${schema} of tool "${tool}" has a pattern that cannot run safely: "${outcome.pattern}" ${whyPattern(outcome)}. Patterns run only on a linear-time engine (a backtracking one can be frozen by a hostile pattern), so ${input ? "the arguments were" : "structuredContent was"} not checked.`,
    path,
    { tool, schema, pattern: outcome.pattern, problem: outcome.problem, detail: outcome.detail },
  );
}
