/**
 * A small MCP server over stdio, written by hand so that it can break the stdio transport's
 * rules on purpose, one fault per argument (`--fault <name>`, repeatable):
 * - `stray`: text that is no message on stdout (with control characters) before anything else;
 * - `split`: the reply to `ping` written over two lines;
 * - `crash`: exits in the middle of a `tools/call`, after its progress notification;
 * - `no-exit`: keeps running when stdin closes (SIGTERM ends it);
 * - `ignore-sigterm`: keeps running when stdin closes and ignores SIGTERM (only SIGKILL ends it).
 * `STDIO_FAULTY_FAULTS` (comma-separated) adds faults from the environment.
 * Without a fault it is a plain, correct server with one tool (`echo`) that logs to stderr.
 *
 * Run: node --import tsx test/servers/stdio-faulty.ts [--fault <name>]...
 */
import { createInterface } from "node:readline";

type Json = Record<string, unknown>;

// Faults may come from the environment too (to see an environment passed to the process).
const faults = new Set<string>((process.env.STDIO_FAULTY_FAULTS ?? "").split(",").filter(Boolean));
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === "--fault") faults.add(process.argv[++i] ?? "");
}

const VERSIONS = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"];
const TOOL = {
  name: "echo",
  description: "Says the text back.",
  inputSchema: {
    type: "object",
    properties: { text: { type: "string" } },
    required: ["text"],
  },
};

const write = (message: Json): void => {
  process.stdout.write(`${JSON.stringify(message)}\n`);
};
const result = (id: unknown, value: Json) => write({ jsonrpc: "2.0", id, result: value });
// An id that could not be read is left out, as 2025-11-25 says (the card speaks that version).
const error = (id: unknown, code: number, message: string) =>
  write({ jsonrpc: "2.0", ...(id !== undefined && { id }), error: { code, message } });

let initialized = false;

function handle(message: Json): void {
  const { id, method } = message;
  const params = (message.params ?? {}) as Json;
  if (typeof method !== "string") {
    if ("result" in message || "error" in message) return;
    return error(id, -32600, "Invalid Request: no method, no result, no error.");
  }
  const isRequest = typeof id === "string" || typeof id === "number";
  if (!isRequest) return;
  if (method === "initialize") {
    const asked = String(params.protocolVersion);
    initialized = true;
    return result(id, {
      protocolVersion: VERSIONS.includes(asked) ? asked : VERSIONS.at(-1),
      capabilities: { tools: {} },
      serverInfo: { name: "stdio-faulty", version: "1.0.0" },
    });
  }
  if (method === "ping") {
    if (faults.has("split")) {
      const text = JSON.stringify({ jsonrpc: "2.0", id, result: {} });
      const cut = text.indexOf(",") + 1;
      process.stdout.write(`${text.slice(0, cut)}\n${text.slice(cut)}\n`);
      return;
    }
    return result(id, {});
  }
  if (!initialized) return error(id, -32600, "Invalid Request: send initialize first.");
  switch (method) {
    case "tools/list":
      return result(id, { tools: [TOOL] });
    case "tools/call": {
      if (params.name !== "echo") return error(id, -32602, "Invalid params: unknown tool.");
      const args = (params.arguments ?? {}) as Json;
      if (typeof args.text !== "string")
        return error(id, -32602, "Invalid params: text is required.");
      if (faults.has("crash")) {
        write({
          jsonrpc: "2.0",
          method: "notifications/message",
          params: { level: "info", data: "echoing…" },
        });
        process.stderr.write("fatal: the echo chamber collapsed\n");
        process.exit(3);
      }
      return result(id, { content: [{ type: "text", text: args.text }] });
    }
    default:
      return error(id, -32601, `Method not found: ${method}`);
  }
}

if (faults.has("stray")) process.stdout.write("Server starting \u001b[31mnow\u001b[0m\u0007\n");
process.stderr.write("stdio-faulty: ready \u001b[32mgreen\u001b[0m\n");

const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  if (line.trim() === "") return;
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return error(undefined, -32700, "Parse error");
  }
  if (typeof message !== "object" || message === null || Array.isArray(message))
    return error(undefined, -32600, "Invalid Request");
  handle(message as Json);
});
// Each SIGTERM is said on stderr, so a test can count how many the client sent.
if (faults.has("ignore-sigterm"))
  process.on("SIGTERM", () => process.stderr.write("stdio-faulty: SIGTERM ignored\n"));
lines.on("close", () => {
  if (faults.has("no-exit") || faults.has("ignore-sigterm")) {
    // Something keeps the process alive after stdin has ended.
    setInterval(() => undefined, 60_000);
    return;
  }
  process.exit(0);
});
