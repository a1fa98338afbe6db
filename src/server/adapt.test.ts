import type { JSONRPCMessage } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { adaptOutbound } from "./adapt.ts";

const tool = {
  name: "suggest_gifts",
  title: "Suggest gifts",
  inputSchema: { type: "object" },
  outputSchema: { type: "object" },
  annotations: { readOnlyHint: true },
};

describe("adaptOutbound", () => {
  it("removes what an older version lacks from a copy, never from the message itself", () => {
    const message = { result: { tools: [tool] }, jsonrpc: "2.0", id: 1 } as JSONRPCMessage;
    const before = structuredClone(message);
    const out = adaptOutbound(message, "2024-11-05", "tools/list");
    expect(out).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: { tools: [{ name: "suggest_gifts", inputSchema: { type: "object" } }] },
    });
    expect(message).toEqual(before);
  });

  it("puts the members of a message no rule changes in reading order, in a new object", () => {
    const message = { result: {}, jsonrpc: "2.0", id: 7 } as JSONRPCMessage;
    const out = adaptOutbound(message, "2025-11-25", "ping");
    expect(out).not.toBe(message);
    expect(JSON.stringify(out)).toBe('{"jsonrpc":"2.0","id":7,"result":{}}');
    expect(Object.keys(message)).toEqual(["result", "jsonrpc", "id"]);
  });

  it("gives an unknown resource its version's error code on a copy", () => {
    const message = {
      jsonrpc: "2.0",
      id: 2,
      error: { code: -32602, message: "Resource not found", data: { uri: "gifts://nope" } },
    } as JSONRPCMessage;
    expect(adaptOutbound(message, "2025-06-18", "resources/read")).toMatchObject({
      error: { code: -32002 },
    });
    expect(adaptOutbound(message, "2026-07-28", "resources/read")).toMatchObject({
      error: { code: -32602 },
    });
    expect(message).toMatchObject({ error: { code: -32602 } });
  });
});
