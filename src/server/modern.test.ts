/**
 * 2026-07-28: no handshake, the version and capabilities in every request's `_meta`,
 * `server/discover`, input-required results instead of server requests, subscriptions/listen.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  type Harness,
  type Json,
  byId,
  harness,
  judge,
  modernMeta,
  notification,
  request,
  settle,
} from "./testkit.ts";

let open: Harness | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const params = (rest: Json = {}, meta: Json = {}, capabilities: Json = {}): Json => ({
  _meta: modernMeta(meta, capabilities),
  ...rest,
});

async function ask(h: Harness, id: number, method: string, p: Json): Promise<Json> {
  h.send(request(id, method, p));
  return h.waitFor(byId(id));
}

describe("the scripted exchange in 2026-07-28", () => {
  it("serves every method statelessly and the checker finds nothing wrong", async () => {
    const h = (open = harness());
    const discover = (await ask(h, 1, "server/discover", params())).result as Json;
    expect(discover.supportedVersions).toEqual(["2026-07-28"]);
    expect(discover).toMatchObject({ resultType: "complete", ttlMs: 0, cacheScope: "private" });

    const list = (await ask(h, 2, "tools/list", params())).result as Json;
    expect((list.tools as Json[])[0]).toHaveProperty("outputSchema");

    const call = (args: Json, meta: Json = {}) =>
      params({ name: "suggest_gifts", arguments: args }, meta);
    const success = (
      await ask(
        h,
        3,
        "tools/call",
        call({ occasion: "birthday", budget: 60 }, { "io.modelcontextprotocol/logLevel": "info" }),
      )
    ).result as Json;
    expect(success.resultType).toBe("complete");
    expect(success).toHaveProperty("structuredContent.gifts");
    expect(
      ((await ask(h, 4, "tools/call", call({ occasion: "x", budget: 5 }))).result as Json).isError,
    ).toBe(true);
    const invalid = (await ask(h, 5, "tools/call", call({ occasion: 3 }))).result as Json;
    expect(invalid.isError).toBe(true);
    const unknown = await ask(h, 6, "tools/call", params({ name: "nope", arguments: {} }));
    expect(unknown.error).toMatchObject({ code: -32602 });

    await ask(h, 7, "resources/list", params());
    await ask(h, 8, "resources/read", params({ uri: "gifts://catalog/tech" }));
    await ask(h, 9, "resources/templates/list", params());
    const missing = await ask(h, 10, "resources/read", params({ uri: "gifts://catalog/socks" }));
    // 2026-07-28 changed resource-not-found from -32002 to -32602.
    expect(missing.error).toMatchObject({ code: -32602 });
    await ask(h, 11, "prompts/list", params());
    await ask(
      h,
      12,
      "prompts/get",
      params({ name: "gift_congrats_style", arguments: { tone: "funny", recipient: "dad" } }),
    );
    const completion = await ask(
      h,
      13,
      "completion/complete",
      params({
        ref: { type: "ref/resource", uri: "gifts://catalog/{category}" },
        argument: { name: "category", value: "t" },
      }),
    );
    expect(completion.result).toMatchObject({ completion: { values: ["tech"] } });
    const recipients = await ask(
      h,
      20,
      "completion/complete",
      params({
        ref: { type: "ref/prompt", name: "gift_congrats_style" },
        argument: { name: "recipient", value: "Gr" },
      }),
    );
    expect(recipients.result).toMatchObject({ completion: { values: ["grandma", "grandpa"] } });
    // Methods this version removed.
    for (const [id, method] of [
      [14, "ping"],
      [15, "logging/setLevel"],
      [16, "resources/subscribe"],
      [17, "gifts/unknown"],
    ] as const) {
      expect(
        (await ask(h, id, method, params({ level: "info", uri: "gifts://catalog" }))).error,
      ).toMatchObject({
        code: -32601,
      });
    }
    h.send("{ not json");
    h.send({ id: 18, method: "tools/list" });
    h.send([request(19, "tools/list", params())]);
    await settle();
    const tail = h.take().slice(-3) as Json[];
    expect(tail.map((m) => (m.error as Json).code)).toEqual([-32700, -32600, -32600]);
    // From 2025-11-25 on, an id that cannot be read is left out.
    expect(tail[0]).not.toHaveProperty("id");
    expect(tail[1]).toHaveProperty("id", 18);

    const findings = judge("2026-07-28", h.log);
    expect(findings.filter((f) => /^(error|warning)/.test(f))).toEqual([]);
  });

  it("logs a tool call only when the request asks for a log level", async () => {
    const h = (open = harness());
    const args = { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 50 } };
    await ask(h, 1, "tools/call", params(args));
    await ask(h, 2, "tools/call", params(args, { "io.modelcontextprotocol/logLevel": "warning" }));
    expect(h.take().some((m) => (m as Json).method === "notifications/message")).toBe(false);
    await ask(h, 3, "tools/call", params(args, { "io.modelcontextprotocol/logLevel": "debug" }));
    const log = h.take().filter((m) => (m as Json).method === "notifications/message") as Json[];
    expect(log).toHaveLength(1);
    expect(log[0]?.params).toMatchObject({ level: "info", data: { tool: "suggest_gifts" } });
  });
});

describe("2026-07-28 requests", () => {
  it("refuse a version the server does not serve, on every request", async () => {
    const h = (open = harness());
    await ask(h, 1, "tools/list", params());
    for (const [id, version] of [
      [2, "2025-11-25"],
      [3, "1999-01-01"],
    ] as const) {
      const reply = await ask(
        h,
        id,
        "tools/list",
        params({}, { "io.modelcontextprotocol/protocolVersion": version }),
      );
      expect(reply.error).toMatchObject({
        code: -32022,
        data: { supported: ["2026-07-28"], requested: version },
      });
    }
  });

  it("need their _meta: a 2026-07-28 method without it is invalid params", async () => {
    const h = (open = harness());
    const reply = await ask(h, 1, "server/discover", {});
    expect(reply.error).toMatchObject({ code: -32602 });
    expect((reply.error as Json).message).toContain("io.modelcontextprotocol/protocolVersion");
  });

  it("ask for a missing budget with an input-required result and use the retry's answer", async () => {
    const h = (open = harness());
    const caps = { elicitation: {} };
    const first = await ask(
      h,
      1,
      "tools/call",
      params({ name: "suggest_gifts", arguments: { occasion: "wedding" } }, {}, caps),
    );
    expect(first.result).toMatchObject({
      resultType: "input_required",
      inputRequests: { budget: { method: "elicitation/create" } },
    });
    const retry = await ask(
      h,
      2,
      "tools/call",
      params(
        {
          name: "suggest_gifts",
          arguments: { occasion: "wedding" },
          inputResponses: { budget: { action: "accept", content: { budget: 100 } } },
        },
        {},
        caps,
      ),
    );
    const gifts = ((retry.result as Json).structuredContent as { gifts: { price: number }[] })
      .gifts;
    expect(gifts.length).toBeGreaterThan(0);
    for (const g of gifts) expect(g.price).toBeLessThanOrEqual(100);
    const declined = await ask(
      h,
      3,
      "tools/call",
      params(
        {
          name: "suggest_gifts",
          arguments: { occasion: "wedding" },
          inputResponses: { budget: { action: "decline" } },
        },
        {},
        caps,
      ),
    );
    expect(JSON.stringify(declined.result)).toContain("declined");
    // Without the elicitation capability the budget is just missing: invalid arguments.
    const without = await ask(
      h,
      4,
      "tools/call",
      params({ name: "suggest_gifts", arguments: { occasion: "wedding" } }),
    );
    expect(without.result).toMatchObject({ isError: true });
    expect(judge("2026-07-28", h.log).filter((f) => /^(error|warning)/.test(f))).toEqual([]);
  });

  it("ask for sampling and roots the same way, or name the missing capability (-32021)", async () => {
    const h = (open = harness());
    const draft = {
      name: "draft_congratulation",
      arguments: { recipient: "Ann", occasion: "graduation" },
    };
    const noSampling = await ask(h, 1, "tools/call", params(draft));
    expect(noSampling.error).toMatchObject({
      code: -32021,
      data: { requiredCapabilities: { sampling: {} } },
    });
    const asks = await ask(h, 2, "tools/call", params(draft, {}, { sampling: {} }));
    expect(asks.result).toMatchObject({
      inputRequests: { draft: { method: "sampling/createMessage" } },
    });
    const answer = {
      role: "assistant",
      content: { type: "text", text: "Well done, Ann!" },
      model: "m",
      stopReason: "endTurn",
    };
    const drafted = await ask(
      h,
      3,
      "tools/call",
      params({ ...draft, inputResponses: { draft: answer } }, {}, { sampling: {} }),
    );
    expect(JSON.stringify(drafted.result)).toContain("Well done, Ann!");

    const save = { name: "save_gift_list", arguments: { gifts: ["Chef's knife"] } };
    expect((await ask(h, 4, "tools/call", params(save))).error).toMatchObject({ code: -32021 });
    const roots = await ask(h, 5, "tools/call", params(save, {}, { roots: {} }));
    expect(roots.result).toMatchObject({ inputRequests: { roots: { method: "roots/list" } } });
    const saved = await ask(
      h,
      6,
      "tools/call",
      params(
        { ...save, inputResponses: { roots: { roots: [{ uri: "file:///home/ann/" }] } } },
        {},
        { roots: {} },
      ),
    );
    expect(JSON.stringify(saved.result)).toContain("file:///home/ann/gift-list.json");
    expect(judge("2026-07-28", h.log).filter((f) => /^(error|warning)/.test(f))).toEqual([]);
  });

  it("deliver change notifications on a subscriptions/listen stream, as asked", async () => {
    const h = (open = harness());
    h.send(
      request(
        1,
        "subscriptions/listen",
        params({
          notifications: {
            toolsListChanged: true,
            resourceSubscriptions: ["gifts://catalog/books"],
          },
        }),
      ),
    );
    const ack = await h.waitFor((m) => m.method === "notifications/subscriptions/acknowledged");
    expect(ack.params).toMatchObject({ _meta: { "io.modelcontextprotocol/subscriptionId": 1 } });
    h.take();
    h.endpoint.setControls({
      latencyMs: 0,
      strictLifecycle: true,
      giftCards: true,
      catalogRevision: 1,
    });
    await settle();
    const sent = h.take() as Json[];
    expect(sent.map((m) => m.method)).toEqual([
      "notifications/tools/list_changed",
      "notifications/resources/updated",
    ]);
    expect(sent[1]?.params).toMatchObject({
      uri: "gifts://catalog/books",
      _meta: { "io.modelcontextprotocol/subscriptionId": 1 },
    });
    // Cancelling the listen request ends the stream: nothing more arrives on it.
    h.send(notification("notifications/cancelled", { requestId: 1 }));
    await settle();
    h.endpoint.setControls({
      latencyMs: 0,
      strictLifecycle: true,
      giftCards: false,
      catalogRevision: 2,
    });
    await settle();
    expect(h.take()).toEqual([]);
    expect(judge("2026-07-28", h.log).filter((f) => /^(error|warning)/.test(f))).toEqual([]);
  });
});
