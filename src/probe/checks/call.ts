/**
 * `tools/call`, only for the tools the user chose (a tool can change the server's data), with
 * the arguments the user wrote or ones made from the tool's inputSchema. The reply's
 * `structuredContent` is checked against the tool's outputSchema by the core's session rules
 * (its findings come in through `wire.ts`) and here.
 */
import { compileToolSchema } from "../../protocol/session/tool-schemas.ts";
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, errorCode, note, unanswered, resultOf } from "../context.ts";
import type { ToolChoice } from "../choice.ts";
import { argumentsOf } from "../sample.ts";

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export type { ToolChoice };

export async function checkCalls(
  ctx: RunContext,
  main: ProbeConnection,
  choice: ToolChoice,
): Promise<string[]> {
  const called: string[] = [];
  const names = Object.keys(choice);
  if (names.length === 0) {
    ctx.set("tools.call", "not-applicable", [], [note("no-tool-chosen")]);
    return called;
  }
  for (const name of names) {
    const listed = ctx.listed.tools.find(({ value }) => value.name === name);
    if (!listed) {
      ctx.set("tools.call", "could-not-run", [], [note("tool-not-listed", { tool: name })]);
      continue;
    }
    const given = choice[name];
    const args =
      given === "generate" || given === undefined ? argumentsOf(listed.value.inputSchema) : given;
    called.push(name);
    const exchange = await main.request("tools/call", {
      name,
      arguments: args,
    });
    if (!exchange.reply) {
      ctx.set("tools.call", "could-not-run", [exchange.seq], [unanswered(exchange, "tools/call")]);
      continue;
    }
    const entries = [exchange.reply.seq, exchange.seq];
    const refused = ctx.refusal(exchange);
    if (refused) {
      ctx.set("tools.call", "could-not-run", entries, [refused]);
      continue;
    }
    const result = resultOf(exchange.reply.value);
    if (!result) {
      ctx.fault("tools.call", entries, [
        note("call-error", { tool: name, code: errorCode(exchange.reply.value) ?? "?" }),
      ]);
      continue;
    }
    const output = listed.value.outputSchema;
    if (isRecord(output) && result.isError !== true) {
      const compiled = compileToolSchema(output);
      if (result.structuredContent === undefined) {
        ctx.fault("tools.call", entries, [note("structured-missing", { tool: name })]);
        continue;
      }
      if (compiled.ok) {
        const outcome = compiled.validate(result.structuredContent);
        if (outcome.status === "checked" && outcome.issues.length > 0) {
          const first = outcome.issues[0];
          ctx.fault("tools.call", entries, [
            note("structured-invalid", {
              tool: name,
              detail: first ? `${first.pointer} ${first.message}` : "",
            }),
          ]);
          continue;
        }
      }
    }
    // A tool's own failure, reported as the spec says, is no fault of the protocol.
    ctx.pass(
      "tools.call",
      entries,
      result.isError === true ? [note("tool-is-error", { tool: name })] : [],
    );
  }
  return called;
}
