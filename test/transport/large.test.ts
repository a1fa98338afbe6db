/**
 * Large replies against a real server on loopback: one size cap for every path (a JSON body,
 * an event of a POST's stream, an event of the server's own stream), high enough for a 10 MB
 * reply; a larger one is refused in plain words, its request ended at once, never cut and
 * mis-read as something else.
 */
import { type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpTarget } from "../../src/transport/http/index.ts";
import { MAX_REPLY_CHARS } from "../../src/transport/http/wire/exchange.ts";
import { type Recorder, initialize, notification, record, request } from "./record.ts";

const MB = 1000 * 1000;

/** A tools/call reply whose text content makes the whole about `size` characters. */
function reply(id: number, size: number): string {
  const shell = JSON.stringify({
    jsonrpc: "2.0",
    id,
    result: { content: [{ type: "text", text: "" }] },
  });
  return shell.replace('"text":""', `"text":"${"x".repeat(size - shell.length)}"`);
}

/** The open HTTP+SSE stream of `/legacy`, where its replies go. */
let legacyStream: ServerResponse | undefined;

const event = (data: string) => `event: message\ndata: ${data}\n\n`;

/**
 * `/json/<size>`: the reply as JSON; `/sse/<size>`: as the only event of a stream;
 * `/listen`: a session whose own GET stream sends a 40 MB message; `/legacy`: an HTTP+SSE
 * server whose replies are 40 MB.
 */
function answer(method: string, path: string, id: number, res: ServerResponse): void {
  const [, kind, size] = path.split("/");
  if (kind === "listen") {
    if (method === "GET") {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      const note = { jsonrpc: "2.0", method: "notifications/message", params: { level: "info" } };
      return void res.end(
        event(JSON.stringify(note).replace("}}", `,"data":"${"y".repeat(40 * MB)}"}}`)),
      );
    }
    if (id === undefined) return void res.writeHead(202).end();
    const result = {
      protocolVersion: "2025-11-25",
      capabilities: {},
      serverInfo: { name: "l", version: "1" },
    };
    res.writeHead(200, { "Content-Type": "application/json", "Mcp-Session-Id": "big-1" });
    return void res.end(JSON.stringify({ jsonrpc: "2.0", id, result }));
  }
  if (kind === "legacy" || kind === "legacy-post") {
    if (method === "GET") {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      legacyStream = res;
      return void res.write("event: endpoint\ndata: /legacy-post\n\n");
    }
    res.writeHead(202).end();
    return void legacyStream?.write(event(reply(id, 40 * MB)));
  }
  const body = reply(id, Number(size));
  if (kind === "sse") {
    res.writeHead(200, { "Content-Type": "text/event-stream" });
    return void res.end(`event: message\ndata: ${body}\n\n`);
  }
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(body);
}

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const { id } = (text ? JSON.parse(text) : {}) as { id: number };
      answer(req.method ?? "", req.url ?? "", id, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

function open(path: string, transport: "streamable-http" | "sse" = "streamable-http") {
  const rec: Recorder = record();
  const ended: (string | number)[] = [];
  const target = createHttpTarget({
    url: origin + path,
    listener: { ...rec.listener, ended: (id) => ended.push(id) },
    onEvent: rec.onEvent,
    transport,
    // Far beyond the test's own waits: the request must end without its timeout.
    timeoutMs: 600_000,
  });
  return { rec, target, ended };
}

describe("the size of a reply", () => {
  it("the cap is the same on every path, above any sensible reply", () => {
    expect(MAX_REPLY_CHARS).toBe(32 * 1024 * 1024);
  });

  for (const kind of ["json", "sse"]) {
    it(`a 10 MB reply as ${kind} arrives whole`, async () => {
      const { rec, target } = open(`/${kind}/${10 * MB}`);
      try {
        await rec.send(target, request(1, "tools/call", { name: "big" }));
        await rec.reply(1, 50_000);
        const received = rec.log.filter((e) => e.kind === "in");
        expect(received).toHaveLength(1);
        expect(received[0]?.text).toBe(reply(1, 10 * MB));
        expect(rec.issues).toEqual([]);
      } finally {
        target.close();
      }
    });

    it(`a 40 MB reply as ${kind} is refused as too large, its request ended at once`, async () => {
      const { rec, target, ended } = open(`/${kind}/${40 * MB}`);
      try {
        await rec.send(target, request(2, "tools/call", { name: "huge" }));
        const issue = await rec.issue("reply-too-large", 50_000);
        expect(issue.requestId).toBe(2);
        expect(issue.params).toEqual({ id: "2", mib: 32 });
        expect(issue.message).toBe(
          "The server's reply to request 2 is larger than 32 MiB, more than the playground reads: it was not read, and the request is no longer awaited.",
        );
        // Nothing half read is passed on as a message, and no other explanation is given.
        expect(rec.log.filter((e) => e.kind === "in")).toEqual([]);
        expect(rec.issues.map((i) => i.code)).toEqual(["reply-too-large"]);
        // Ended: no longer awaited, so there is nothing left to cancel, and whoever waits for
        // the reply (a widget reading its page) is told so now.
        expect(await target.cancel(2)).toBe(false);
        expect(ended).toEqual([2]);
      } finally {
        target.close();
      }
    });
  }

  it("a 40 MB message on the server's own stream is refused as too large, the stream closed", async () => {
    const { rec, target } = open("/listen");
    try {
      await rec.send(target, initialize(1, "2025-11-25"));
      await rec.reply(1);
      await rec.send(target, notification("notifications/initialized"));
      const issue = await rec.issue("message-too-large", 50_000);
      expect(issue.message).toBe(
        "A message from the server is larger than 32 MiB, more than the playground reads: it was not read.",
      );
      expect(target.connectionInfo().serverStream).toBe("failed");
      expect(rec.incoming().map((m) => m.method ?? "reply")).toEqual(["reply"]);
    } finally {
      target.close();
    }
  });

  it("a 40 MB reply on the HTTP+SSE stream is refused as too large, its request ended", async () => {
    const { rec, target } = open("/legacy", "sse");
    try {
      await rec.send(target, request(3, "tools/call", { name: "huge" }));
      await rec.issue("message-too-large", 50_000);
      // Reading stopped, so the stream (and with it the session) is over, said as such.
      await rec.issue("legacy-stream-closed");
      expect(rec.log.filter((e) => e.kind === "in")).toEqual([]);
      expect(await target.cancel(3)).toBe(false);
    } finally {
      target.close();
    }
  });
});
