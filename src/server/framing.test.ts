import { describe, expect, it } from "vitest";
import { type FramePolicy, frame, toItem } from "./framing.ts";

const strict: FramePolicy = { batches: false, errorWithoutId: true };
const old: FramePolicy = { batches: false, errorWithoutId: false };
const batches: FramePolicy = { batches: true, errorWithoutId: false };

describe("frame", () => {
  it("answers text that is not JSON with -32700, id left out or null by version", () => {
    expect(frame("{oops", strict)).toMatchObject({
      kind: "reply",
      reply: { jsonrpc: "2.0", error: { code: -32700 } },
    });
    expect(frame("{oops", strict)).not.toHaveProperty("reply.id");
    expect(frame("{oops", old)).toMatchObject({ reply: { id: null, error: { code: -32700 } } });
  });

  it("passes valid messages of every kind", () => {
    for (const text of [
      '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      '{"jsonrpc":"2.0","id":"a","method":"tools/list","params":{}}',
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      '{"jsonrpc":"2.0","id":0,"result":{"roots":[]}}',
      '{"jsonrpc":"2.0","id":0,"error":{"code":-1,"message":"no"}}',
    ]) {
      const framed = frame(text, strict);
      expect(framed.kind).toBe("single");
      expect(framed).toHaveProperty("item.message", JSON.parse(text));
    }
  });

  it("ignores members JSON-RPC does not define", () => {
    const framed = frame('{"jsonrpc":"2.0","id":1,"method":"ping","note":"hi"}', strict);
    expect(framed).toEqual({
      kind: "single",
      item: { message: { jsonrpc: "2.0", id: 1, method: "ping" } },
    });
  });

  it.each([
    ["5", undefined],
    ['"text"', undefined],
    ["null", undefined],
    ['{"id":3,"method":"ping"}', 3],
    ['{"jsonrpc":"1.0","id":"x","method":"ping"}', "x"],
    ['{"jsonrpc":"2.0","id":4,"method":17}', 4],
    ['{"jsonrpc":"2.0","id":5,"method":"ping","params":[1]}', 5],
    ['{"jsonrpc":"2.0","id":1.5,"method":"ping"}', undefined],
    ['{"jsonrpc":"2.0","id":null,"method":"ping"}', undefined],
    ['{"jsonrpc":"2.0","id":6}', 6],
    ['{"jsonrpc":"2.0","id":7,"result":{},"error":{"code":1,"message":"m"}}', 7],
    ['{"jsonrpc":"2.0","id":8,"result":[]}', 8],
  ])("answers %s with -32600 (id %s)", (text, id) => {
    const framed = frame(text, strict);
    expect(framed).toMatchObject({ kind: "single", item: { reply: { error: { code: -32600 } } } });
    const reply = (framed as { item: { reply: { id?: unknown } } }).item.reply;
    if (id === undefined) expect(reply).not.toHaveProperty("id");
    else expect(reply.id).toBe(id);
  });

  it("refuses a batch where the version has none", () => {
    expect(frame('[{"jsonrpc":"2.0","id":1,"method":"ping"}]', old)).toMatchObject({
      kind: "reply",
      reply: { id: null, error: { code: -32600 } },
    });
  });

  it("splits a batch, answering its invalid items and an initialize in it", () => {
    const framed = frame(
      JSON.stringify([
        { jsonrpc: "2.0", id: 1, method: "ping" },
        { jsonrpc: "2.0", method: "notifications/initialized" },
        7,
        { jsonrpc: "2.0", id: 2, method: "initialize", params: {} },
      ]),
      batches,
    );
    expect(framed).toMatchObject({
      kind: "batch",
      items: [
        { message: { id: 1 } },
        { message: { method: "notifications/initialized" } },
        { reply: { id: null, error: { code: -32600 } } },
        { reply: { id: 2, error: { code: -32600 } } },
      ],
    });
    expect(frame("[]", batches)).toMatchObject({
      kind: "reply",
      reply: { error: { code: -32600 } },
    });
  });
});

describe("toItem", () => {
  it("keeps an error response whose id is null as an error without id", () => {
    expect(
      toItem({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "x" } }, strict),
    ).toEqual({ message: { jsonrpc: "2.0", error: { code: -32700, message: "x" } } });
  });
});
