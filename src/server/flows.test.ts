/**
 * The 2025-era flows beyond single replies: progress and cancellation, list_changed,
 * resources/updated, the lifecycle switch, latency, and batches that wait for their replies.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ServerControls } from "./controls.ts";
import {
  type Harness,
  type Json,
  harness,
  initialize,
  judge,
  modernMeta,
  notification,
  request,
} from "./testkit.ts";
import { WRAP_STEPS, WRAP_STEP_MS } from "./tool-flows.ts";

let h: Harness;
/** Moves the fake clock (timers and Date) and lets the promise chains behind it run. */
const tick = (ms = 1) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await h.close();
  vi.useRealTimers();
});

async function start(version: string, controls: Partial<ServerControls> = {}, caps: Json = {}) {
  h = harness(controls);
  h.send(initialize(1, version, caps));
  await tick();
  h.send(notification("notifications/initialized"));
  await tick();
  h.take();
}

const controls = (c: Partial<ServerControls>): ServerControls => ({
  latencyMs: 0,
  strictLifecycle: true,
  giftCards: false,
  catalogRevision: 0,
  ...c,
});

const methods = (messages: unknown[]) => (messages as Json[]).map((m) => m.method ?? m.id);
const reply = (messages: unknown[], id: number) =>
  (messages as Json[]).find((m) => m.id === id && !("method" in m));

describe("wrap_gift", () => {
  const wrap = (id: number, token?: string) =>
    request(id, "tools/call", {
      name: "wrap_gift",
      arguments: { gift: "Chef's knife", paper: "kraft" },
      ...(token && { _meta: { progressToken: token } }),
    });

  it.each(["2024-11-05", "2025-06-18"])(
    "reports progress step by step in %s, then answers",
    async (version) => {
      await start(version);
      h.send(wrap(5, "wrap-1"));
      await tick(WRAP_STEP_MS);
      const first = h.take().filter((m) => (m as Json).method === "notifications/progress");
      expect(first).toEqual([
        {
          jsonrpc: "2.0",
          method: "notifications/progress",
          params: {
            progressToken: "wrap-1",
            progress: 1,
            total: WRAP_STEPS.length,
            // 2024-11-05 has no progress message.
            ...(version !== "2024-11-05" && { message: "Measuring the gift…" }),
          },
        },
      ]);
      await tick(WRAP_STEP_MS * WRAP_STEPS.length);
      const rest = h.take() as Json[];
      expect(rest.filter((m) => m.method === "notifications/progress")).toHaveLength(
        WRAP_STEPS.length - 1,
      );
      expect(rest.at(-1)).toMatchObject({ id: 5, result: { content: [{ type: "text" }] } });
      expect(
        judge(version as "2024-11-05", h.log).filter((f) => /^(error|warning)/.test(f)),
      ).toEqual([]);
    },
  );

  it("sends no progress without a token", async () => {
    await start("2025-11-25");
    h.send(wrap(5));
    await tick(WRAP_STEP_MS * (WRAP_STEPS.length + 1));
    expect(methods(h.take())).toEqual(["notifications/message", 5]);
  });

  it("stops when cancelled and sends no reply", async () => {
    await start("2025-11-25");
    h.send(wrap(5, "w"));
    await tick(WRAP_STEP_MS * 2);
    expect(h.take()).toHaveLength(3); // the log line and two progress notifications
    h.send(notification("notifications/cancelled", { requestId: 5, reason: "changed my mind" }));
    await tick(WRAP_STEP_MS * (WRAP_STEPS.length + 2));
    expect(h.take()).toEqual([]);
    // The server still answers other requests.
    h.send(request(6, "ping"));
    await tick();
    expect(h.take()).toEqual([{ jsonrpc: "2.0", id: 6, result: {} }]);
  });
});

