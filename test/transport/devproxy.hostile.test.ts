/**
 * The dev proxy against a hostile target on loopback: answers that are not valid HTTP, which
 * once threw inside the proxy and ended the dev server. Each is refused as the proxy's own
 * answer (502, `bad-answer`), and the proxy goes on serving.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpTarget } from "../../src/transport/http/index.ts";
import { PROXY_REFUSALS } from "../../src/transport/http/wire/proxy.ts";
import {
  type HostileServer,
  type MisbehavingServer,
  startHostile,
  startMisbehaving,
} from "../servers/index.ts";
import { type Harness, TOKEN, refusal, startProxy } from "./proxy-harness.ts";
import { record, request } from "./record.ts";

const redirect = (location: string) =>
  `HTTP/1.1 302 Found\r\nLocation: ${location}\r\nContent-Length: 0\r\n\r\n`;
const status = (line: string) =>
  `HTTP/1.1 ${line}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;

/** Path → the raw answer; each once crashed the process or would give the page nonsense. */
const BAD_ANSWERS: Record<string, string> = {
  "/location-unclosed-bracket": redirect("http://[::1"),
  "/location-space-in-host": redirect("http://exa mple.com/"),
  "/location-port-out-of-range": redirect("http://example.com:99999/"),
  "/status-000": status("000 Zero"),
  "/status-099": status("099 Low"),
  "/status-999": status("999 High"),
  "/reason-control-char": status("200 O\x01K"),
  "/reason-delete-char": status("200 O\x7fK"),
};

let proxy: Harness;
let hostile: HostileServer;
let upstream: MisbehavingServer;

beforeAll(async () => {
  [proxy, hostile, upstream] = await Promise.all([
    startProxy(),
    startHostile(BAD_ANSWERS),
    startMisbehaving(),
  ]);
});

afterAll(async () => {
  await Promise.all([proxy?.close(), hostile?.close(), upstream?.close()]);
});

describe("an answer that is not valid HTTP", () => {
  it("is refused as the proxy's own 502, every form, and the proxy goes on serving", async () => {
    for (const path of Object.keys(BAD_ANSWERS)) {
      const answer = await proxy.via(hostile.url(path), { body: request(1, "ping") });
      expect(await refusal(answer), path).toMatchObject({
        status: 502,
        code: "bad-answer",
        error: "bad-answer",
        message: PROXY_REFUSALS["bad-answer"],
      });
      const after = await proxy.via(upstream.url("/slow"), { body: request(2, "ping") });
      expect(after.status, `after ${path}`).toBe(200);
      expect(await after.json()).toEqual({ jsonrpc: "2.0", id: 2, result: { ok: true } });
    }
    expect(hostile.asked).toEqual(Object.keys(BAD_ANSWERS));
  });

  it("a valid redirect still names its target", async () => {
    const fine = await startHostile({ "/mcp": redirect("/elsewhere") });
    try {
      const answer = await proxy.via(fine.url("/mcp"));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("x-mcp-proxy-location")).toBe(fine.url("/elsewhere"));
    } finally {
      await fine.close();
    }
  });

  it("the page is told in plain words, and its request ends at once", async () => {
    const rec = record();
    const target = createHttpTarget({
      url: hostile.url("/status-000"),
      proxy: { endpoint: proxy.endpoint, token: TOKEN },
      transport: "streamable-http",
      listener: rec.listener,
      onEvent: rec.onEvent,
      fetch: proxy.pageFetch,
      // Far beyond the test's own waits: an answer comes from the refusal, not the timeout.
      timeoutMs: 600_000,
    });
    try {
      await rec.send(target, request(7, "ping"));
      const issue = await rec.issue("proxy-refused");
      expect(issue.message).toBe(
        `The dev proxy refused the request: ${PROXY_REFUSALS["bad-answer"]}.`,
      );
      expect(issue.http?.status).toBe(502);
      // Settled with the refusal: nothing is awaited any more.
      expect(await target.cancel(7)).toBe(false);
    } finally {
      target.close();
    }
  });
});
