/**
 * The widget lane in the exchange: ui/* messages judged against the MCP Apps schema, MCP
 * methods against the MCP schema, pairs of their own (ids do not mix with the server's), and a
 * server restart leaves the widget's open requests alone.
 */
import { describe, expect, it } from "vitest";
import { deriveExchange } from "../exchange/derive.ts";
import type { ExchangeEntry, Flow } from "../exchange/types.ts";
import type { MessageRow } from "../exchange/rows.ts";

let seq = 0;
const at = () => seq * 10;
const msg = (flow: Flow, value: unknown, lane?: "widget"): ExchangeEntry => ({
  type: "message",
  seq: seq++,
  flow,
  at: at(),
  text: JSON.stringify(value),
  ...(lane ? { lane } : {}),
});
const w = (flow: Flow, value: unknown) => msg(flow, value, "widget");

const rowsOf = (entries: ExchangeEntry[]) =>
  deriveExchange(entries, "2025-11-25").filter((r): r is MessageRow => r.type === "message");

describe("the widget lane", () => {
  it("judges ui/* against the MCP Apps schema and pairs widget ids apart from the server's", () => {
    seq = 0;
    const call = { name: "suggest_gifts", arguments: { occasion: "birthday", budget: 75 } };
    const rows = rowsOf([
      w("in", {
        jsonrpc: "2.0",
        id: 1,
        method: "ui/initialize",
        params: {
          appInfo: { name: "a", version: "1" },
          appCapabilities: {},
          protocolVersion: "2026-01-26",
        },
      }),
      w("out", {
        jsonrpc: "2.0",
        id: 1,
        result: {
          protocolVersion: "2026-01-26",
          hostInfo: { name: "h", version: "1" },
          hostCapabilities: {},
          hostContext: {},
        },
      }),
      w("in", {
        jsonrpc: "2.0",
        method: "ui/notifications/size-changed",
        params: { height: "tall" },
      }),
      w("in", { jsonrpc: "2.0", id: 2, method: "tools/call", params: call }),
      msg("out", { jsonrpc: "2.0", id: 2, method: "tools/call", params: call }),
      msg("in", { jsonrpc: "2.0", id: 2, result: { content: [] } }),
      w("out", { jsonrpc: "2.0", id: 2, result: { content: [] } }),
      w("in", { jsonrpc: "2.0", method: "ui/nonsense", params: {} }),
    ]);
    expect(rows.map((r) => [r.lane, r.flow, r.kind, r.method, r.pairSeq])).toEqual([
      ["widget", "in", "request", "ui/initialize", 1],
      ["widget", "out", "reply", "ui/initialize", 0],
      ["widget", "in", "notification", "ui/notifications/size-changed", undefined],
      ["widget", "in", "request", "tools/call", 6],
      [undefined, "out", "request", "tools/call", 5],
      [undefined, "in", "reply", "tools/call", 4],
      ["widget", "out", "reply", "tools/call", 3],
      ["widget", "in", "notification", "ui/nonsense", undefined],
    ]);
    expect(rows[0]?.findings).toEqual([]);
    expect(rows[1]?.findings).toEqual([]);
    expect(rows[2]?.valid).toBe(false);
    expect(rows[2]?.findings.map((f) => [f.code, f.path])).toEqual([
      ["apps.schema", "/params/height"],
    ]);
    expect(rows[7]?.findings.map((f) => f.code)).toEqual(["apps.unknown-method"]);
  });

  it("an unknown result shape of a ui/* reply is an error; a server restart keeps the widget's requests open", () => {
    seq = 0;
    const rows = rowsOf([
      w("in", { jsonrpc: "2.0", id: 7, method: "ui/open-link", params: { url: 5 } }),
      { type: "event", seq: seq++, event: "restarted", at: at() },
      w("out", { jsonrpc: "2.0", id: 7, result: { isError: "no" } }),
    ]);
    expect(rows[0]?.findings.map((f) => f.code)).toEqual(["apps.schema"]);
    expect(rows[0]?.pairSeq).toBe(2);
    expect(rows[0]?.lostTo).toBeUndefined();
    expect(rows[1]?.findings.map((f) => [f.code, f.path])).toEqual([
      ["apps.schema", "/result/isError"],
    ]);
  });
});
