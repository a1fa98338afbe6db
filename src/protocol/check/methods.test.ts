import { describe, expect, it } from "vitest";
import { checkText } from "./check.ts";
import { expectFinding, expectFixed } from "./testkit.ts";

describe("methods and versions", () => {
  it("mcp.method-not-in-version names the versions that have the method", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", "params": {}}';
    const { f } = expectFinding(
      text,
      "mcp.method-not-in-version",
      "/method",
      '"elicitation/create"',
      {
        version: "2025-03-26",
      },
    );
    expect(f.message).toBe(
      "`elicitation/create` exists in 2025-06-18 to 2025-11-25; you selected 2025-03-26. Select a version that has it, or use a method of 2025-03-26.",
    );
    const init =
      '{"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}}';
    const later = expectFinding(init, "mcp.method-not-in-version", "/method", '"initialize"', {
      version: "2026-07-28",
    });
    expect(later.f.message).toMatch(
      /^`initialize` exists in 2024-11-05 to 2025-11-25; you selected 2026-07-28/,
    );
    const discover = '{"jsonrpc": "2.0", "id": 1, "method": "server/discover"}';
    const since = expectFinding(
      discover,
      "mcp.method-not-in-version",
      "/method",
      '"server/discover"',
    );
    expect(since.f.message).toMatch(
      /^`server\/discover` exists only in 2026-07-28; you selected 2025-11-25/,
    );
  });

  it("mcp.method-unknown: did-you-mean with a fix, or none when nothing is close", () => {
    const cases: [string, string][] = [
      ["tools/execute", "tools/call"],
      ["tool/call", "tools/call"],
      ["list_tools", "tools/list"],
      ["tools/lsit", "tools/list"],
      ["resources/get", "resources/read"],
    ];
    for (const [wrong, right] of cases) {
      const text = `{"jsonrpc": "2.0", "id": 1, "method": "${wrong}", "params": {}}`;
      const { f } = expectFinding(text, "mcp.method-unknown", "/method", `"${wrong}"`);
      expect(f.message).toBe(`\`${wrong}\` is not an MCP method. Did you mean \`${right}\`?`);
      expect(expectFixed(text, "mcp.method-unknown")).toContain(`"method": "${right}"`);
    }
    const far = '{"jsonrpc": "2.0", "id": 1, "method": "acme/frobnicate"}';
    const { f } = expectFinding(far, "mcp.method-unknown", "/method", '"acme/frobnicate"');
    expect(f.fix).toBeUndefined();
    expect(f.message).toMatch(/not an MCP method in any version/);
  });

  it("mcp.notification-with-id and mcp.request-without-id, with fixes", () => {
    const withId = '{"jsonrpc": "2.0", "id": 4, "method": "notifications/initialized"}';
    expectFinding(withId, "mcp.notification-with-id", "/id", '"id"');
    expect(expectFixed(withId, "mcp.notification-with-id")).toBe(
      '{"jsonrpc": "2.0", "method": "notifications/initialized"}',
    );
    const noId = '{"jsonrpc": "2.0", "method": "tools/list"}';
    expectFinding(noId, "mcp.request-without-id", "", noId);
    expect(expectFixed(noId, "mcp.request-without-id")).toBe(
      '{"jsonrpc": "2.0", "method": "tools/list", "id": 1}',
    );
  });

  it("mcp.wrong-direction when the context says who sent it", () => {
    const text =
      '{"jsonrpc": "2.0", "id": 1, "method": "sampling/createMessage", "params": {"messages": [], "maxTokens": 5}}';
    const { f } = expectFinding(
      text,
      "mcp.wrong-direction",
      "/method",
      '"sampling/createMessage"',
      {
        context: { direction: "client-to-server" },
      },
    );
    expect(f.message).toBe("`sampling/createMessage` is sent by the server, not the client.");
    expect(checkText(text, { context: { direction: "server-to-client" } }).valid).toBe(true);
    // ping goes both ways.
    const ping = '{"jsonrpc": "2.0", "id": 1, "method": "ping"}';
    expect(checkText(ping, { context: { direction: "server-to-client" } }).valid).toBe(true);
  });

  it("mcp.params-missing covers the message; the fix adds params", () => {
    const text = '{"jsonrpc": "2.0", "id": 1, "method": "resources/read"}';
    expectFinding(text, "mcp.params-missing", "", text);
    expect(expectFixed(text, "mcp.params-missing")).toContain('"params": {"uri": ""}');
    // tools/list needs params only from 2026-07-28.
    expect(checkText('{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}').valid).toBe(true);
  });
});
