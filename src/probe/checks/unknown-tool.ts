/**
 * A tools/call naming a tool the server does not list: a protocol error, -32602 (the tools
 * page's error handling names "Unknown tools" among the protocol errors and shows -32602 with
 * "Unknown tool"), not a tool result and not -32601/-32603. Only when the user opts in: a
 * server may do something for any name (one tried to launch a browser), as for any call.
 */
import type { ProbeConnection } from "../connection.ts";
import { type RunContext, errorCode, note, resultOf, unanswered } from "../context.ts";

const CHECK = "tools.unknown-name";

export async function checkUnknownTool(
  ctx: RunContext,
  main: ProbeConnection,
  optedIn: boolean,
): Promise<void> {
  if (!optedIn) {
    ctx.set(CHECK, "not-applicable", [], [note("unknown-tool-not-chosen")]);
    return;
  }
  if (!ctx.declares("tools")) {
    ctx.set(CHECK, "not-applicable", [], [note("not-declared", { capability: "tools" })]);
    return;
  }
  const name = `probe_no_such_tool_${Math.random().toString(36).slice(2, 8)}`;
  const exchange = await main.request("tools/call", { name, arguments: {} });
  if (!exchange.reply) {
    ctx.set(CHECK, "could-not-run", [exchange.seq], [unanswered(exchange, "tools/call")]);
    return;
  }
  const entries = [exchange.reply.seq, exchange.seq];
  const code = errorCode(exchange.reply.value);
  if (code === -32602) ctx.pass(CHECK, entries, [note("unknown-tool-refused", { name })]);
  else if (code !== undefined)
    ctx.fault(CHECK, entries, [note("wrong-code", { code, expected: -32602 })]);
  else if (resultOf(exchange.reply.value))
    ctx.fault(CHECK, entries, [note("unknown-tool-result", { name })]);
  else ctx.set(CHECK, "could-not-run", entries, [note("no-error-reply")]);
}
