/**
 * Tools the server declared in `tools/list` replies, and the rules that use them: `tools/call`
 * arguments against the tool's `inputSchema`, and the reply's `structuredContent` against its
 * `outputSchema`. The schemas come from the server, so they run in the interpreter of
 * `tool-schemas.ts` within a budget; a value it could not check is a warning (`unchecked.ts`).
 */
import type { SchemaBudget } from "./budget.ts";
import type { Emit } from "./emit.ts";
import {
  type CompiledToolSchema,
  DEFAULT_CHECK_LIMITS,
  type Limits,
  compileToolSchema,
} from "./tool-schemas.ts";
import type { KnownToolInfo } from "./types.ts";
import { emitUnchecked } from "./unchecked.ts";
import { isObject } from "./util.ts";

interface KnownTool {
  name: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  input?: CompiledToolSchema;
  output?: CompiledToolSchema;
}

const MAX_LISTED = 20;

export class ToolBook {
  private readonly tools = new Map<string, KnownTool>();
  private overflowed = false;
  private readonly limits: Limits;

  /**
   * `budgetMs`: how long preparing a schema, or checking one value, may take; `budget`: what
   * the whole session may spend on them, on the same clock.
   */
  constructor(
    private readonly max: number,
    budgetMs: number,
    private readonly budget: SchemaBudget,
    now: () => number,
  ) {
    this.limits = { ...DEFAULT_CHECK_LIMITS, budgetMs, now };
  }

  get size(): number {
    return this.tools.size;
  }

  list(): KnownToolInfo[] {
    return [...this.tools.values()].map((t) => ({
      name: t.name,
      hasInputSchema: t.inputSchema !== undefined,
      hasOutputSchema: t.outputSchema !== undefined,
    }));
  }

  /** Records the tools of a successful `tools/list` result; a first page replaces what was known. */
  recordList(result: unknown, firstPage: boolean, emit: Emit): void {
    if (!isObject(result) || !Array.isArray(result.tools)) return;
    if (firstPage) this.tools.clear();
    for (const tool of result.tools as unknown[]) {
      if (!isObject(tool) || typeof tool.name !== "string") continue;
      this.tools.delete(tool.name);
      this.tools.set(tool.name, {
        name: tool.name,
        ...("inputSchema" in tool ? { inputSchema: tool.inputSchema } : {}),
        ...("outputSchema" in tool ? { outputSchema: tool.outputSchema } : {}),
      });
      if (this.tools.size > this.max) {
        this.tools.delete(this.tools.keys().next().value as string);
        if (!this.overflowed) {
          this.overflowed = true;
          emit(
            "warning",
            "session.tools-overflow",
            `The session remembers at most ${this.max} tools; the oldest are forgotten, so calls to them are no longer checked.`,
            "/result/tools",
            { limit: this.max },
          );
        }
      }
    }
  }

  /** Checks a `tools/call` request's arguments; returns the tool name to remember for the reply. */
  checkCall(params: unknown, emit: Emit): string | undefined {
    if (!isObject(params) || typeof params.name !== "string") return undefined;
    const name = params.name;
    if (this.tools.size === 0) return name;
    const tool = this.tools.get(name);
    if (!tool) {
      const known = [...this.tools.keys()];
      const shown =
        known.slice(0, MAX_LISTED).join(", ") + (known.length > MAX_LISTED ? ", …" : "");
      emit(
        "warning",
        "session.unknown-tool",
        `The server did not declare a tool named "${name}" in its tools/list reply. Known tools: ${shown}.`,
        "/params/name",
        { tool: name, known: shown },
      );
      return name;
    }
    if (tool.inputSchema === undefined) return name;
    if (this.budget.spent) {
      this.emitSpent(name, "inputSchema", "/params/name", emit);
      return name;
    }
    tool.input ??= this.budget.measure(() => compileToolSchema(tool.inputSchema, this.limits));
    if (!tool.input.ok) {
      emit(
        "warning",
        "session.tool-schema-invalid",
        `The inputSchema the server declared for tool "${name}" cannot be used (${tool.input.reason}), so the arguments were not checked.`,
        "/params/name",
        { tool: name, reason: tool.input.reason },
      );
      return name;
    }
    const present = "arguments" in params && params.arguments !== undefined;
    const args = present ? params.arguments : {};
    const input = tool.input;
    const outcome = this.budget.measure(() => input.validate(args, this.limits));
    if (outcome.status !== "checked") {
      const path = present ? "/params/arguments" : "/params";
      emitUnchecked(outcome, this.place(name, "inputSchema", path), emit);
      return name;
    }
    for (const issue of outcome.issues) {
      const where = present ? `/params/arguments${issue.pointer}` : "/params";
      emit(
        "error",
        "session.tool-arguments",
        `The arguments do not match the inputSchema of tool "${name}": ${issue.message.replace(/^the value/, "the arguments")}.`,
        where,
        { tool: name, keyword: issue.keyword, detail: issue.message },
        issue.keyword === "additionalProperties",
      );
    }
    return name;
  }

