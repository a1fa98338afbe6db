import { describe, expect, it } from "vitest";
import { INIT_PARAMS, INIT_RESULT, LogBuilder, rpc } from "../protocol/exchange/testkit.ts";
import { diffJson } from "./diff.ts";
import { type ReplaySend, compareReplay, planReplay, runReplay } from "./replay.ts";

type Json = Record<string, unknown>;

/**
 * A tiny deterministic gift server: answers initialize, tools/list and suggest_gifts (at the
 * given price), and before answering a call with `ask: true` it asks the client for sampling
 * and waits for that reply.
 */
function giftServer(price: number) {
  let serverId = 500;
  let parked: { id: unknown } | undefined;
  const gifts = () => ({
    content: [{ type: "text", text: `Mug, $${price}` }],
    structuredContent: { gifts: [{ name: "Mug", price }], generatedAt: new Date().toISOString() },
  });
  const send: ReplaySend = (text) => {
    const m = JSON.parse(text) as Json;
    const params = (m.params ?? {}) as Json;
    if (m.method === "initialize")
      return Promise.resolve([JSON.stringify(rpc.result(m.id as number, INIT_RESULT))]);
    if (m.method === "tools/list") {
      return Promise.resolve([
        JSON.stringify(rpc.result(m.id as number, { tools: [{ name: "suggest_gifts" }] })),
      ]);
    }
    if (m.method === "tools/call" && (params.arguments as Json | undefined)?.ask) {
      parked = { id: m.id };
      const id = serverId++;
      return Promise.resolve([
        JSON.stringify(rpc.request(id, "sampling/createMessage", { messages: [], maxTokens: 9 })),
      ]);
    }
    if (m.method === "tools/call")
      return Promise.resolve([JSON.stringify(rpc.result(m.id as number, gifts()))]);
    if (m.result !== undefined && parked) {
      // The server knows only the id it sent: a reply with another id is lost on it.
      const ok = m.id === serverId - 1;
      const out = rpc.result(parked.id as number, ok ? gifts() : { content: [], isError: true });
      parked = undefined;
      return Promise.resolve([JSON.stringify(out)]);
    }
    return Promise.resolve([]);
  };
  return send;
}

/** A recorded session with that server at price 50, with ids and times of its own. */
function recording() {
  const call = (id: number, args: Json = {}) =>
    rpc.request(id, "tools/call", {
      name: "suggest_gifts",
      arguments: { occasion: "birthday", ...args },
    });
  const gifts = {
    content: [{ type: "text", text: "Mug, $50" }],
    structuredContent: { gifts: [{ name: "Mug", price: 50 }], generatedAt: "2025-12-01T10:00:00Z" },
  };
  return new LogBuilder()
    .event("started")
    .out(rpc.request(0, "initialize", INIT_PARAMS))
    .in(rpc.result(0, INIT_RESULT))
    .out(rpc.notification("notifications/initialized"))
    .out(rpc.request(1, "tools/list"))
    .in(rpc.result(1, { tools: [{ name: "suggest_gifts" }] }))
    .out(call(2))
    .in(rpc.result(2, gifts))
    .out(call(3, { ask: true }))
    .in(rpc.request(77, "sampling/createMessage", { messages: [], maxTokens: 9 }))
    .out(rpc.result(77, { role: "assistant", content: { type: "text", text: "ok" }, model: "m" }))
    .in(rpc.result(3, gifts)).entries;
}

