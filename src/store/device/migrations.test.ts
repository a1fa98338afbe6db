import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeLocalStorage } from "../../../test/support/localStorage.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import { memoryStore } from "./backends.ts";
import { createSessionLibrary } from "./library.ts";
import { MIGRATIONS } from "./migrations.ts";
import { LOCAL_KEYS, RECORD_KINDS, STORE_KEYS } from "./kinds.ts";
import { DEVICE_FORMAT, fromRecord } from "./record.ts";
import { SESSION_KEY, readStoredSession } from "./session.ts";
import { readSettings } from "./settings.ts";
import {
  loadHeaders,
  loadRecent,
  loadTarget,
  saveHeaders,
  saveRecent,
  saveTarget,
} from "./target.ts";

const entries: ExchangeEntry[] = [
  { type: "message", seq: 0, flow: "out", text: '{"jsonrpc":"2.0","id":1,"method":"ping"}', at: 1 },
  { type: "message", seq: 1, flow: "in", text: '{"jsonrpc":"2.0","id":1,"result":{}}', at: 2 },
  { type: "event", seq: 2, event: "started", at: 3 },
];

describe("the migration table", () => {
  it("has a step for every kind from every past format", () => {
    for (let format = 1; format < DEVICE_FORMAT; format++) {
      expect(Object.keys(MIGRATIONS[format] ?? {}).sort()).toEqual([...RECORD_KINDS].sort());
    }
  });

  it("reads a record of a newer build as absent, and junk as unreadable", () => {
    for (const kind of RECORD_KINDS) {
      expect(fromRecord(kind, { format: DEVICE_FORMAT + 1, text: "x", urls: [] })).toBeUndefined();
      expect(fromRecord(kind, null)).toBeUndefined();
      expect(fromRecord(kind, 42)).toBeUndefined();
    }
  });
});

describe("records written before the device format still load", () => {
  let local: Map<string, string>;
  beforeEach(() => (local = fakeLocalStorage()));
  afterEach(() => delete (globalThis as { localStorage?: unknown }).localStorage);

  it("settings: zustand's persisted state", () => {
    local.set(
      LOCAL_KEYS.settings,
      '{"state":{"text":"{}","version":"2025-06-18","language":"ru","theme":"dark"},"version":1}',
    );
    expect(readSettings()).toEqual({
      text: "{}",
      version: "2025-06-18",
      language: "ru",
      theme: "dark",
    });
  });

  it("the target, the recent servers and the remembered headers", () => {
    local.set(
      LOCAL_KEYS.target,
      '{"kind":"remote","remote":{"url":"https://a.example/mcp","transport":"sse","timeoutS":5,"viaProxy":true}}',
    );
    local.set(LOCAL_KEYS.recent, '["https://a.example/mcp","https://b.example/mcp"]');
    local.set(LOCAL_KEYS.headers, "Authorization: Bearer abc\nX-Trace: 1");
    expect(loadTarget()).toEqual({
      kind: "remote",
      remote: { url: "https://a.example/mcp", transport: "sse", timeoutS: 5, viaProxy: true },
    });
    expect(loadRecent()).toEqual(["https://a.example/mcp", "https://b.example/mcp"]);
    expect(loadHeaders()).toBe("Authorization: Bearer abc\nX-Trace: 1");
  });

  it("headers text that happens to be JSON stays the text it was", () => {
    for (const text of ["123", "null", "true", '"quoted"', ""]) {
      local.set(LOCAL_KEYS.headers, text);
      expect(loadHeaders()).toBe(text);
    }
  });

  it("the kept session, {format: 1, entries}", async () => {
    const kv = memoryStore();
    await kv.set(SESSION_KEY, { format: 1, entries });
    expect(await readStoredSession(kv)).toEqual(entries);
  });

  it("saved sessions: the index and the records of format 1", async () => {
    const kv = memoryStore();
    const summary = {
      id: "old-1",
      name: "Before the device format",
      savedAt: 1_700_000_000_000,
      messages: 2,
      events: 1,
      version: "2025-06-18",
    };
    await kv.set(STORE_KEYS["library-index"], { format: 1, items: [summary] });
    await kv.set(`${STORE_KEYS["library-item"]}old-1`, {
      format: 1,
      ...summary,
      entries,
      text: '{"jsonrpc":"2.0"}',
      target: { kind: "remote", url: "https://a.example/mcp" },
    });
    const lib = createSessionLibrary(kv);
    expect(await lib.list()).toEqual({ ok: true, value: [summary] });
    expect(await lib.open("old-1")).toEqual({
      ok: true,
      value: {
        session: {
          ...summary,
          entries,
          text: '{"jsonrpc":"2.0"}',
          target: { kind: "remote", url: "https://a.example/mcp" },
        },
        dropped: 0,
      },
    });
  });
});

describe("records are written in the device format", () => {
  let local: Map<string, string>;
  beforeEach(() => (local = fakeLocalStorage()));
  afterEach(() => delete (globalThis as { localStorage?: unknown }).localStorage);

  it("local records carry the format and read back as written", () => {
    saveTarget({
      kind: "gift",
      remote: { url: "https://a.example/mcp", transport: "auto", timeoutS: 60, viaProxy: false },
    });
    saveRecent(["https://a.example/mcp"]);
    saveHeaders("X-Key: k");
    for (const key of [LOCAL_KEYS.target, LOCAL_KEYS.recent, LOCAL_KEYS.headers]) {
      expect(JSON.parse(local.get(key) ?? "null")).toMatchObject({ format: DEVICE_FORMAT });
    }
    expect(loadTarget()).toMatchObject({ kind: "gift", remote: { url: "https://a.example/mcp" } });
    expect(loadRecent()).toEqual(["https://a.example/mcp"]);
    expect(loadHeaders()).toBe("X-Key: k");
    saveHeaders(undefined);
    expect(local.has(LOCAL_KEYS.headers)).toBe(false);
  });

  it("saved sessions carry the format, index and records alike", async () => {
    const kv = memoryStore();
    const lib = createSessionLibrary(kv, { newId: () => "new-1" });
    await lib.save({ name: "now", entries, version: "auto" });
    const index = await kv.get(STORE_KEYS["library-index"]);
    const item = await kv.get(`${STORE_KEYS["library-item"]}new-1`);
    expect(index).toMatchObject({ ok: true, value: { format: DEVICE_FORMAT } });
    expect(item).toMatchObject({ ok: true, value: { format: DEVICE_FORMAT, name: "now" } });
  });
});
