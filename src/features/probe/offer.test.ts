/** Which tools the panel offers for the page's target: the card's when it is this target's, else the session's. */
import { describe, expect, it } from "vitest";
import { GIFT_URL } from "../../client/probe/index.ts";
import type { Card } from "../../probe/types.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { fromTargetOf, offeredTools, targetKey } from "./offer.ts";

/** A tools/list and its reply, sent to `url` (none: the gift server's worker). */
function listing(names: string[], url?: string, first = 0): ExchangeEntry[] {
  const http = url === undefined ? {} : { http: { method: "POST", url } };
  return [
    {
      type: "message",
      seq: first,
      flow: "out",
      at: 0,
      text: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      ...http,
    },
    {
      type: "message",
      seq: first + 1,
      flow: "in",
      at: 0,
      text: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        result: { tools: names.map((name) => ({ name, inputSchema: { type: "object" } })) },
      }),
      ...http,
    },
  ];
}

const card = (target: string, log: ExchangeEntry[]) => ({ target, log }) as unknown as Card;
const names = (tools: { name: string }[] | undefined) => tools?.map((t) => t.name);
const remote = { kind: "remote" as const, url: "https://a.example/mcp" };

describe("the tools offered", () => {
  it("keys a choice by the server, headers aside", () => {
    expect(targetKey({ kind: "gift" })).toBe("gift:gift server");
    expect(targetKey(remote)).toBe("remote:https://a.example/mcp");
    expect(targetKey({ kind: "stdio", name: "node s.js" })).toBe("stdio:node s.js");
    expect(targetKey(undefined)).toBe("");
  });

  it("the gift server's: the worker's messages and the card's in-process ones", () => {
    const from = fromTargetOf({ kind: "gift" });
    expect(from(undefined)).toBe(true);
    expect(from(GIFT_URL)).toBe(true);
    expect(from("https://a.example/mcp")).toBe(false);
  });

  it("a remote server's: its URL or its origin (a legacy endpoint), nothing else", () => {
    const from = fromTargetOf(remote);
    expect(from("https://a.example/mcp")).toBe(true);
    expect(from("https://a.example/messages?session=1")).toBe(true);
    expect(from("https://b.example/mcp")).toBe(false);
    expect(from(undefined)).toBe(false);
    expect(fromTargetOf({ kind: "remote", url: "not a url" })("https://a.example/mcp")).toBe(false);
  });

  it("the last card's listing when the card is this target's", () => {
    const session = listing(["from_session"], remote.url);
    const mine = card(remote.url, listing(["from_card"], remote.url));
    expect(names(offeredTools(remote, mine, session))).toEqual(["from_card"]);
    // Another server's card is not this target's: the session's listing is offered.
    const other = card("https://b.example/mcp", listing(["theirs"], "https://b.example/mcp"));
    expect(names(offeredTools(remote, other, session))).toEqual(["from_session"]);
  });

  it("nothing when no listing of this target is at hand", () => {
    const gifts = listing(["suggest_gifts"]);
    expect(offeredTools(remote, undefined, gifts)).toBeUndefined();
    expect(names(offeredTools({ kind: "gift" }, undefined, gifts))).toEqual(["suggest_gifts"]);
    expect(offeredTools({ kind: "gift" }, undefined, [])).toBeUndefined();
  });
});
