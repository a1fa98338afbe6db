import { describe, expect, it } from "vitest";
import { parseArgs } from "./args.ts";
import { readConfig } from "./config.ts";

describe("parseArgs", () => {
  it("reads the options, the URL and the command after --, as an argv", () => {
    expect(
      parseArgs([
        "--port",
        "0",
        "--no-open",
        "--config=c.json",
        "http://127.0.0.1:3000/mcp",
        "--",
        "npx",
        "-y",
        "srv",
        "--port",
        "$(x)",
      ]),
    ).toEqual({
      port: 0,
      open: false,
      config: "c.json",
      url: "http://127.0.0.1:3000/mcp",
      command: { command: "npx", args: ["-y", "srv", "--port", "$(x)"] },
      help: false,
      version: false,
    });
    expect(parseArgs([])).toEqual({ open: true, help: false, version: false });
    expect(parseArgs(["-h"])).toMatchObject({ help: true });
  });

  it("refuses what it does not know, in plain words", () => {
    const cases: [string[], string][] = [
      [["--port"], "--port takes a number"],
      [["--port", "x"], "--port takes a number"],
      [["--port", "70000"], "--port takes a number"],
      [["--port", "-1"], "--port takes a number"],
      [["--config"], "--config needs a file"],
      [["--open-all"], "unknown option --open-all"],
      [["--"], "-- needs a command"],
      [["npx"], "is not a URL"],
      [["file:///etc/passwd"], "only http: and https:"],
      [["javascript:alert(1)"], "only http: and https:"],
      [["http://a/", "http://b/"], "one URL at most"],
    ];
    for (const [argv, error] of cases) {
      const parsed = parseArgs(argv);
      expect("error" in parsed && parsed.error, argv.join(" ")).toContain(error);
    }
  });
});

describe("readConfig", () => {
  const file = "/home/me/config/claude_desktop_config.json";

  it("reads stdio servers, lists URL servers apart and reports what it skips", () => {
    const config = readConfig(
      JSON.stringify({
        mcpServers: {
          files: { command: "npx", args: ["-y", "server-filesystem", "/tmp"], env: { TOKEN: "t" } },
          local: { command: "./srv", cwd: "servers" },
          remote: { url: "https://example.com/mcp" },
          ftp: { url: "ftp://example.com" },
          broken: { command: 3 },
          badArgs: { command: "x", args: "a b" },
          badEnv: { command: "x", env: { A: 1 } },
          badCwd: { command: "x", cwd: "" },
          list: [],
        },
      }),
      file,
    );
    expect(config).toEqual({
      offers: [
        {
          id: "files",
          command: "npx",
          args: ["-y", "server-filesystem", "/tmp"],
          env: { TOKEN: "t" },
        },
        { id: "local", command: "./srv", args: [], env: {}, cwd: "/home/me/config/servers" },
      ],
      urls: [{ id: "remote", url: "https://example.com/mcp" }],
      skipped: [
        { id: "ftp", reason: "url is not an http(s) URL" },
        { id: "broken", reason: "broken.command is not a command" },
        { id: "badArgs", reason: "badArgs.args is not a list of strings" },
        { id: "badEnv", reason: "badEnv.env.A is not a string" },
        { id: "badCwd", reason: "badCwd.cwd is not a folder" },
        { id: "list", reason: "not an object" },
      ],
    });
  });

  it("refuses a file that is not JSON or has no mcpServers", () => {
    expect(readConfig("{", file)).toMatchObject({
      error: expect.stringContaining("is not JSON") as string,
    });
    expect(readConfig("{}", file)).toEqual({ error: `${file} has no "mcpServers" object` });
    expect(readConfig('{"mcpServers": []}', file)).toEqual({
      error: `${file} has no "mcpServers" object`,
    });
  });
});
