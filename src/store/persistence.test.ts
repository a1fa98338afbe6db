import { describe, expect, it } from "vitest";
import { createStore } from "zustand/vanilla";
import { memoryStore } from "../share/storage.ts";
import { type ExchangeSlice, createExchangeSlice } from "./exchange.ts";
import { SESSION_KEY, readStoredSession } from "./stored.ts";

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

describe("readStoredSession", () => {
  it("reads back valid entries and drops the rest", async () => {
    const kv = memoryStore();
    await kv.set(SESSION_KEY, {
      format: 1,
      entries: [
        { type: "message", seq: 0, flow: "out", text: "{}", at: 1 },
        { type: "message", seq: 1, flow: "sideways", text: "{}", at: 2 },
        { type: "event", seq: 2, event: "started", at: 3, extra: "<script>" },
      ],
    });
    const entries = await readStoredSession(kv);
    expect(entries).toEqual([
      { type: "message", seq: 0, flow: "out", text: "{}", at: 1 },
      { type: "event", seq: 2, event: "started", at: 3 },
    ]);
  });

  it("gives nothing for a missing, foreign or damaged value", async () => {
    const kv = memoryStore();
    expect(await readStoredSession(kv)).toEqual([]);
    await kv.set(SESSION_KEY, { format: 99, entries: [] });
    expect(await readStoredSession(kv)).toEqual([]);
    await kv.set(SESSION_KEY, "garbage");
    expect(await readStoredSession(kv)).toEqual([]);
  });
});
