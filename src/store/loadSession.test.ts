import { describe, expect, it } from "vitest";
import { createStore } from "zustand/vanilla";
import { type ExchangeSlice, createExchangeSlice } from "./exchange.ts";

describe("loadSession", () => {
  const make = () => createStore<ExchangeSlice>()((set) => createExchangeSlice(set));
  const started = { type: "event", event: "started", at: 5 } as const;
  const sent = { type: "message", flow: "out", text: "{}", at: 1, seq: 7 } as const;

  it("puts loaded entries before the ones logged so far, numbered anew", () => {
    const store = make();
    store.getState().appendEntries([started]);
    const before = store.getState().sessionId;
    store.getState().loadSession([sent], { keep: true });
    const { entries, nextSeq, sessionId } = store.getState();
    expect(entries.map((e) => [e.type, e.seq])).toEqual([
      ["message", 0],
      ["event", 1],
    ]);
    expect(nextSeq).toBe(2);
    expect(sessionId).toBe(before + 1);
  });

  it("replaces the log without keep", () => {
    const store = make();
    store.getState().appendEntries([started]);
    store.getState().loadSession([sent]);
    expect(store.getState().entries).toEqual([{ ...sent, seq: 0 }]);
  });
});
