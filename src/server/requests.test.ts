/**
 * Server requests of the 2025-era versions (elicitation, sampling, roots): sent as raw
 * messages, answered by the client (a person in the editor), and the answer used.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { ProtocolVersion } from "../protocol/versions.ts";
import {
  type Harness,
  type Json,
  byId,
  harness,
  initialize,
  judge,
  notification,
  request,
  settle,
} from "./testkit.ts";

let h: Harness;
afterEach(() => h.close());

async function start(version: ProtocolVersion, capabilities: Json) {
  h = harness();
  h.send(initialize(1, version, capabilities));
  await h.waitFor(byId(1));
  h.send(notification("notifications/initialized"));
}

/** Waits for the server's request of `method` and returns it. */
const serverRequest = (method: string) =>
  h.waitFor((m) => m.method === method && m.id !== undefined);

const clean = (version: ProtocolVersion) =>
  expect(judge(version, h.log).filter((f) => /^(error|warning)/.test(f))).toEqual([]);

const suggest = (id: number) =>
  request(id, "tools/call", { name: "suggest_gifts", arguments: { occasion: "housewarming" } });

describe("elicitation (a missing budget)", () => {
  it.each(["2025-06-18", "2025-11-25"] as const)(
    "asks the user in %s and continues with the answer",
    async (version) => {
      await start(version, { elicitation: {} });
      h.send(suggest(2));
      const ask = await serverRequest("elicitation/create");
      expect(ask.params).toMatchObject({
        message: expect.stringContaining("budget") as unknown,
        requestedSchema: { required: ["budget"] },
      });
      // `mode` arrived in 2025-11-25.
      expect((ask.params as Json).mode).toBe(version === "2025-11-25" ? "form" : undefined);
      h.send({ jsonrpc: "2.0", id: ask.id, result: { action: "accept", content: { budget: 40 } } });
      const reply = await h.waitFor(byId(2));
      const gifts = ((reply.result as Json).structuredContent as { gifts: { price: number }[] })
        .gifts;
      expect(gifts.length).toBeGreaterThan(0);
      for (const g of gifts) expect(g.price).toBeLessThanOrEqual(40);
      clean(version);
    },
  );

  it("explains what happened when the user declines", async () => {
    await start("2025-11-25", { elicitation: { form: {} } });
    h.send(suggest(2));
    const ask = await serverRequest("elicitation/create");
    h.send({ jsonrpc: "2.0", id: ask.id, result: { action: "cancel" } });
    const reply = await h.waitFor(byId(2));
    expect(reply.result).toMatchObject({ structuredContent: { gifts: [] } });
    expect(JSON.stringify(reply.result)).toContain("declined");
    clean("2025-11-25");
  });

  it("is not used without the capability, or in a version without elicitation", async () => {
    await start("2025-11-25", {});
    h.send(suggest(2));
    expect((await h.waitFor(byId(2))).result).toMatchObject({ isError: true });
    await h.close();
    // 2025-03-26 has no elicitation, whatever the client declares.
    await start("2025-03-26", { elicitation: {} });
    h.send(suggest(2));
    expect((await h.waitFor(byId(2))).error).toMatchObject({ code: -32602 });
    expect(h.sent.some((t) => t.includes("elicitation/create"))).toBe(false);
  });
});

describe("sampling", () => {
  const draft = (id: number) =>
    request(id, "tools/call", {
      name: "draft_congratulation",
      arguments: { recipient: "Grandma", occasion: "retirement", tone: "heartfelt" },
    });

  it.each(["2024-11-05", "2025-11-25"] as const)(
    "asks the client's model in %s and returns its draft",
    async (version) => {
      await start(version, { sampling: {} });
      h.send(draft(2));
      const ask = await serverRequest("sampling/createMessage");
      expect(JSON.stringify(ask.params)).toContain("heartfelt congratulation");
      h.send({
        jsonrpc: "2.0",
        id: ask.id,
        result: {
          role: "assistant",
          content: { type: "text", text: "Enjoy every sunrise, Grandma!" },
          model: "editor",
          stopReason: "endTurn",
        },
      });
      const reply = await h.waitFor(byId(2));
      expect(JSON.stringify(reply.result)).toContain("Enjoy every sunrise, Grandma!");
      clean(version);
    },
  );

  it("waits for a reply that takes its time, and answers other requests meanwhile", async () => {
    await start("2025-06-18", { sampling: {} });
    h.send(draft(2));
    await serverRequest("sampling/createMessage");
    h.send(request(3, "ping"));
    await h.waitFor(byId(3));
    await settle();
    expect(h.sent.some((t) => (JSON.parse(t) as Json).id === 2)).toBe(false);
  });

  it("reports a tool error when the client cannot sample", async () => {
    await start("2025-06-18", {});
    h.send(draft(2));
    const reply = await h.waitFor(byId(2));
    expect(reply.result).toMatchObject({ isError: true });
    expect(JSON.stringify(reply.result)).toContain("sampling capability");
  });
});

describe("roots", () => {
  const save = (id: number) =>
    request(id, "tools/call", { name: "save_gift_list", arguments: { gifts: ["Bonsai tree"] } });

  it("asks for the roots and says where the list would go", async () => {
    await start("2025-03-26", { roots: { listChanged: true } });
    h.send(save(2));
    const ask = await serverRequest("roots/list");
    h.send({
      jsonrpc: "2.0",
      id: ask.id,
      result: { roots: [{ uri: "file:///home/ann/lists", name: "Lists" }] },
    });
    const reply = await h.waitFor(byId(2));
    expect(JSON.stringify(reply.result)).toContain("file:///home/ann/lists/gift-list.json");
    clean("2025-03-26");
  });

  it("says so when the client shares no roots", async () => {
    await start("2025-06-18", { roots: {} });
    h.send(save(2));
    const ask = await serverRequest("roots/list");
    h.send({ jsonrpc: "2.0", id: ask.id, result: { roots: [] } });
    expect((await h.waitFor(byId(2))).result).toMatchObject({ isError: true });
  });
});
