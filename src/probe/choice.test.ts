/**
 * The page's offer of tools to call: the latest listing of a log (pages followed, this target
 * only), the hint from the annotations, the arguments prefilled exactly as the run makes them,
 * and the user's text read back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExchangeEntry, MessageEntry, NewEntry } from "../protocol/exchange/types.ts";
import {
  type FromTarget,
  choiceOf,
  effectOf,
  listedTools,
  prefillOf,
  readArguments,
} from "./choice.ts";
import { deriveInProcess } from "./derive.ts";
import { type FaultyServer, startFaultyServer } from "./faulty.testkit.ts";
import { httpWire } from "./http.ts";
import { runProbe } from "./run.ts";
import { argumentsOf } from "./sample.ts";

function log(...items: NewEntry[]): ExchangeEntry[] {
  return items.map((item, seq) => ({ ...item, seq }));
}
type NewMessage = Omit<MessageEntry, "seq">;
const out = (value: unknown, url?: string): NewMessage => ({
  type: "message",
  flow: "out",
  text: JSON.stringify(value),
  at: 0,
  ...(url !== undefined && { http: { method: "POST", url } }),
});
const inn = (value: unknown, url?: string): NewMessage => ({ ...out(value, url), flow: "in" });
const list = (id: number, cursor?: string) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/list",
  ...(cursor !== undefined && { params: { cursor } }),
});
const page = (id: number, names: string[], nextCursor?: string) => ({
  jsonrpc: "2.0",
  id,
  result: {
    tools: names.map((name) => ({ name, inputSchema: { type: "object" } })),
    ...(nextCursor !== undefined && { nextCursor }),
  },
});
const anywhere: FromTarget = () => true;
const names = (entries: ExchangeEntry[], from = anywhere) =>
  listedTools(entries, from)?.map((t) => t.name);

describe("the tools a log lists", () => {
  it("none when nothing listed them", () => {
    expect(listedTools([], anywhere)).toBeUndefined();
    expect(names(log(out(list(1))))).toBeUndefined();
  });

  it("the latest listing, its later pages joined, an earlier listing replaced", () => {
    const entries = log(
      out(list(1)),
      inn(page(1, ["old"])),
      out(list(2)),
      inn(page(2, ["a", "b"], "c1")),
      out(list(3, "c1")),
      inn(page(3, ["c"])),
    );
    expect(names(entries)).toEqual(["a", "b", "c"]);
  });

  it("an empty listing is a listing (the server has no tools)", () => {
    expect(names(log(out(list(1)), inn(page(1, []))))).toEqual([]);
  });

  it("a reply pairs with its request only on the same connection", () => {
    const entries = log(
      out(list(1)),
      { type: "event", event: "target-changed", at: 0 },
      inn(page(1, ["stray"])),
    );
    expect(names(entries)).toBeUndefined();
  });

  it("an error reply keeps the listing before it; other lanes and methods are ignored", () => {
    const entries = log(
      out(list(1)),
      inn(page(1, ["kept"])),
      out(list(2)),
      inn({ jsonrpc: "2.0", id: 2, error: { code: -32603, message: "no" } }),
      { ...out(list(3)), lane: "widget" },
      { ...inn(page(3, ["widget"])), lane: "widget" },
      out({ jsonrpc: "2.0", id: 4, method: "prompts/list" }),
      inn(page(4, ["not a tool"])),
    );
    expect(names(entries)).toEqual(["kept"]);
  });

  it("only this target's: the request's URL decides", () => {
    const entries = log(
      out(list(1), "https://a.example/mcp"),
      inn(page(1, ["mine"]), "https://a.example/mcp"),
      out(list(2), "https://b.example/mcp"),
      inn(page(2, ["theirs"]), "https://b.example/mcp"),
    );
    expect(names(entries, (url) => url === "https://a.example/mcp")).toEqual(["mine"]);
    expect(names(entries, (url) => url === undefined)).toBeUndefined();
  });

  it("titles, descriptions and the hint; items without a name are left out", () => {
    const entries = log(
      out(list(1)),
      inn({
        jsonrpc: "2.0",
        id: 1,
        result: {
          tools: [
            {
              name: "read",
              title: "Read",
              description: "Reads.",
              annotations: { readOnlyHint: true },
            },
            { name: "titled", annotations: { title: "From annotations" } },
            { description: "no name" },
            "nonsense",
          ],
        },
      }),
    );
    const tools = listedTools(entries, anywhere);
    expect(tools).toEqual([
      {
        name: "read",
        title: "Read",
        description: "Reads.",
        effect: "read-only",
        inputSchema: undefined,
      },
      { name: "titled", title: "From annotations", effect: "may-change", inputSchema: undefined },
    ]);
  });
});

describe("what a tool may do, by its annotations", () => {
  it("read-only only when the server says so, and nothing says otherwise", () => {
    expect(effectOf({ readOnlyHint: true })).toBe("read-only");
    expect(effectOf({ readOnlyHint: true, destructiveHint: true })).toBe("may-change");
    expect(effectOf({ destructiveHint: true })).toBe("may-change");
    expect(effectOf({ readOnlyHint: "yes" })).toBe("may-change");
    expect(effectOf(undefined)).toBe("may-change");
  });
});

describe("the arguments", () => {
  it("are prefilled from the inputSchema by the run's own generator", () => {
    const inputSchema = {
      type: "object",
      properties: { n: { type: "integer", minimum: 3 }, mode: { enum: ["a", "b"] } },
      required: ["n", "mode"],
    };
    const tool = { name: "t", effect: "may-change" as const, inputSchema };
    expect(JSON.parse(prefillOf(tool))).toEqual({ n: 3, mode: "a" });
    expect(JSON.parse(prefillOf(tool))).toEqual(argumentsOf(inputSchema));
    expect(prefillOf({ name: "u", effect: "may-change" })).toBe("{}");
  });

  it("are read back: an object, blank as none, anything else explained", () => {
    expect(readArguments('{"text": "hi"}')).toEqual({ ok: true, value: { text: "hi" } });
    expect(readArguments("  ")).toEqual({ ok: true, value: {} });
    expect(readArguments("[1]")).toEqual({ ok: false, problem: "not-object" });
    expect(readArguments("null")).toEqual({ ok: false, problem: "not-object" });
    const broken = readArguments('{"text": ');
    expect(broken.ok).toBe(false);
    expect(broken.ok === false && broken.problem).toBe("json");
  });

  it("make the run's choice, or name the tools to fix", () => {
    const good = choiceOf(
      new Map([
        ["echo", '{"text":"hi"}'],
        ["__proto__", "{}"],
      ]),
    );
    expect(good.ok).toBe(true);
    if (good.ok) {
      expect(good.choice.echo).toEqual({ text: "hi" });
      expect(Object.keys(good.choice)).toEqual(["echo", "__proto__"]);
      expect(Object.getPrototypeOf(good.choice)).toBe(Object.prototype);
    }
    expect(
      choiceOf(
        new Map([
          ["a", "{}"],
          ["b", "1"],
          ["c", "{"],
        ]),
      ),
    ).toEqual({
      ok: false,
      invalid: ["b", "c"],
    });
    expect(choiceOf(new Map())).toEqual({ ok: true, choice: {} });
  });
});

describe("a card's run, then the offer", () => {
  let server: FaultyServer;
  beforeAll(async () => {
    server = await startFaultyServer();
  });
  afterAll(() => server.close());

  const run = (tools: Record<string, Record<string, unknown> | "generate">) => {
    const wire = httpWire({ url: server.url });
    return runProbe({
      target: server.url,
      open: wire.open,
      wire,
      derive: deriveInProcess,
      timeoutMs: 10_000,
      tools,
    });
  };

  it("offers the tools the run listed; the prefill is what the run sends; the user's own go as written", async () => {
    const first = await run({});
    expect(server.called).toEqual([]);
    const tools = listedTools(first.log, (url) => url === server.url) ?? [];
    expect(tools.map((t) => [t.name, t.effect])).toEqual([
      ["echo", "may-change"],
      ["delete_everything", "may-change"],
    ]);
    const echo = tools[0];
    if (!echo) throw new Error("no echo");

    const generated = await run({ echo: "generate" });
    const sent = (card: typeof generated) =>
      card.log.flatMap((e) => {
        // (The run also sends malformed messages on purpose.)
        if (e.type !== "message" || e.flow !== "out" || !e.text.includes('"tools/call"')) return [];
        const m = JSON.parse(e.text) as {
          method?: string;
          params?: { name?: string; arguments?: unknown };
        };
        return m.method === "tools/call" && m.params?.name === "echo" ? [m.params.arguments] : [];
      });
    expect(sent(generated)).toEqual([JSON.parse(prefillOf(echo))]);

    const written = choiceOf(new Map([["echo", '{"text": "from the user"}']]));
    if (!written.ok) throw new Error("not ok");
    const mine = await run(written.choice);
    expect(sent(mine)).toEqual([{ text: "from the user" }]);
    expect(mine.checks.find((c) => c.id === "tools.call")?.status).toBe("passed");
    expect(server.called).toEqual(["echo", "echo"]);
  }, 60_000);
});
