/** The command in-process (a real bridge on a temporary site) and the launcher as a process. */
import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { HelloReply } from "../transport/stdio/protocol.ts";
import { post, request, tempSite } from "./bridge.testkit.ts";
import { DEFAULT_PORT } from "./args.ts";
import { type CliIo, printable, run } from "./cli.ts";
import type { Bridge } from "./server.ts";

let site: Awaited<ReturnType<typeof tempSite>>;
const bridges: Bridge[] = [];
beforeAll(async () => {
  site = await tempSite();
});
afterEach(async () => {
  await Promise.all(bridges.splice(0).map((b) => b.close()));
});
afterAll(async () => {
  await site.done();
});

function io(opens = true) {
  const out: string[] = [];
  const err: string[] = [];
  const opened: string[] = [];
  const value: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    site: site.site,
    version: "0.1.0",
    openBrowser: (url) => {
      opened.push(url);
      return Promise.resolve(opens);
    },
  };
  return { io: value, out, err, opened };
}

async function hello(bridge: Bridge): Promise<HelloReply> {
  return JSON.parse((await post(bridge.port, "hello", {})).body) as HelloReply;
}

describe("mcp-playground", () => {
  it("starts the bridge, offers the command after -- as the initial server, opens the browser", async () => {
    const t = io();
    const { code, bridge } = await run(["--port", "0", "--", process.execPath, "-e", "1"], t.io);
    expect(code).toBe(0);
    bridges.push(bridge!);
    expect(t.opened).toEqual([bridge!.url]);
    expect(t.out.join("\n")).toContain(`is at ${bridge!.url}`);
    // The page learns the initial server from hello, never from the URL it was opened at.
    expect(bridge!.url).toBe(`http://127.0.0.1:${bridge!.port}/`);
    expect(await hello(bridge!)).toMatchObject({
      initial: "command",
      servers: [{ id: "command", command: process.execPath, args: ["-e", "1"], envNames: [] }],
    });
    expect((await request({ port: bridge!.port, path: "/" })).status).toBe(200);
  });

  it("reads a config file, hands the URL through hello, and does not open with --no-open", async () => {
    const config = path.join(site.root, "servers.json");
    await writeFile(
      config,
      JSON.stringify({
        mcpServers: {
          tiny: { command: process.execPath, args: ["-e", "1"], env: { KEY: "value" } },
          "evil\u001b[2J": { url: "https://example.com/mcp" },
          bad: { command: ["x"] },
        },
      }),
    );
    const t = io();
    const { bridge } = await run(
      ["--port", "0", "--no-open", "--config", config, "http://127.0.0.1:9/mcp"],
      t.io,
    );
    bridges.push(bridge!);
    expect(t.opened).toEqual([]);
    const reply = await hello(bridge!);
    expect(reply).toMatchObject({
      url: "http://127.0.0.1:9/mcp",
      servers: [{ id: "tiny", envNames: ["KEY"] }],
    });
    expect(reply.initial).toBeUndefined();
    const printed = t.out.join("\n");
    expect(printed).toContain("bad: skipped");
    expect(printed).toContain("evil\\u001b[2J");
    expect(printed).not.toContain("\u001b");
    expect(printed).not.toContain("value");
  });

  it("says when the browser could not be opened, and carries on", async () => {
    const t = io(false);
    const { code, bridge } = await run(["--port", "0"], t.io);
    bridges.push(bridge!);
    expect(code).toBe(0);
    expect(t.out.at(-1)).toBe(`Could not open a browser: open ${bridge!.url} yourself.`);
  });

  it("refuses a bad command line, a missing config and a site that is not built", async () => {
    const bad = io();
    expect((await run(["--port", "x"], bad.io)).code).toBe(2);
    expect(bad.err[0]).toContain("--port takes a number");
    const missing = io();
    expect((await run(["--config", path.join(site.root, "none.json")], missing.io)).code).toBe(1);
    expect(missing.err[0]).toContain("cannot read");
    const unbuilt = io();
    unbuilt.io.site = path.join(site.root, "nowhere");
    expect((await run([], unbuilt.io)).code).toBe(1);
    expect(unbuilt.err[0]).toContain("the site is not built");
  });

  it("falls back to a free port only when the default one is taken and no port was asked", async () => {
    // Hold the default port (unless something else already does: then it is taken anyway).
    const holder = net.createServer();
    await new Promise<void>((resolve) => {
      holder.once("error", () => resolve());
      holder.listen(DEFAULT_PORT, "127.0.0.1", () => resolve());
    });
    try {
      const fallback = io();
      const { code, bridge } = await run(["--no-open"], fallback.io);
      bridges.push(bridge!);
      expect(code).toBe(0);
      expect(bridge!.port).not.toBe(DEFAULT_PORT);
      expect(fallback.out[0]).toContain(`Port ${DEFAULT_PORT} is taken`);
      const asked = io();
      expect((await run(["--port", String(DEFAULT_PORT), "--no-open"], asked.io)).code).toBe(1);
      expect(asked.err[0]).toContain("cannot listen");
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  it("prints terminal-safe text", () => {
    expect(printable("a\u001b[31mb\u0007\u202e\u0085c\u2028d\ne")).toBe(
      "a\\u001b[31mb\\u0007\\u202e\\u0085c\\u2028d\\u000ae",
    );
    expect(printable("жёлтый 🟡")).toBe("жёлтый 🟡");
  });
});

describe("the launcher", () => {
  it("runs the TypeScript sources through tsx: --help", async () => {
    const bin = path.resolve(import.meta.dirname, "../../bin/mcp-playground.js");
    const { stdout } = await promisify(execFile)(process.execPath, [bin, "--help"]);
    expect(stdout).toContain("Usage: mcp-playground [options] [<url>] [-- <command> [args...]]");
  });
});
