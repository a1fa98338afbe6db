import { describe, expect, it } from "vitest";
import { outgoingFacts } from "../messages/parse.ts";
import { type SessionState, getHeaders, postHeaders, protocolVersionHeader } from "./outgoing.ts";

const state = (patch: Partial<SessionState>): SessionState => ({
  custom: {},
  toolHeaders: new Map(),
  ...patch,
});
const ping = outgoingFacts(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "ping" }));

describe("MCP-Protocol-Version (2025 era)", () => {
  it("goes only with the versions that define it (2025-06-18 on), and with unknown ones", () => {
    expect(protocolVersionHeader(undefined)).toEqual({});
    expect(protocolVersionHeader("2024-11-05")).toEqual({});
    expect(protocolVersionHeader("2025-03-26")).toEqual({});
    expect(protocolVersionHeader("2025-06-18")).toEqual({ "MCP-Protocol-Version": "2025-06-18" });
    expect(protocolVersionHeader("2099-01-01")).toEqual({ "MCP-Protocol-Version": "2099-01-01" });
  });

  it("follows the negotiated version; a forced one is sent as given", () => {
    const older = state({ sessionId: "s-1", negotiated: "2025-03-26" });
    expect(postHeaders(older, ping)).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      "Mcp-Session-Id": "s-1",
    });
    expect(getHeaders(state({ negotiated: "2025-11-25" }))).toMatchObject({
      "MCP-Protocol-Version": "2025-11-25",
    });
    expect(postHeaders(state({ forced: "2025-03-26" }), ping)).toMatchObject({
      "MCP-Protocol-Version": "2025-03-26",
    });
  });
});
