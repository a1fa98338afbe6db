import { describe, expect, it } from "vitest";
import { DEFAULT_CONTROLS } from "../../server/controls.ts";
import { type BridgeState, DEFAULT_STDIO, TYPED } from "../../store/stdio.ts";
import { DEFAULT_REMOTE } from "../../store/target.ts";
import { probeTargetFor } from "./probeTarget.ts";

const ready: BridgeState = {
  type: "ready",
  hello: {
    protocol: 1,
    servers: [{ id: "everything", command: "npx", args: ["server-everything"], envNames: [] }],
    limits: { processes: 4, lineBytes: 1_000_000, stderrBytes: 262_144, idleMs: 60_000 },
  },
};
const base = {
  kind: "gift" as const,
  controls: DEFAULT_CONTROLS,
  remote: DEFAULT_REMOTE,
  bridge: ready,
  settings: { ...DEFAULT_STDIO, choice: "everything" },
  lastStart: undefined,
  base: "http://127.0.0.1:5173/",
};

describe("what the report card runs", () => {
  it("is the gift server with its controls", () => {
    expect(probeTargetFor(base)).toEqual({ kind: "gift", controls: DEFAULT_CONTROLS });
  });

  it("is the remote URL, trimmed, with its headers parsed; none without a URL", () => {
    const remote = { ...DEFAULT_REMOTE, url: " http://127.0.0.1:3001/mcp ", headers: "X-A: 1" };
    expect(probeTargetFor({ ...base, kind: "remote", remote })).toEqual({
      kind: "remote",
      url: "http://127.0.0.1:3001/mcp",
      headers: { "X-A": "1" },
      transport: remote.transport,
    });
    const empty = { ...DEFAULT_REMOTE, url: "  " };
    expect(probeTargetFor({ ...base, kind: "remote", remote: empty })).toBeUndefined();
  });

  it("is the offered stdio server chosen, or the typed command only once started", () => {
    expect(probeTargetFor({ ...base, kind: "stdio" })).toMatchObject({
      kind: "stdio",
      request: { server: "everything" },
    });
    const typed = {
      ...base,
      kind: "stdio" as const,
      settings: { ...DEFAULT_STDIO, choice: TYPED },
    };
    expect(probeTargetFor(typed)).toBeUndefined();
    const lastStart = { request: { command: "node", args: ["s.js"] }, argv: ["node", "s.js"] };
    expect(probeTargetFor({ ...typed, lastStart })).toMatchObject({
      kind: "stdio",
      request: { command: "node", args: ["s.js"] },
    });
  });
});
