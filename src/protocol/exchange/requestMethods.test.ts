import { describe, expect, it } from "vitest";
import { checkText } from "../check/check.ts";
import { deriveExchange } from "./derive.ts";
import {
  NO_REQUESTS,
  isRequestMethods,
  replyContext,
  requestMethodsOf,
  sameRequestMethods,
} from "./requestMethods.ts";
import type { ExchangeEntry } from "./types.ts";

const message = (seq: number, flow: "in" | "out", value: unknown, lane?: "widget") =>
  ({
    type: "message",
    seq,
    flow,
    text: JSON.stringify(value),
    at: seq,
    ...(lane && { lane }),
  }) as ExchangeEntry;

const log: ExchangeEntry[] = [
  message(0, "out", { jsonrpc: "2.0", id: 5, method: "tools/list" }),
  message(1, "out", [
    { jsonrpc: "2.0", id: "b", method: "resources/read", params: { uri: "gifts://catalog" } },
  ]),
  message(2, "in", { jsonrpc: "2.0", id: 5, method: "elicitation/create", params: {} }),
  message(3, "in", { jsonrpc: "2.0", id: 9, method: "tools/call", params: {} }, "widget"),
  message(4, "out", { jsonrpc: "2.0", method: "notifications/initialized" }),
];

describe("the session's requests, for a reply written in the editor", () => {
  it("are found by id per sender, batch elements too, the widget lane left out", () => {
    const requests = requestMethodsOf(deriveExchange(log, "2026-07-28"));
    expect(requests).toEqual({
      out: { "5": "tools/list", '"b"': "resources/read" },
      in: { "5": "elicitation/create" },
    });
    // The editor writes what the client sends: the server's request with that id comes first.
    const context = replyContext(requests);
    expect(context.requestMethod?.(5)).toBe("elicitation/create");
    expect(context.requestMethod?.("b")).toBe("resources/read");
    expect(context.requestMethod?.("5")).toBeUndefined();
    expect(context.requestMethod?.("__proto__")).toBeUndefined();
  });

  it("let a 2026-07-28 reply be judged against its method: no `contents` is an error at /result", () => {
    const requests = requestMethodsOf(deriveExchange(log, "2026-07-28"));
    const reply = JSON.stringify({
      jsonrpc: "2.0",
      id: "b",
      result: { resultType: "complete", ttlMs: 0, cacheScope: "private" },
    });
    const alone = checkText(reply, { version: "2026-07-28" });
    expect(alone.findings.filter((f) => f.severity === "error")).toEqual([]);
    const judged = checkText(reply, { version: "2026-07-28", context: replyContext(requests) });
    const errors = judged.findings.filter((f) => f.severity === "error");
    expect(errors.map((f) => [f.path, f.args?.key])).toContainEqual(["/result", "contents"]);
  });

  it("are plain data: checked when they cross to a worker, compared by what they say", () => {
    expect(isRequestMethods({ in: {}, out: { "1": "ping" } })).toBe(true);
    for (const junk of [null, [], { in: {} }, { in: { "1": 2 }, out: {} }, { in: [], out: {} }]) {
      expect(isRequestMethods(junk)).toBe(false);
    }
    expect(
      sameRequestMethods({ in: {}, out: { "1": "ping" } }, { in: {}, out: { "1": "ping" } }),
    ).toBe(true);
    expect(sameRequestMethods(NO_REQUESTS, { in: {}, out: { "1": "ping" } })).toBe(false);
  });
});
