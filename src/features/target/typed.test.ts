import { describe, expect, it } from "vitest";
import { DEFAULT_STDIO } from "../../store/stdio.ts";
import { typedRequest } from "./typed.ts";

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