describe("list_changed and resources/updated", () => {
  it("tell an initialized client that suggest_gift_cards came and went", async () => {
    h = harness();
    h.send(initialize(1, "2025-06-18"));
    await tick();
    // Not yet initialized: nothing is sent.
    h.endpoint.setControls(controls({ giftCards: true }));
    await tick();
    expect(methods(h.take())).toEqual([1]);
    h.send(notification("notifications/initialized"));
    h.endpoint.setControls(controls({ giftCards: false }));
    await tick();
    expect(methods(h.take())).toEqual(["notifications/tools/list_changed"]);
    h.endpoint.setControls(controls({ giftCards: true }));
    await tick();
    expect(methods(h.take())).toEqual(["notifications/tools/list_changed"]);
    h.send(request(2, "tools/list"));
    h.send(request(3, "tools/call", { name: "suggest_gift_cards", arguments: { budget: 60 } }));
    await tick();
    const sent = h.take();
    expect(((reply(sent, 2)?.result as Json).tools as Json[]).map((t) => t.name)).toContain(
      "suggest_gift_cards",
    );
    const cards = ((reply(sent, 3)?.result as Json).structuredContent as Json).cards as Json[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.amount).toBe(50);
    h.endpoint.setControls(controls({ giftCards: false }));
    h.send(request(4, "tools/call", { name: "suggest_gift_cards", arguments: { budget: 60 } }));
    await tick();
    const last = h.take();
    expect(methods(last)).toContain("notifications/tools/list_changed");
    expect(reply(last, 4)?.error).toMatchObject({ code: -32602 });
  });

  it("tell subscribers, and only them, that the catalog changed", async () => {
    await start("2024-11-05");
    h.send(request(2, "resources/read", { uri: "gifts://catalog/books" }));
    h.send(request(3, "resources/subscribe", { uri: "gifts://catalog/books" }));
    await tick();
    const before = (reply(h.take(), 2)?.result as { contents: { text: string }[] }).contents;
    h.endpoint.setControls(controls({ catalogRevision: 1 }));
    await tick();
    expect(h.take()).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/resources/updated",
        params: { uri: "gifts://catalog/books" },
      },
    ]);
    h.send(request(4, "resources/read", { uri: "gifts://catalog/books" }));
    h.send(request(5, "resources/unsubscribe", { uri: "gifts://catalog/books" }));
    await tick();
    const after = (reply(h.take(), 4)?.result as { contents: { text: string }[] }).contents;
    expect(JSON.parse(after[0]?.text ?? "")).toMatchObject({ revision: 1 });
    expect(after[0]?.text).not.toBe(before[0]?.text);
    h.endpoint.setControls(controls({ catalogRevision: 2 }));
    await tick();
    expect(h.take()).toEqual([]);
    expect(judge("2024-11-05", h.log).filter((f) => /^(error|warning)/.test(f))).toEqual([]);
  });
});

describe("the lifecycle switch", () => {
  it("on: only initialize and ping before the handshake is complete", async () => {
    h = harness({ strictLifecycle: true });
    h.send(request(1, "tools/list"));
    h.send(request(2, "ping"));
    await tick();
    expect(h.take()).toMatchObject([
      { id: 1, error: { code: -32600 } },
      { id: 2, result: {} },
    ]);
    h.send(initialize(3, "2025-11-25"));
    await tick();
    h.send(request(4, "tools/list"));
    await tick();
    expect(h.take()).toMatchObject([{ id: 3 }, { id: 4, error: { code: -32600 } }]);
    h.send(notification("notifications/initialized"));
    h.send(request(5, "tools/list"));
    await tick();
    expect(h.take()).toMatchObject([{ id: 5, result: { tools: [{}, {}, {}, {}] } }]);
  });

  it("off: requests before the handshake are served", async () => {
    h = harness({ strictLifecycle: false });
    h.send(request(1, "tools/list"));
    h.send(request(2, "resources/read", { uri: "gifts://catalog" }));
    await tick();
    expect(h.take()).toMatchObject([{ id: 1, result: { tools: [{}, {}, {}, {}] } }, { id: 2 }]);
  });
});

describe("latency", () => {
  it("delays each client message, in order", async () => {
    await start("2025-11-25");
    h.endpoint.setControls(controls({ latencyMs: 1000 }));
    h.send(request(2, "ping"));
    await tick(400);
    h.send(request(3, "ping"));
    await tick(599);
    expect(h.take()).toEqual([]);
    await tick(1);
    expect(methods(h.take())).toEqual([2]);
    await tick(399);
    expect(h.take()).toEqual([]);
    await tick(1);
    expect(methods(h.take())).toEqual([3]);
  });

  it("lets no message overtake one still waiting, even with the latency back at 0", async () => {
    await start("2025-11-25");
    h.endpoint.setControls(controls({ latencyMs: 1000 }));
    h.send(request(2, "ping"));
    h.endpoint.setControls(controls({ latencyMs: 0 }));
    h.send(request(3, "ping"));
    await tick(999);
    expect(h.take()).toEqual([]);
    await tick(1);
    expect(methods(h.take())).toEqual([2, 3]);
    h.send(request(4, "ping"));
    await tick(0);
    expect(methods(h.take())).toEqual([4]);
  });

  it("applies to text that is not even JSON", async () => {
    await start("2025-11-25");
    h.endpoint.setControls(controls({ latencyMs: 300 }));
    h.send("oops");
    await tick(299);
    expect(h.take()).toEqual([]);
    await tick(1);
    expect(h.take()).toMatchObject([{ error: { code: -32700 } }]);
  });
});

