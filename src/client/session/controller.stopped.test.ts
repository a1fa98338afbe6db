/** A stdio server stopped from the page: the session says stopped, not ready; Restart readies it. */
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTROLS } from "../../server/controls.ts";
import { StdioConnection } from "../../transport/stdio/connection.ts";
import type { BridgeEvent } from "../../transport/stdio/protocol.ts";
import { SessionController } from "./controller.ts";
import type { ServerStatus } from "./types.ts";

function setup() {
  const statuses: ServerStatus[] = [];
  const controller = new SessionController({
    connect: () => ({ send: () => Promise.resolve({ at: 0 }), close: () => undefined }),
    sink: {
      append: () => undefined,
      status: (s) => statuses.push(s),
      reset: () => undefined,
      load: () => undefined,
    },
    controls: () => DEFAULT_CONTROLS,
  });
  controller.start();
  controller.switchTarget("stdio", "to stdio");
  let stops = 0;
  const open = (restart: boolean) => {
    let made: StdioConnection | undefined;
    controller.connectRemote((listener) => {
      made = new StdioConnection({
        listener,
        write: () => Promise.resolve(),
        stop: () => void stops++,
        ...(restart && { restart }),
      });
      return made;
    }, "stdio");
    if (!made) throw new Error("not connected");
    return made;
  };
  return { controller, statuses, open, stops: () => stops };
}

const spawned = (pid: number): BridgeEvent => ({
  type: "spawned",
  pid,
  at: 1,
  argv: ["node", "s.js"],
  cwd: "/",
  path: "",
});

describe("the server status of a stdio target", () => {
  it("says stopped after Stop (the process's exit by the page), and ready again on Restart", () => {
    const s = setup();
    const first = s.open(false);
    first.event(spawned(10));
    expect(s.statuses.at(-1)).toBe("ready");
    first.event({ type: "exit", code: 0, signal: null, at: 2, by: "page" });
    expect(s.statuses.at(-1)).toBe("stopped");
    const second = s.open(true);
    second.event(spawned(11));
    expect(s.statuses.slice(-2)).toEqual(["starting", "ready"]);
  });

  it("a process that dies by itself is crashed, not stopped", () => {
    const s = setup();
    const proc = s.open(false);
    proc.event(spawned(12));
    proc.event({ type: "exit", code: 1, signal: null, at: 3 });
    expect(s.statuses.at(-1)).toBe("crashed");
    expect(s.statuses).not.toContain("stopped");
  });
});
