/**
 * A short exchange with one of everything the diagram draws, for looking at it (the benchmark
 * page's `?demo`): handshake, calls with progress, out-of-order and error replies, a failed
 * tool, a server request, a batch, a stray reply, a reused id, broken text, a cancellation, a
 * crash and a restart, and server text that tries to be markup.
 */
import { LogBuilder, rpc } from "../../../protocol/exchange/testkit.ts";
import type { ExchangeEntry } from "../../../protocol/exchange/types.ts";

const call = (id: number, extra: Record<string, unknown> = {}) =>
  rpc.request(id, "tools/call", {
    name: "suggest_gifts",
    arguments: { occasion: "birthday", budget: 40 },
    ...extra,
  });

export function demoSession(): ExchangeEntry[] {
  return new LogBuilder(4)
    .event("started")
    .handshake()
    .out(rpc.request(1, "tools/list"))
    .in(rpc.result(1, { tools: [] }), 2)
    .out(call(2, { _meta: { progressToken: "gifts" } }))
    .out(call(3))
    .in(rpc.notification("notifications/progress", { progressToken: "gifts", progress: 1 }), 3)
    .in(rpc.error(3, -32602, "Invalid arguments: budget must be positive"), 2)
    .in(rpc.result(2, { content: [{ type: "text", text: "A mug" }] }), 9)
    .out(call(4))
    .in(rpc.result(4, { content: [{ type: "text", text: "Out of stock" }], isError: true }), 30)
    .in(rpc.request(0, "roots/list"))
    .out(rpc.result(0, { roots: [] }), 1)
    .out([rpc.request(5, "ping"), rpc.request(6, "prompts/list")])
    .in([rpc.result(6, { prompts: [] }), rpc.result(5)], 2)
    .in(rpc.result(77))
    .out(call(8))
    .out(call(8))
    .out('{"jsonrpc": "2.0", "id": 9, "method": ')
    .out(rpc.notification("notifications/cancelled", { requestId: 8 }))
    .in(rpc.notification('</text><script>alert("x")</script>'))
    .out(call(10, { _meta: { progressToken: 10 } }))
    .event("crashed", "The worker stopped: crashed from the server controls.")
    .event("restarted")
    .handshake()
    .out(call(11)).entries;
}