describe("batches (2025-03-26)", () => {
  it("answer with one array, once every request is answered", async () => {
    await start("2025-03-26");
    h.send([
      request(2, "tools/call", { name: "wrap_gift", arguments: { gift: "Bonsai tree" } }),
      request(3, "ping"),
      { jsonrpc: "2.0", id: 4 },
      notification("notifications/roots/list_changed"),
    ]);
    await tick();
    // Only the log of the tool call so far: the array waits for the slow tool.
    expect(methods(h.take())).toEqual(["notifications/message"]);
    await tick(WRAP_STEP_MS * WRAP_STEPS.length);
    const [batch] = h.take() as Json[][];
    expect(batch?.map((m) => m.id)).toEqual([4, 3, 2]);
    expect(batch?.[0]).toMatchObject({ error: { code: -32600 } });
  });

  it("leave out a cancelled request, and send nothing for notifications only", async () => {
    await start("2025-03-26");
    h.send([
      request(2, "tools/call", { name: "wrap_gift", arguments: { gift: "Bonsai tree" } }),
      request(3, "ping"),
    ]);
    await tick();
    h.send(notification("notifications/cancelled", { requestId: 2 }));
    await tick();
    expect(h.take().at(-1)).toEqual([{ jsonrpc: "2.0", id: 3, result: {} }]);
    h.send([notification("notifications/roots/list_changed")]);
    await tick(WRAP_STEP_MS * WRAP_STEPS.length);
    expect(h.take()).toEqual([]);
  });

  it("refuse initialize inside a batch", async () => {
    await start("2025-03-26");
    h.send([initialize(2, "2025-03-26"), request(3, "ping")]);
    await tick();
    expect(h.take()).toMatchObject([
      [
        { id: 2, error: { code: -32600 } },
        { id: 3, result: {} },
      ],
    ]);
  });
});

describe("version negotiation", () => {
  it.each([
    ["2024-11-05", "2024-11-05"],
    ["2025-03-26", "2025-03-26"],
    ["2025-06-18", "2025-06-18"],
    ["2025-11-25", "2025-11-25"],
    // 2026-07-28 has no initialize: an initialize is the handshake of the versions before it,
    // so the answer is the newest of those, like for a version the server does not know.
    ["2026-07-28", "2025-11-25"],
    ["1999-01-01", "2025-11-25"],
  ])("answers initialize %s with %s", async (asked, agreed) => {
    h = harness();
    h.send(initialize(1, asked));
    await tick();
    expect(h.take()).toMatchObject([{ id: 1, result: { protocolVersion: agreed } }]);
  });
});

describe("logging", () => {
  it("logs each tool call at info, within the level the client set", async () => {
    await start("2025-06-18");
    const call = (id: number) =>
      request(id, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "x", budget: 20 },
      });
    h.send(call(2));
    await tick();
    expect(methods(h.take())).toEqual(["notifications/message", 2]);
    h.send(request(3, "logging/setLevel", { level: "warning" }));
    await tick();
    h.send(call(4));
    await tick();
    expect(methods(h.take())).toEqual([3, 4]);
    h.send(request(5, "logging/setLevel", { level: "debug" }));
    await tick();
    h.send(call(6));
    await tick();
    const sent = h.take() as Json[];
    expect(methods(sent)).toEqual([5, "notifications/message", 6]);
    expect(sent[1]?.params).toMatchObject({
      level: "info",
      logger: "gift-server",
      data: { tool: "suggest_gifts", arguments: { occasion: "x", budget: 20 } },
    });
  });
});

describe("2026-07-28 cancellation", () => {
  it("stops a stateless request on notifications/cancelled: progress stops, no reply", async () => {
    h = harness();
    h.send(
      request(9, "tools/call", {
        _meta: { ...modernMeta(), progressToken: 3 },
        name: "wrap_gift",
        arguments: { gift: "Photo book" },
      }),
    );
    await tick(WRAP_STEP_MS);
    expect(h.take()).toMatchObject([{ method: "notifications/progress", params: { progress: 1 } }]);
    h.send(notification("notifications/cancelled", { requestId: 9 }));
    await tick(WRAP_STEP_MS * WRAP_STEPS.length);
    expect(h.take()).toEqual([]);
    expect(judge("2026-07-28", h.log).filter((f) => /^(error|warning)/.test(f))).toEqual([]);
  });
});
