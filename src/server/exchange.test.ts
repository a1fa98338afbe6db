/**
 * The scripted exchange of every handshake version: each method, each error path, and every
 * server message judged by the project's checker.
 */
import { afterEach, describe, expect, it } from "vitest";
import { versionIndex } from "../protocol/versions.ts";
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
import { LEGACY_VERSIONS, type ProtocolVersion } from "./versions.ts";

const since = (v: ProtocolVersion, first: ProtocolVersion) =>
  versionIndex(v) >= versionIndex(first);

/** Sends each step; waits for the reply of each request (bounded), or lets the server settle. */
async function play(h: Harness, steps: (Json | unknown[] | string)[]): Promise<Map<unknown, Json>> {
  for (const step of steps) {
    h.send(step);
    const message = typeof step === "object" && !Array.isArray(step) ? step : undefined;
    if (message?.id !== undefined && typeof message.method === "string") {
      await h.waitFor(byId(message.id));
    } else await settle();
  }
  const replies = new Map<unknown, Json>();
  for (const text of h.sent) {
    const m = JSON.parse(text) as Json;
    if (!Array.isArray(m) && (Object.hasOwn(m, "result") || Object.hasOwn(m, "error"))) {
      replies.set(m.id ?? `no id: ${(m.error as Json).code as number}`, m);
    }
  }
  return replies;
}

const script = (version: string): (Json | unknown[] | string)[] => [
  initialize(1, version),
  notification("notifications/initialized"),
  request(2, "tools/list"),
  request(3, "tools/call", {
    name: "suggest_gifts",
    arguments: { occasion: "birthday", budget: 60, recipient: "mom" },
  }),
  request(4, "tools/call", {
    name: "suggest_gifts",
    arguments: { occasion: "birthday", budget: 5 },
  }),
  request(5, "tools/call", { name: "suggest_gifts", arguments: { occasion: 3 } }),
  request(6, "tools/call", { name: "no_such_tool", arguments: {} }),
  request(7, "resources/list"),
  request(8, "resources/read", { uri: "gifts://catalog" }),
  request(9, "resources/read", { uri: "gifts://catalog/books" }),
  request(10, "resources/templates/list"),
  request(11, "resources/subscribe", { uri: "gifts://catalog" }),
  request(12, "resources/unsubscribe", { uri: "gifts://catalog" }),
  request(13, "prompts/list"),
  request(14, "prompts/get", {
    name: "gift_congrats_style",
    arguments: { tone: "warm", recipient: "mom" },
  }),
  request(15, "completion/complete", {
    ref: { type: "ref/prompt", name: "gift_congrats_style" },
    argument: { name: "tone", value: "f" },
  }),
  request(16, "completion/complete", {
    ref: { type: "ref/resource", uri: "gifts://catalog/{category}" },
    argument: { name: "category", value: "g" },
  }),
  request(17, "logging/setLevel", { level: "info" }),
  request(18, "ping"),
  request(19, "gifts/unknown"),
  request(20, "resources/read", { uri: "gifts://catalog/socks" }),
  "this is not JSON",
  // JSON, but not JSON-RPC (no "jsonrpc": "2.0"); its id can be read.
  { id: 21, method: "ping" },
  [
    request(22, "ping"),
    notification("notifications/roots/list_changed"),
    request(23, "tools/list"),
  ],
];

