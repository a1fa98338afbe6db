/**
 * Deterministic inputs for the benchmarks: a mixed 10,000-message session (5% invalid) and a
 * single tools/list reply of about 5 MB.
 */

import { prng } from "../test/support/prng.ts";

export interface SessionLine {
  text: string;
  direction: "client-to-server" | "server-to-client";
  /** For replies: the method of the request they answer. */
  requestMethod?: string;
  invalid: boolean;
}

const OCCASIONS = ["birthday", "wedding", "graduation", "housewarming", "retirement"];

function tool(i: number) {
  return {
    name: `tool_${i}`,
    title: `Tool number ${i}`,
    description: `Suggests gifts for an occasion within a budget; variant ${i} of the catalog search.`,
    inputSchema: {
      type: "object",
      properties: {
        occasion: { type: "string", description: "What the gift is for" },
        budget: { type: "number", minimum: 0, description: "Budget in USD" },
        recipient: { type: "string" },
        tags: { type: "array", items: { type: "string" } },
      },
      required: ["occasion", "budget"],
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  };
}

/** A `tools/list` success reply of at least `bytes` bytes (pretty-printed like a real log). */
export function bigToolsListReply(bytes = 5 * 1024 * 1024): string {
  const tools: unknown[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const t = tool(i);
    tools.push(t);
    // Pretty-printed inside result.tools, each line is indented six spaces deeper.
    const pretty = JSON.stringify(t, null, 2);
    size += pretty.length + pretty.split("\n").length * 6 + 2;
  }
  return JSON.stringify({ jsonrpc: "2.0", id: 2, result: { tools } }, null, 2);
}

/** Breaks a valid message in one of the ways learners do. */
function mutate(message: Record<string, unknown>, rnd: () => number): Record<string, unknown> {
  const m = structuredClone(message);
  const params = m.params as Record<string, unknown> | undefined;
  switch (Math.floor(rnd() * 5)) {
    case 0:
      m.jsonrpc = "1.0";
      break;
    case 1:
      if ("id" in m) m.id = null;
      else m.jsonrpc = 2;
      break;
    case 2:
      if (params && "name" in params) delete params.name;
      else m.method = "tool/call";
      break;
    case 3:
      if (params && "arguments" in params) params.arguments = "budget=50";
      else if (params) params._meta = 7;
      else m.method = 42;
      break;
    default:
      if ("result" in m) m.error = { code: "oops" };
      else m.method = "notifications/unknown";
  }
  return m;
}

export function generateSession(count = 10_000, invalidShare = 0.05, seed = 7): SessionLine[] {
  const rnd = prng(seed);
  const lines: SessionLine[] = [];
  const push = (
    message: Record<string, unknown>,
    direction: SessionLine["direction"],
    requestMethod?: string,
  ) => {
    const invalid = lines.length > 3 && rnd() < invalidShare;
    const value = invalid ? mutate(message, rnd) : message;
    lines.push({
      text: JSON.stringify(value),
      direction,
      invalid,
      ...(requestMethod ? { requestMethod } : {}),
    });
  };
  push(
    {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: { roots: { listChanged: true }, sampling: {} },
        clientInfo: { name: "bench-client", version: "1.0.0" },
      },
    },
    "client-to-server",
  );
  push(
    {
      jsonrpc: "2.0",
      id: 0,
      result: {
        protocolVersion: "2025-11-25",
        capabilities: { tools: { listChanged: true }, resources: { subscribe: true }, logging: {} },
        serverInfo: { name: "gift-server", version: "1.0.0" },
      },
    },
    "server-to-client",
    "initialize",
  );
  push({ jsonrpc: "2.0", method: "notifications/initialized" }, "client-to-server");
  let id = 1;
  while (lines.length < count) {
    const r = rnd();
    const reqId = id++;
    if (r < 0.35) {
      const occasion = OCCASIONS[Math.floor(rnd() * OCCASIONS.length)] ?? "birthday";
      push(
        {
          jsonrpc: "2.0",
          id: reqId,
          method: "tools/call",
          params: {
            name: "suggest_gifts",
            arguments: { occasion, budget: Math.round(rnd() * 200) },
          },
        },
        "client-to-server",
      );
      push(
        {
          jsonrpc: "2.0",
          id: reqId,
          result: {
            content: [
              { type: "text", text: `3 gift ideas for a ${occasion}: a book, a mug, a plant.` },
            ],
            structuredContent: {
              gifts: [
                { name: "Book", price: 20, category: "culture" },
                { name: "Mug", price: 12, category: "home" },
                { name: "Plant", price: 30, category: "garden" },
              ],
            },
            isError: false,
          },
        },
        "server-to-client",
        "tools/call",
      );
    } else if (r < 0.5) {
      push({ jsonrpc: "2.0", id: reqId, method: "tools/list", params: {} }, "client-to-server");
      push(
        { jsonrpc: "2.0", id: reqId, result: { tools: [tool(1), tool(2)] } },
        "server-to-client",
        "tools/list",
      );
    } else if (r < 0.65) {
      push(
        {
          jsonrpc: "2.0",
          id: reqId,
          method: "resources/read",
          params: { uri: "gifts://catalog" },
        },
        "client-to-server",
      );
      push(
        {
          jsonrpc: "2.0",
          id: reqId,
          result: {
            contents: [
              { uri: "gifts://catalog", mimeType: "application/json", text: '{"gifts":[]}' },
            ],
          },
        },
        "server-to-client",
        "resources/read",
      );
    } else if (r < 0.75) {
      push(
        {
          jsonrpc: "2.0",
          id: reqId,
          method: "prompts/get",
          params: { name: "gift_congrats_style", arguments: { tone: "warm", recipient: "Ann" } },
        },
        "client-to-server",
      );
      push(
        {
          jsonrpc: "2.0",
          id: reqId,
          result: {
            description: "A warm congratulation",
            messages: [{ role: "user", content: { type: "text", text: "Write a warm note." } }],
          },
        },
        "server-to-client",
        "prompts/get",
      );
    } else if (r < 0.85) {
      push(
        {
          jsonrpc: "2.0",
          method: "notifications/message",
          params: { level: "info", logger: "gifts", data: { event: "search", hits: 3 } },
        },
        "server-to-client",
      );
    } else if (r < 0.93) {
      push(
        {
          jsonrpc: "2.0",
          method: "notifications/progress",
          params: { progressToken: `p${reqId}`, progress: 1, total: 3, message: "Searching" },
        },
        "server-to-client",
      );
    } else {
      push({ jsonrpc: "2.0", id: reqId, method: "ping" }, "client-to-server");
      push({ jsonrpc: "2.0", id: reqId, result: {} }, "server-to-client", "ping");
    }
  }
  return lines.slice(0, count);
}
