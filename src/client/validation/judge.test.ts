import { describe, expect, it } from "vitest";
import { judge, versionFor } from "./judge.ts";

const initialize = (version: string) =>
  `{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "${version}", "capabilities": {}, "clientInfo": {"name": "c", "version": "1"}}}`;

describe("judge", () => {
  it("resolves auto from the message (initialize), else the default", () => {
    expect(versionFor(initialize("2025-03-26"), "auto")).toBe("2025-03-26");
    expect(versionFor("\ufeff" + initialize("2024-11-05"), "auto")).toBe("2024-11-05");
    expect(versionFor('{"jsonrpc": "2.0", "method": "ping", "id": 1}', "auto")).toBe("2025-11-25");
    expect(versionFor("not json", "auto")).toBe("2025-11-25");
    expect(versionFor(initialize("2025-03-26"), "2025-06-18")).toBe("2025-06-18");
  });

  it("judges against that version and returns no parsed value", async () => {
    const batch = '[{"jsonrpc": "2.0", "method": "ping", "id": 1}]';
    const old = await judge(batch, "2025-03-26");
    expect(old).toMatchObject({ kind: "batch", version: "2025-03-26", valid: true });
    expect("value" in old).toBe(false);
    expect((await judge(batch, "2025-11-25")).valid).toBe(false);
    expect((await judge(initialize("2025-06-18"), "auto")).version).toBe("2025-06-18");
  });
});
