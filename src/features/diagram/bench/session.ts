/**
 * A synthetic exchange for the diagram's benchmark: what a long session with the gift server
 * looks like. Handshakes, tool calls with progress, replies out of order, errors and failed
 * tools, server pings, log notifications, a few stray replies and broken texts, and a crash
 * with a restart every few thousand messages. Deterministic for a given seed.
 */
import type { ExchangeEntry, Flow } from "../../../protocol/exchange/types.ts";

/** A small seeded generator (mulberry32): the same session on every run and machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const OCCASIONS = ["birthday", "wedding", "housewarming", "graduation", "anniversary"];
const GIFTS = ["ceramic mug set", "herb garden kit", "wool blanket", "cookbook", "tea sampler"];

const TOOLS = {
  tools: [
    {
      name: "suggest_gifts",
      description: "Suggests up to five gifts from the catalog for an occasion, within a budget.",
      inputSchema: {
        type: "object",
        properties: { occasion: { type: "string" }, budget: { type: "number" } },
        required: ["occasion", "budget"],
      },
    },
  ],
};

export function syntheticSession(messages = 10_000, seed = 7): ExchangeEntry[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const entries: ExchangeEntry[] = [];
  let at = 1_700_000_000_000;
  let count = 0;
  const send = (flow: Flow, message: unknown) => {
    at += 0.2 + next() * 8;
    const text = typeof message === "string" ? message : JSON.stringify(message);
    entries.push({ type: "message", seq: entries.length, flow, text, at });
    count++;
  };
  const event = (kind: "crashed" | "restarted", detail?: string) => {
    at += 5;
    entries.push({
      type: "event",
      seq: entries.length,
      event: kind,
      at,
      ...(detail ? { detail } : {}),
    });
  };
  const handshake = () => {
    send("out", {
      jsonrpc: "2.0",
      id: 0,
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "mcp-playground", version: "0.1.0" },
      },
    });
    send("in", {
      jsonrpc: "2.0",
      id: 0,
      result: {
        protocolVersion: "2025-11-25",
        capabilities: { tools: {}, logging: {} },
        serverInfo: { name: "gift-server", version: "1.0.0" },
      },
    });
    send("out", { jsonrpc: "2.0", method: "notifications/initialized" });
    send("out", { jsonrpc: "2.0", id: 1, method: "tools/list" });
    send("in", { jsonrpc: "2.0", id: 1, result: TOOLS });
  };

  handshake();
  let id = 2;
  let serverId = 0;
  while (count < messages) {
    const roll = next();
    if (roll < 0.0004 && count > 100) {
      event("crashed", "The gift server stopped: crashed from the controls.");
      event("restarted");
      handshake();
      id = 2;
      continue;
    }
    if (roll < 0.01) {
      send("in", { jsonrpc: "2.0", id: 9_000 + id, result: {} }); // a stray reply
      continue;
    }
    if (roll < 0.015) {
      send("out", '{"jsonrpc": "2.0", "id": ' + id++ + ', "method": "tools/call", "params": {');
      continue;
    }
    if (roll < 0.04) {
      send("in", { jsonrpc: "2.0", id: `s${serverId}`, method: "ping" });
      send("out", { jsonrpc: "2.0", id: `s${serverId++}`, result: {} });
      continue;
    }
    if (roll < 0.08) {
      send("in", {
        jsonrpc: "2.0",
        method: "notifications/message",
        params: { level: "info", logger: "gifts", data: `catalog searched for ${pick(OCCASIONS)}` },
      });
      continue;
    }
    // One to three calls in flight, answered in reverse order.
    const calls = 1 + Math.floor(next() * 3);
    const open: { id: number; token?: string }[] = [];
    for (let c = 0; c < calls; c++) {
      const call = { id: id++, ...(next() < 0.2 ? { token: `p${id}` } : {}) };
      open.push(call);
      send("out", {
        jsonrpc: "2.0",
        id: call.id,
        method: "tools/call",
        params: {
          name: "suggest_gifts",
          arguments: { occasion: pick(OCCASIONS), budget: 10 + Math.floor(next() * 200) },
          ...(call.token ? { _meta: { progressToken: call.token } } : {}),
        },
      });
    }
    for (const call of open.reverse()) {
      if (call.token) {
        for (let p = 1; p <= 2; p++) {
          send("in", {
            jsonrpc: "2.0",
            method: "notifications/progress",
            params: { progressToken: call.token, progress: p, total: 2 },
          });
        }
      }
      const outcome = next();
      if (outcome < 0.05) {
        send("in", {
          jsonrpc: "2.0",
          id: call.id,
          error: { code: -32602, message: "Invalid arguments: budget must be positive" },
        });
      } else {
        const gifts = [pick(GIFTS), pick(GIFTS), pick(GIFTS)];
        send("in", {
          jsonrpc: "2.0",
          id: call.id,
          result: {
            content: [{ type: "text", text: `Ideas: ${gifts.join(", ")}.` }],
            ...(outcome < 0.1 ? { isError: true } : {}),
          },
        });
      }
    }
  }
  // Exactly `messages` messages: a cut mid-exchange leaves a few requests pending, as in life.
  let kept = 0;
  const end = entries.findIndex((e) => e.type === "message" && ++kept > messages);
  return end === -1 ? entries : entries.slice(0, end);
}
