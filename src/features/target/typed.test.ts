import { describe, expect, it } from "vitest";
import { type BridgeState, DEFAULT_STDIO, TYPED } from "../../store/stdio.ts";
import { offeredServer, typedRequest } from "./typed.ts";

describe("a typed command", () => {
  it("becomes an exact argv, cwd and env, the consent naming env without values", () => {
    const typed = typedRequest({
      ...DEFAULT_STDIO,
      command: " node ",
      args: "server.js\n--root=a b\n\n",
      env: [
        { name: "API_KEY", value: "v1" },
        { name: " ", value: "ignored" },
      ],
    });
    expect(typed).toEqual({
      request: { command: "node", args: ["server.js", "--root=a b", ""], env: { API_KEY: "v1" } },
      consent: {
        argv: ["node", "server.js", "--root=a b", ""],
        cwd: undefined,
        envNames: ["API_KEY"],
      },
    });
    expect(JSON.stringify(typed?.consent)).not.toContain("v1");
  });

  it("takes a working folder, and nothing without a command", () => {
    const typed = typedRequest({ ...DEFAULT_STDIO, command: "x", cwd: " /tmp/a " });
    expect(typed?.request).toEqual({ command: "x", args: [], cwd: "/tmp/a" });
    expect(typedRequest({ ...DEFAULT_STDIO, command: "  " })).toBeUndefined();
  });
});

describe("the offered server chosen", () => {
  const fs = { id: "fs", command: "npx", args: ["server-filesystem"], envNames: [] };
  const ready: BridgeState = {
    type: "ready",
    hello: {
      protocol: 1,
      servers: [{ id: "everything", command: "npx", args: [], envNames: [] }, fs],
      limits: { processes: 4, lineBytes: 1_000_000, stderrBytes: 262_144, idleMs: 60_000 },
    },
  };

  it("is the bridge's server of that id", () => {
    expect(offeredServer(ready, { ...DEFAULT_STDIO, choice: "fs" })).toBe(fs);
  });

  it("is none for a typed command, an id not offered, or no bridge", () => {
    expect(offeredServer(ready, { ...DEFAULT_STDIO, choice: TYPED })).toBeUndefined();
    expect(offeredServer(ready, { ...DEFAULT_STDIO, choice: "gone" })).toBeUndefined();
    expect(offeredServer({ type: "absent" }, { ...DEFAULT_STDIO, choice: "fs" })).toBeUndefined();
  });
});