describe("planReplay", () => {
  it("lists the client's messages in order, skipping events and the server's messages", () => {
    const plan = planReplay(recording());
    expect(plan.steps.map((s) => [s.seq, s.kind, s.method ?? null])).toEqual([
      [1, "request", "initialize"],
      [3, "notification", "notifications/initialized"],
      [4, "request", "tools/list"],
      [6, "request", "tools/call"],
      [8, "request", "tools/call"],
      [10, "reply", null],
    ]);
    expect(plan.steps.map((s) => s.text)).toEqual(
      recording().flatMap((e) => (e.type === "message" && e.flow === "out" ? [e.text] : [])),
    );
    expect(plan.steps[5]?.answersServer).toBe(true);
    expect(plan.serverRequests).toEqual([{ method: "sampling/createMessage", id: 77 }]);
  });

  it("gives fresh ids without touching the rest of the text, and cancellations follow", () => {
    const pretty = '{\n  "jsonrpc": "2.0",\n  "id": "a",\n  "method": "tools/list"\n}';
    const log = new LogBuilder()
      .out(pretty)
      .out(
        '[{"jsonrpc":"2.0","id":7,"method":"ping"}, {"jsonrpc":"2.0","method":"notifications/initialized"}]',
      )
      .out(rpc.notification("notifications/cancelled", { requestId: "a", reason: "slow" }))
      .out("not json").entries;
    const plan = planReplay(log, { freshIds: { start: 100 } });
    expect(plan.steps.map((s) => s.text)).toEqual([
      '{\n  "jsonrpc": "2.0",\n  "id": 100,\n  "method": "tools/list"\n}',
      '[{"jsonrpc":"2.0","id":101,"method":"ping"}, {"jsonrpc":"2.0","method":"notifications/initialized"}]',
      JSON.stringify(
        rpc.notification("notifications/cancelled", { requestId: 100, reason: "slow" }),
      ),
      "not json",
    ]);
    expect(plan.steps[0]).toMatchObject({ recordedId: "a", id: 100 });
    expect(plan.steps[3]).toMatchObject({ kind: "invalid" });
  });

  it("leaves the handshake out for a live session, and marks steps after a restart", () => {
    const log = new LogBuilder()
      .event("started")
      .handshake()
      .out(rpc.request(1, "tools/list"))
      .event("crashed")
      .event("restarted")
      .handshake()
      .out(rpc.request(2, "tools/list")).entries;
    const live = planReplay(log, { handshake: false });
    expect(live.steps.map((s) => s.method)).toEqual(["tools/list", "tools/list"]);
    expect(live.steps.map((s) => s.afterRestart ?? false)).toEqual([false, true]);
    const fresh = planReplay(log);
    expect(fresh.steps.map((s) => s.afterRestart ?? false)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe("replay and compare", () => {
  it("shows no difference against the same behaviour, whatever the ids and times", async () => {
    const recorded = recording();
    const plan = planReplay(recorded, { version: "2025-11-25", freshIds: { start: 1000 } });
    const run = await runReplay(plan, giftServer(50));
    expect(run).toMatchObject({ completed: 6 });
    expect(run.stopped).toBeUndefined();
    // The reply to the server's sampling request went out under the new server's id.
    const sent = run.entries.filter((e) => e.type === "message" && e.flow === "out");
    expect(JSON.parse(sent[5]?.type === "message" ? sent[5].text : "")).toMatchObject({ id: 500 });
    const cmp = compareReplay(recorded, run.entries, plan);
    expect(cmp.steps.map((s) => s.status)).toEqual([
      "same",
      "no-reply",
      "same",
      "same",
      "same",
      "no-reply",
    ]);
    expect(cmp.counts).toMatchObject({ same: 4, different: 0, "no-reply": 2 });
    expect(cmp.steps[3]?.recorded).toHaveLength(1);
    expect(cmp.steps[3]?.replayed).toHaveLength(1);
  });

  it("shows where a changed price differs", async () => {
    const recorded = recording();
    const plan = planReplay(recorded, { version: "2025-11-25" });
    const cmp = compareReplay(recorded, (await runReplay(plan, giftServer(55))).entries, plan);
    expect(cmp.counts).toMatchObject({ same: 2, different: 2 });
    expect(cmp.steps[3]).toMatchObject({ status: "different", method: "tools/call", seq: 6 });
    expect(cmp.steps[3]?.differences).toEqual([
      {
        path: "/result/content/0/text",
        change: "changed",
        recorded: "Mug, $50",
        replayed: "Mug, $55",
      },
      {
        path: "/result/structuredContent/gifts/0/price",
        change: "changed",
        recorded: 50,
        replayed: 55,
      },
    ]);
  });

  it("reports replies that no longer come, or come anew, and steps never run", async () => {
    const recorded = recording();
    const plan = planReplay(recorded);
    const silent: ReplaySend = (text) =>
      text.includes("tools/list") ? Promise.resolve([]) : giftServer(50)(text);
    const cmp = compareReplay(recorded, (await runReplay(plan, silent)).entries, plan);
    expect(cmp.steps[2]?.status).toBe("missing-reply");
    const chatty: ReplaySend = (text) =>
      text.includes("notifications/initialized")
        ? Promise.resolve([JSON.stringify(rpc.error(null, -32600, "unexpected"))])
        : giftServer(50)(text);
    const extra = compareReplay(recorded, (await runReplay(plan, chatty)).entries, plan);
    expect(extra.steps[1]?.status).toBe("no-reply"); // an error with a null id answers nothing
    const stop = new AbortController();
    const stopping: ReplaySend = (text) => {
      stop.abort();
      return giftServer(50)(text);
    };
    const run = await runReplay(plan, stopping, { signal: stop.signal });
    expect(run).toMatchObject({ completed: 1, stopped: "aborted" });
    expect(compareReplay(recorded, run.entries, plan).counts["not-run"]).toBe(5);
  });

  it("stops at a transport failure and logs it", async () => {
    const plan = planReplay(recording());
    const run = await runReplay(plan, () => Promise.reject(new Error("connection refused")), {
      now: () => 42,
    });
    expect(run).toMatchObject({ completed: 0, stopped: "failed", error: "connection refused" });
    expect(run.entries.at(-1)).toEqual({
      type: "event",
      seq: 1,
      event: "transport-error",
      at: 42,
      detail: "connection refused",
    });
  });

  it("restarts the server before steps that followed a restart", async () => {
    const log = new LogBuilder().handshake().event("restarted").handshake().entries;
    let restarts = 0;
    const run = await runReplay(planReplay(log), giftServer(1), {
      restart: () => {
        restarts++;
        return Promise.resolve();
      },
    });
    expect(restarts).toBe(1);
    expect(
      run.entries.filter((e) => e.type === "event").map((e) => e.type === "event" && e.event),
    ).toEqual(["restarted"]);
  });
});

describe("diffJson", () => {
  it("lists changed, added, removed and retyped values by JSON pointer", () => {
    const { differences } = diffJson(
      { a: 1, b: [1, 2, 3], c: { "x/y": true }, d: "s", gone: 0 },
      { a: 2, b: [1, 2], c: { "x/y": true, z: null }, d: 5, e: {} },
    );
    expect(differences).toEqual([
      { path: "/a", change: "changed", recorded: 1, replayed: 2 },
      { path: "/b/2", change: "removed", recorded: 3 },
      { path: "/c/z", change: "added", replayed: null },
      { path: "/d", change: "type", recorded: "s", replayed: 5 },
      { path: "/gone", change: "removed", recorded: 0 },
      { path: "/e", change: "added", replayed: {} },
    ]);
  });

  it("ignores progress tokens, session ids, timestamps and the given paths", () => {
    const a = {
      id: 1,
      params: {
        _meta: { progressToken: "p1" },
        sessionId: "s1",
        createdAt: 1,
        at: "2025-01-01T00:00:00Z",
      },
    };
    const b = {
      id: 9,
      params: {
        _meta: { progressToken: "p2" },
        sessionId: "s2",
        createdAt: 2,
        at: "2026-02-02T10:11:12.5+01:00",
      },
    };
    expect(diffJson(a, b, { ignorePaths: ["/id"] }).differences).toEqual([]);
    expect(diffJson(a, b).differences).toEqual([
      { path: "/id", change: "changed", recorded: 1, replayed: 9 },
    ]);
    expect(diffJson({ t: "2025-01-01T00:00:00Z" }, { t: "later" }).differences).toHaveLength(1);
    expect(
      diffJson({ timestamp: 1 }, { timestamp: 2 }, { ignoreKeys: [] }).differences,
    ).toHaveLength(1);
  });

  it("stops at the limit and says so", () => {
    const r = diffJson(
      Array.from({ length: 10 }, () => 0),
      Array.from({ length: 10 }, () => 1),
      { maxDifferences: 3 },
    );
    expect(r.differences).toHaveLength(3);
    expect(r.truncated).toBe(true);
  });
});
