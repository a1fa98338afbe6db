import { beforeEach, describe, expect, it } from "vitest";
import type { NewEntry } from "../protocol/exchange/types.ts";
import { DEFAULT_CONTROLS } from "../server/controls.ts";
import { type StoreApi, createStore } from "zustand/vanilla";
import { type ExchangeSlice, appendToLog, clampControls, createExchangeSlice } from "./exchange.ts";
import {
  INITIAL_TEXT,
  type SettingsSlice,
  createSettingsSlice,
  persistedSettings,
  storedSettings,
} from "./settings.ts";

const out = (text: string, at = 1): NewEntry => ({ type: "message", flow: "out", text, at });
const empty = { entries: [], nextSeq: 0, dropped: 0 };

describe("appendToLog", () => {
  it("numbers entries in order, continuing from the last seq", () => {
    const one = appendToLog(empty, [out("a"), out("b")]);
    const two = appendToLog(one, [{ type: "event", event: "crashed", at: 3 }]);
    expect(two.entries.map((e) => e.seq)).toEqual([0, 1, 2]);
    expect(two.nextSeq).toBe(3);
    expect(one.entries).toHaveLength(2); // the earlier log is not changed
  });

  it("drops the oldest entries beyond the cap, a tenth at once, and counts them", () => {
    let log = appendToLog(
      empty,
      "abcdefg".split("").map((c) => out(c)),
      10,
    );
    log = appendToLog(log, [out("h"), out("i"), out("j")], 10);
    expect(log.entries).toHaveLength(10); // at the cap: nothing dropped yet
    log = appendToLog(log, [out("k")], 10);
    expect(log.entries.map((e) => (e.type === "message" ? e.text : ""))).toEqual(
      "cdefghijk".split(""),
    );
    expect(log.entries[0]?.seq).toBe(2);
    expect(log.dropped).toBe(2);
    expect(log.nextSeq).toBe(11);
  });

  it("returns the same log for an empty batch", () => {
    const log = appendToLog(empty, [out("a")]);
    expect(appendToLog(log, [])).toBe(log);
  });
});

describe("clampControls", () => {
  it("keeps the latency within 0–5 s in whole ms, the revision a whole number", () => {
    expect(clampControls({ ...DEFAULT_CONTROLS, latencyMs: 9000 }).latencyMs).toBe(5000);
    expect(clampControls({ ...DEFAULT_CONTROLS, latencyMs: -3 }).latencyMs).toBe(0);
    expect(clampControls({ ...DEFAULT_CONTROLS, latencyMs: NaN }).latencyMs).toBe(0);
    expect(clampControls({ ...DEFAULT_CONTROLS, latencyMs: 120.6 }).latencyMs).toBe(121);
    expect(clampControls({ ...DEFAULT_CONTROLS, catalogRevision: 2.2 }).catalogRevision).toBe(2);
  });
});

describe("the exchange slice", () => {
  let usePlayground: StoreApi<ExchangeSlice>;
  beforeEach(() => {
    usePlayground = createStore<ExchangeSlice>()((set) => createExchangeSlice(set));
  });

  it("keeps the exchange, the selection and the notice until a new session", () => {
    const s = usePlayground.getState();
    s.appendEntries([out("x")]);
    s.selectEntry(0);
    s.showNotice({ key: "session.title", tone: "info" });
    s.setFilters({ text: "tools" });
    const before = usePlayground.getState();
    expect(before.entries).toHaveLength(1);
    expect(before.selectedSeq).toBe(0);
    before.startSession();
    const after = usePlayground.getState();
    expect(after.entries).toEqual([]);
    expect(after.nextSeq).toBe(0);
    expect(after.selectedSeq).toBeUndefined();
    expect(after.notice).toBeUndefined();
    expect(after.sessionId).toBe(before.sessionId + 1);
    // Filters are the user's view, kept across sessions.
    expect(after.filters.text).toBe("tools");
  });

  it("gives each notice its own id, so a repeated one is announced again", () => {
    const s = usePlayground.getState();
    s.showNotice({ key: "session.title", tone: "info" });
    const first = usePlayground.getState().notice?.id;
    s.showNotice({ key: "session.title", tone: "info" });
    expect(usePlayground.getState().notice?.id).not.toBe(first);
  });

  it("merges control changes and clamps them", () => {
    usePlayground.getState().setControls({ latencyMs: 7000, giftCards: true });
    expect(usePlayground.getState().controls).toEqual({
      ...DEFAULT_CONTROLS,
      latencyMs: 5000,
      giftCards: true,
    });
  });
});

describe("persisted settings", () => {
  it("persist the text, version, language and theme only", () => {
    const state = createStore<SettingsSlice>()((set) => createSettingsSlice(set, "ru")).getState();
    expect(Object.keys(persistedSettings(state)).sort()).toEqual([
      "language",
      "text",
      "theme",
      "version",
    ]);
    expect(state.text).toBe(INITIAL_TEXT);
  });

  it("take only well-formed stored fields", () => {
    expect(
      storedSettings({ text: "t", version: "2099-01-01", language: "de", theme: "dark" }),
    ).toEqual({ text: "t", theme: "dark" });
    expect(storedSettings({ version: "auto", language: "ru" })).toEqual({
      version: "auto",
      language: "ru",
    });
    expect(storedSettings(null)).toEqual({});
    expect(storedSettings("junk")).toEqual({});
  });
});
