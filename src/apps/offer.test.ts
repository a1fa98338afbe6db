/** Which replies carry a UI link: from the tool's listing, or from the result itself. */
import { describe, expect, it } from "vitest";
import { deriveExchange } from "../protocol/exchange/derive.ts";
import type { ExchangeEntry, Flow } from "../protocol/exchange/types.ts";
import { widgetReplies } from "./offer.ts";

let seq = 0;
const entry = (flow: Flow, value: object, lane?: "widget"): ExchangeEntry => ({
  type: "message",
  seq: seq++,
  flow,
  at: seq * 5,
  text: JSON.stringify({ jsonrpc: "2.0", ...value }),
  ...(lane ? { lane } : {}),
});
const tool = (name: string, meta?: object) => ({
  name,
  inputSchema: { type: "object" },
  ...(meta ? { _meta: meta } : {}),
});
const call = (id: number, name: string) =>
  entry("out", { id, method: "tools/call", params: { name, arguments: {} } });
const reply = (id: number, result: object = { content: [] }) => entry("in", { id, result });

describe("widgetReplies", () => {
  it("marks the successful replies of tools that link a UI resource, in either flavour", () => {
    seq = 0;
    const log = [
      entry("out", { id: 1, method: "tools/list" }),
      entry("in", {
        id: 1,
        result: {
          tools: [
            tool("apps", { ui: { resourceUri: "ui://apps/page" } }),
            tool("openai", { "openai/outputTemplate": "ui://openai/page" }),
            tool("plain"),
          ],
        },
      }),
      call(2, "apps"),
      reply(2),
      call(3, "openai"),
      reply(3),
      call(4, "plain"),
      reply(4),
      call(5, "apps"),
      entry("in", { id: 5, error: { code: -32000, message: "no" } }),
    ];
    const rows = deriveExchange(log, "2025-11-25");
    expect([...widgetReplies(rows)]).toEqual([3, 5]);
  });

  it("marks a reply whose result links a UI resource, with no listing in the session", () => {
    seq = 0;
    const log = [
      call(1, "unlisted"),
      reply(1, { content: [], _meta: { ui: { resourceUri: "ui://x/y" } } }),
      call(2, "unlisted"),
      reply(2),
    ];
    expect([...widgetReplies(deriveExchange(log, "2025-11-25"))]).toEqual([1]);
  });
});
