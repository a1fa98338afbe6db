/**
 * The package as a user gets it: the site built, `npm pack`, the tarball's list, an install into
 * an empty folder (no dev dependencies), then `npx mcp-playground -- node <server>` driven with
 * plain HTTP as the page drives it (hello, start, events, send) until the server's reply comes
 * back, and Ctrl+C ending the command and the server; then, in headless Chromium, the page the
 * installed command serves, with a config file offering the reference server-everything and
 * server-filesystem (stdio): Initialize, tools/list and tools/call with each, drawn. Slow (a production build and an install):
 * minutes, never a wall-clock assertion.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchOptions } from "../../e2e/chrome.ts";
import { Exchange } from "../../e2e/exchange.ts";
import { Playground } from "../../e2e/playground.ts";
import {
  openEvents,
  post,
  request,
  until,
  writeTinyServer,
} from "../../src/bridge/bridge.testkit.ts";
import type { BridgeEvent, HelloReply, StartReply } from "../../src/transport/stdio/protocol.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);
const LONG = 15 * 60 * 1000;

let stage: string;
let tarball: string;
let entries: string[];
let app: string;
let command: ChildProcess | undefined;
let browsing: ChildProcess | undefined;

/** The repository's own files (tracked or new, not ignored) copied to `to`: what npm pack sees. */
async function copyRepository(to: string): Promise<void> {
  const { stdout } = await run("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of stdout.split("\0").filter(Boolean)) {
    await mkdir(path.dirname(path.join(to, file)), { recursive: true });
    await cp(path.join(ROOT, file), path.join(to, file)).catch(() => undefined);
  }
}

