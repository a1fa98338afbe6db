/** Test helpers: a temporary site, raw HTTP requests with any headers, a tiny stdio server. */
import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import http, { type IncomingHttpHeaders } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { sandboxPage } from "../build/sandbox.ts";
import { TOKEN_HEADER } from "../transport/stdio/protocol.ts";
import { until } from "../transport/stdio/until.testkit.ts";

export const INDEX_HTML = `<!doctype html>
<html><head><meta charset="UTF-8" /><script>document.documentElement.dataset.theme = "dark";</script>
<title>MCP Playground</title></head><body><div id="root"></div></body></html>
`;

/** A site folder like dist/, plus a secret file beside it and a link out of it. */
export async function tempSite(): Promise<{ root: string; site: string; done(): Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), "mcp-bridge-"));
  const site = path.join(root, "site");
  await mkdir(path.join(site, "assets"), { recursive: true });
  await mkdir(path.join(site, "oauth"), { recursive: true });
  await writeFile(path.join(site, "index.html"), INDEX_HTML);
  await writeFile(path.join(site, "sandbox.html"), sandboxPage());
  await writeFile(path.join(site, "assets", "app.js"), "console.log('app');\n");
  await writeFile(path.join(site, "assets", "app.css"), "body{}\n");
  await writeFile(path.join(site, "manifest.webmanifest"), "{}\n");
  await writeFile(path.join(site, "oauth", "callback.html"), INDEX_HTML);
  await writeFile(path.join(root, "secret.txt"), "the secret\n");
  await symlink(path.join(root, "secret.txt"), path.join(site, "assets", "linked.txt"));
  return { root, site, done: () => rm(root, { recursive: true, force: true }) };
}

/**
 * A stdio MCP server in a few lines: answers initialize and tools/list, echoes anything else
 * as a notification, and says on stderr that it started.
 */
export const TINY_SERVER = `
process.stderr.write("tiny server up\\n");
let rest = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (chunk) => {
  rest += chunk;
  let at;
  while ((at = rest.indexOf("\\n")) >= 0) {
    const line = rest.slice(0, at);
    rest = rest.slice(at + 1);
    let msg;
    try { msg = JSON.parse(line); } catch { continue; }
    const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, result }) + "\\n");
    if (msg.method === "initialize") reply({ protocolVersion: msg.params?.protocolVersion ?? "2025-06-18", capabilities: {}, serverInfo: { name: "tiny", version: "1.0.0" } });
    else if (msg.method === "tools/list") reply({ tools: [] });
    else if (msg.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "no" } }) + "\\n");
  }
});
process.stdin.on("end", () => process.exit(0));
`;

export async function writeTinyServer(dir: string): Promise<string> {
  const file = path.join(dir, "tiny-server.mjs");
  await writeFile(file, TINY_SERVER);
  return file;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The client socket's own address (a non-loopback one makes a peer from "elsewhere"). */
  localAddress?: string;
}

/** One request over a real socket, with whatever Host and Origin the test wants. */
export function request(options: RawRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        headers: { host: `127.0.0.1:${options.port}`, ...options.headers },
        agent: false,
        ...(options.localAddress !== undefined && { localAddress: options.localAddress }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A POST to a bridge route as the page sends it (right Host, Origin, JSON, token if given). */
export function post(
  port: number,
  route: string,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return request({
    port,
    path: `/__mcp-bridge/${route}`,
    method: "POST",
    headers: {
      origin: `http://127.0.0.1:${port}`,
      "content-type": "application/json",
      ...(token !== undefined && { [TOKEN_HEADER]: token }),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** An open `events` stream: its lines as they come, and a way to drop it. */
export function openEvents(port: number, process: string, token: string) {
  const lines: unknown[] = [];
  let status = 0;
  let ended = false;
  let rest = "";
  const req = http.request(
    {
      host: "127.0.0.1",
      port,
      path: "/__mcp-bridge/events",
      method: "POST",
      agent: false,
      headers: {
        host: `127.0.0.1:${port}`,
        origin: `http://127.0.0.1:${port}`,
        "content-type": "application/json",
        [TOKEN_HEADER]: token,
      },
    },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        rest += chunk;
        let at;
        while ((at = rest.indexOf("\n")) >= 0) {
          lines.push(JSON.parse(rest.slice(0, at)));
          rest = rest.slice(at + 1);
        }
      });
      res.on("end", () => {
        ended = true;
      });
      res.on("error", () => {
        ended = true;
      });
    },
  );
  req.on("error", () => {
    ended = true;
  });
  req.end(JSON.stringify({ process }));
  return {
    lines,
    status: () => status,
    ended: () => ended,
    abort: () => req.destroy(),
  };
}

/**
 * An IPv4 address of this machine that is not loopback, or undefined when it has none. A
 * request from it to 127.0.0.1 arrives with that address as its peer: a client from
 * "elsewhere" while everything stays on this machine.
 */
export function nonLoopbackAddress(): string | undefined {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) {
      if (!entry.internal && entry.family === "IPv4") return entry.address;
    }
  }
  return undefined;
}

export { until };