let open: Harness | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe.each(LEGACY_VERSIONS)("the scripted exchange in %s", (version) => {
  it("answers every method as the version prescribes", async () => {
    const h = (open = harness());
    const r = await play(h, script(version));
    const result = (id: number) => r.get(id)?.result as Json;
    const error = (id: number) => r.get(id)?.error as Json;

    const init = result(1);
    expect(init.protocolVersion).toBe(version);
    const capabilities = init.capabilities as Json;
    expect(capabilities.tools).toEqual({ listChanged: true });
    expect(capabilities.resources).toMatchObject({ subscribe: true });
    expect("completions" in capabilities).toBe(since(version, "2025-03-26"));

    const tools = result(2).tools as Json[];
    expect(tools.map((t) => t.name)).toEqual([
      "suggest_gifts",
      "wrap_gift",
      "draft_congratulation",
      "save_gift_list",
    ]);
    const structured = since(version, "2025-06-18");
    expect("outputSchema" in (tools[0] as Json)).toBe(structured);
    expect((tools[0] as Json).inputSchema).toMatchObject({ required: ["occasion", "budget"] });

    const success = result(3);
    expect(JSON.stringify(success.content)).toContain("Gift ideas for birthday for mom");
    expect("structuredContent" in success).toBe(structured);
    if (structured) {
      const gifts = (success.structuredContent as { gifts: { price: number }[] }).gifts;
      expect(gifts.length).toBeGreaterThan(0);
      for (const g of gifts) expect(g.price).toBeLessThanOrEqual(60);
    }
    expect(result(4).isError).toBe(true);
    expect(JSON.stringify(result(4).content)).toContain("Nothing in the catalog costs $5");

    // Invalid arguments: a tool error from 2025-11-25 (SEP-1303), a protocol error before.
    if (since(version, "2025-11-25")) {
      expect(result(5).isError).toBe(true);
      expect(JSON.stringify(result(5).content)).toMatch(/`budget` is required.*`occasion`/);
    } else {
      expect(error(5).code).toBe(-32602);
    }
    expect(error(6).code).toBe(-32602);

    expect((result(7).resources as Json[]).map((x) => x.uri)).toContain("gifts://catalog");
    const catalog = JSON.parse((result(8).contents as { text: string }[])[0]?.text ?? "") as Json;
    expect((catalog.gifts as unknown[]).length).toBeGreaterThan(30);
    expect((result(9).contents as Json[])[0]).toMatchObject({ uri: "gifts://catalog/books" });
    expect(result(10).resourceTemplates).toMatchObject([
      { uriTemplate: "gifts://catalog/{category}" },
    ]);
    expect(result(11)).toEqual({});
    expect(result(12)).toEqual({});
    expect((result(13).prompts as Json[])[0]).toMatchObject({ name: "gift_congrats_style" });
    expect(JSON.stringify(result(14).messages)).toContain("warm");
    expect(result(15).completion).toMatchObject({ values: ["funny", "formal"] });
    expect(result(16).completion).toMatchObject({ values: ["games", "garden"] });
    expect(result(17)).toEqual({});
    expect(result(18)).toEqual({});
    expect(error(19).code).toBe(-32601);
    expect(error(20).code).toBe(-32002);

    // Not JSON: -32700; the id cannot be read, so null before 2025-11-25, absent from then on.
    const parse = [...r.values()].find((m) => (m.error as Json | undefined)?.code === -32700);
    expect(parse?.id).toBe(since(version, "2025-11-25") ? undefined : null);
    expect(error(21).code).toBe(-32600);

    const last = JSON.parse(h.sent.at(-1) ?? "null") as unknown;
    if (version === "2025-03-26") {
      // The batch's replies come back as one array; the notification gets no entry.
      expect(Array.isArray(last)).toBe(true);
      expect((last as Json[]).map((m) => m.id)).toEqual([22, 23]);
    } else {
      expect(last).toMatchObject({ error: { code: -32600 } });
    }
  });

  it("sends nothing the checker finds wrong for the version", async () => {
    const h = (open = harness());
    await play(h, script(version));
    const findings = judge(version, h.log);
    expect(findings.filter((f) => f.startsWith("warning"))).toEqual([]);
    // Before 2025-11-25 the schema has no valid reply to a message whose id cannot be read:
    // JSON-RPC's `"id": null` is the one thing left (the parse error, the refused batch).
    const expected = since(version, "2025-11-25")
      ? []
      : version === "2025-03-26"
        ? ["error jsonrpc.reply-id-null"]
        : ["error jsonrpc.reply-id-null", "error jsonrpc.reply-id-null"];
    expect(findings.filter((f) => f.startsWith("error")).map((f) => f.split(" @")[0])).toEqual(
      expected,
    );
  });
});
