import { describe, expect, it } from "vitest";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { LinkState } from "../../share/link.ts";
import { INITIAL_TEXT } from "../../store/settings.ts";
import { workAtStake } from "./stake.ts";

const message = (seq: number): ExchangeEntry => ({
  type: "message",
  seq,
  flow: "out",
  text: "{}",
  at: seq,
});
const started: ExchangeEntry = { type: "event", seq: 0, event: "started", at: 0 };
const link = (session?: ExchangeEntry[]): LinkState => ({
  text: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  version: "2025-11-25",
  target: { kind: "gift" },
  ...(session ? { session } : {}),
});

describe("what a link would replace", () => {
  it("nothing on a fresh page: the initial text and no messages", () => {
    expect(workAtStake(link([message(0)]), { entries: [started], text: INITIAL_TEXT })).toBe(
      undefined,
    );
    expect(workAtStake(link(), { entries: [], text: "  " })).toBe(undefined);
  });

  it("the session's messages, when the link brings a session", () => {
    const entries = [started, message(1), message(2)];
    expect(workAtStake(link([message(0)]), { entries, text: INITIAL_TEXT })).toEqual({
      messages: 2,
      text: false,
    });
    // A link without a session leaves the session alone.
    expect(workAtStake(link(), { entries, text: INITIAL_TEXT })).toBe(undefined);
  });

  it("an edited text the link would change, not one it brings again", () => {
    expect(workAtStake(link(), { entries: [], text: '{"mine":1}' })).toEqual({
      messages: 0,
      text: true,
    });
    expect(workAtStake(link(), { entries: [], text: link().text })).toBe(undefined);
  });
});