beforeAll(async () => {
  stage = await mkdtemp(path.join(tmpdir(), "mcp-playground-pack-"));
  const pkg = path.join(stage, "pkg");
  await copyRepository(pkg);
  // The site as `npm run build` makes it (the type check is the test suite's job).
  await run(
    process.execPath,
    [
      path.join(ROOT, "node_modules/vite/bin/vite.js"),
      "build",
      "--logLevel",
      "error",
      "--outDir",
      path.join(pkg, "dist"),
      "--emptyOutDir",
    ],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
  );
  // prepack would build again: the build above is that build.
  const { stdout } = await run(
    "npm",
    ["pack", "--ignore-scripts", "--silent", "--pack-destination", stage],
    { cwd: pkg, maxBuffer: 64 * 1024 * 1024 },
  );
  tarball = path.join(stage, stdout.trim().split("\n").at(-1)!);
  const list = await run("tar", ["-tzf", tarball], { maxBuffer: 64 * 1024 * 1024 });
  entries = list.stdout.split("\n").filter(Boolean);
  app = path.join(stage, "app");
  await mkdir(app);
  await writeFile(path.join(app, "package.json"), '{ "name": "try-it", "private": true }\n');
  const install = ["install", "--no-audit", "--no-fund", "--omit=dev", tarball];
  try {
    await run("npm", ["--offline", ...install], { cwd: app, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    // Something not in the npm cache: the registry, as a user's install would.
    await run("npm", install, { cwd: app, maxBuffer: 64 * 1024 * 1024 });
  }
}, LONG);

afterAll(async () => {
  for (const child of [command, browsing]) {
    try {
      if (child?.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone, as it should be.
    }
  }
  if (stage) await rm(stage, { recursive: true, force: true });
});

describe("the npm package", () => {
  it("holds the built site, the commands and their sources, and no tests", () => {
    const has = (file: string) => entries.includes(`package/${file}`);
    for (const file of [
      "package.json",
      "dist/index.html",
      "dist/sandbox.html",
      "bin/mcp-playground.js",
      "bin/mcp-msg.js",
      "src/bridge/main.ts",
      "src/bridge/cli.ts",
      "src/transport/stdio/child.ts",
      "src/transport/stdio/protocol.ts",
      "src/build/csp.ts",
      "src/cli/main.ts",
    ]) {
      expect(has(file), file).toBe(true);
    }
    const unwanted = entries.filter((entry) =>
      /\.test\.tsx?$|testkit|^package\/(e2e|bench|test|scripts|public|node_modules)\/|^package\/src\/(features|app|ui|store)\//.test(
        entry,
      ),
    );
    expect(unwanted).toEqual([]);
  });

  it("installs without dev dependencies and runs mcp-msg", async () => {
    const installed = await readdir(path.join(app, "node_modules"));
    expect(installed).toContain("tsx");
    expect(installed).not.toContain("vite");
    expect(installed).not.toContain("vitest");
    // The page's own libraries are inside dist/ already: a user's install does not fetch them.
    expect(installed).not.toContain("monaco-editor");
    expect(installed).not.toContain("react-dom");
    const message = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });
    const file = path.join(app, "ping.json");
    await writeFile(file, message);
    const { stdout } = await run("npx", ["--no-install", "mcp-msg", "check", file], { cwd: app });
    expect(stdout).toMatch(/ping/i);
  });

  it("npx mcp-playground -- node <server>: the page's exchange over plain HTTP, then Ctrl+C", async () => {
    const tiny = await writeTinyServer(app);
    command = spawn(
      "npx",
      ["--no-install", "mcp-playground", "--no-open", "--port", "0", "--", process.execPath, tiny],
      { cwd: app, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    let printed = "";
    command.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
    command.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
    await until(() => /is at http:\/\/127\.0\.0\.1:\d+\//.test(printed), `the URL in: ${printed}`);
    const port = Number(/is at http:\/\/127\.0\.0\.1:(\d+)\//.exec(printed)![1]);

    const page = await request({ port, path: "/" });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");

    const hello = JSON.parse((await post(port, "hello", {})).body) as HelloReply;
    expect(hello).toMatchObject({ protocol: 1, initial: "command" });
    const started = await post(port, "start", { server: hello.initial }, hello.token);
    expect(started.status).toBe(200);
    const { process: id } = JSON.parse(started.body) as StartReply;
    const stream = openEvents(port, id, hello.token);
    const events = () => stream.lines as BridgeEvent[];
    const initialize = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        clientInfo: { name: "t", version: "1" },
      },
    });
    expect((await post(port, "send", { process: id, line: initialize }, hello.token)).status).toBe(
      200,
    );
    await until(() => events().some((e) => e.type === "stdout"), "the reply");
    const reply = events().find((e) => e.type === "stdout");
    expect(JSON.parse(reply?.type === "stdout" ? reply.line : "null")).toMatchObject({
      jsonrpc: "2.0",
      id: 1,
      result: { serverInfo: { name: "tiny" } },
    });
    const spawned = events().find((e) => e.type === "spawned");
    const pid = spawned?.type === "spawned" ? spawned.pid : 0;

    // Ctrl+C in a terminal: SIGINT to the whole foreground group.
    const exited = new Promise<[number | null, string | null]>((resolve) =>
      command!.once("exit", (code, signal) => resolve([code, signal])),
    );
    process.kill(-command.pid!, "SIGINT");
    // npx may leave by the signal itself; the bridge under it stops its servers first.
    expect([
      [0, null],
      [null, "SIGINT"],
      [130, null],
    ]).toContainEqual(await exited);
    await until(stream.ended, "the stream's end");
    expect(events().at(-1)).toMatchObject({ type: "exit", by: "bridge" });
    await expect(request({ port, path: "/" })).rejects.toThrow();
    await until(() => {
      try {
        process.kill(pid, 0);
        return false;
      } catch {
        return true;
      }
    }, "the server's end");
  });

  it(
    "npx mcp-playground --config: the reference stdio servers in the page, drawn",
    async () => {
      const modules = path.join(ROOT, "node_modules/@modelcontextprotocol");
      const folder = path.join(stage, "files");
      await mkdir(folder);
      await writeFile(path.join(folder, "from-the-package.txt"), "hi\n");
      const config = path.join(app, "mcp.json");
      await writeFile(
        config,
        JSON.stringify({
          mcpServers: {
            everything: {
              command: process.execPath,
              args: [path.join(modules, "server-everything/dist/index.js"), "stdio"],
            },
            files: {
              command: process.execPath,
              args: [path.join(modules, "server-filesystem/dist/index.js"), folder],
            },
          },
        }),
      );
      browsing = spawn(
        "npx",
        ["--no-install", "mcp-playground", "--no-open", "--port", "0", "--config", config],
        { cwd: app, detached: true, stdio: ["ignore", "pipe", "pipe"] },
      );
      let printed = "";
      browsing.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
      browsing.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString("utf8")));
      await until(
        () => /is at http:\/\/127\.0\.0\.1:\d+\//.test(printed),
        `the URL in: ${printed}`,
      );
      const url = /is at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(printed)![1]!;

      const browser = await chromium.launch(launchOptions());
      try {
        const p = await Playground.open(browser, url);
        await p.waitForEditorReady();
        const x = new Exchange(p);
        const page = p.page;
        const request = (id: number, method: string, params?: unknown) =>
          JSON.stringify({
            jsonrpc: "2.0",
            id,
            method,
            ...(params === undefined ? {} : { params }),
          });
        const proc = page.getByRole("status", { name: "Process", exact: true });
        const setupToggle = page.getByRole("button", { name: "Target setup", exact: true });
        const openSetup = async () => {
          if ((await setupToggle.getAttribute("aria-expanded")) === "false")
            await setupToggle.click();
        };

        // Two servers offered, none chosen for the user: stdio picked, then each server in turn.
        await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("stdio");
        const server = page.getByRole("combobox", { name: "Server", exact: true });
        await server.selectOption("everything");
        expect(await server.locator("option").allTextContents()).toEqual(
          expect.arrayContaining([expect.stringMatching(/^files: .*server-filesystem/)]),
        );
        await x.button("Start").click();
        await expect.poll(() => proc.innerText(), { timeout: 90_000 }).toMatch(/Running: pid \d+/);
        await x.button("Initialize").click();
        await x.arrows("reply initialize").waitFor();
        await x.send(request(2, "tools/list"));
        await x.arrows("reply tools/list id 2").waitFor();
        await x.send(request(3, "tools/call", { name: "echo", arguments: { message: "packed" } }));
        await x.arrows("reply tools/call id 3").waitFor();

        await openSetup();
        await x.button("Stop").click();
        await expect.poll(() => proc.innerText(), { timeout: 90_000 }).toMatch(/^Ended/);
        await server.selectOption("files");
        await x.button("Start").click();
        await expect.poll(() => proc.innerText(), { timeout: 90_000 }).toMatch(/Running: pid \d+/);
        await x.button("Initialize").click();
        // The handshake with the new process done: an initialized notification after the row
        // that says it restarted (the list draws only the rows in view, so they are numbered).
        const last = async (text: string) =>
          Math.max(
            -1,
            ...(await x.sessionRows().allInnerTexts())
              .filter((row) => row.includes(text))
              .map((row) => Number(/#(\d+)/.exec(row)?.[1] ?? -1)),
          );
        await expect
          .poll(async () => (await last("notifications/initialized")) > (await last("restarted")), {
            timeout: 90_000,
          })
          .toBe(true);
        await x.send(request(5, "tools/list"));
        await x.arrows("reply tools/list id 5").waitFor({ timeout: 90_000 });
        await x.send(
          request(6, "tools/call", { name: "list_directory", arguments: { path: folder } }),
        );
        const listed = x.arrows("reply tools/call id 6");
        await listed.waitFor({ timeout: 90_000 });
        // The reply is the folder's listing, read by the server the page started.
        await listed.click();
        await page
          .getByText(/from-the-package\.txt/)
          .first()
          .waitFor({ timeout: 90_000 });
        await p.page.context().close();
      } finally {
        await browser.close();
      }
      const exited = new Promise((resolve) => browsing!.once("exit", resolve));
      process.kill(-browsing.pid!, "SIGINT");
      await exited;
    },
    LONG,
  );
});