  /** Checks a successful `tools/call` result against the tool's `outputSchema`. */
  checkResult(toolName: string, result: unknown, emit: Emit): void {
    const tool = this.tools.get(toolName);
    if (!tool || tool.outputSchema === undefined || !isObject(result)) return;
    // A 2026-07-28 server may answer "input required" instead of the tool's result.
    if (result.resultType !== undefined && result.resultType !== "complete") return;
    if (result.isError === true) return;
    if (!("structuredContent" in result)) {
      emit(
        "error",
        "session.structured-content-missing",
        `Tool "${toolName}" declares an outputSchema, so its result must carry structuredContent (unless isError is true).`,
        "/result",
        { tool: toolName },
      );
      return;
    }
    if (this.budget.spent) {
      this.emitSpent(toolName, "outputSchema", "/result/structuredContent", emit);
      return;
    }
    tool.output ??= this.budget.measure(() => compileToolSchema(tool.outputSchema, this.limits));
    if (!tool.output.ok) {
      emit(
        "warning",
        "session.tool-schema-invalid",
        `The outputSchema the server declared for tool "${toolName}" cannot be used (${tool.output.reason}), so structuredContent was not checked.`,
        "/result/structuredContent",
        { tool: toolName, reason: tool.output.reason },
      );
      return;
    }
    const output = tool.output;
    const outcome = this.budget.measure(() =>
      output.validate(result.structuredContent, this.limits),
    );
    if (outcome.status !== "checked") {
      const place = this.place(toolName, "outputSchema", "/result/structuredContent");
      emitUnchecked(outcome, place, emit);
      return;
    }
    for (const issue of outcome.issues) {
      emit(
        "error",
        "session.tool-structured-content",
        `structuredContent does not match the outputSchema of tool "${toolName}": ${issue.message.replace(/^the value/, "structuredContent")}.`,
        `/result/structuredContent${issue.pointer}`,
        { tool: toolName, keyword: issue.keyword, detail: issue.message },
        issue.keyword === "additionalProperties",
      );
    }
  }

  private emitSpent(
    tool: string,
    schema: "inputSchema" | "outputSchema",
    path: string,
    emit: Emit,
  ): void {
    const args = this.budget.args();
    const what = schema === "inputSchema" ? "the arguments were" : "structuredContent was";
    emit(
      "warning",
      "session.tool-schema-budget-spent",
      `Checking tool schemas has used up this session's budget (${args.limit} ms: ${args.base} ms, plus ${args.perMb} ms per MB of messages checked), so ${what} not checked against the ${schema} of tool "${tool}".`,
      path,
      { tool, schema, ...args },
    );
  }

  private place(tool: string, schema: "inputSchema" | "outputSchema", path: string) {
    return { tool, schema, path, budgetMs: this.limits.budgetMs, maxDepth: this.limits.maxDepth };
  }
}
