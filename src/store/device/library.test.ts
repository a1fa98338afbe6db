import { describe, expect, it } from "vitest";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import { type SessionLibrary, cleanName, createSessionLibrary } from "./library.ts";
import { type KeyValueStore, memoryStore } from "./backends.ts";

function library(store: KeyValueStore = memoryStore()) {
  let clock = 1_000;
  let n = 0;
  const lib = createSessionLibrary(store, { now: () => (clock += 1000), newId: () => `id-${++n}` });
  return { lib, store };
}

const log = () =>
  new LogBuilder()
    .event("started")
    .handshake()
    .out(rpc.request(1, "tools/list"))
    .in(rpc.result(1, { tools: [] })).entries;

async function must<T>(result: Promise<{ ok: true; value: T } | { ok: false; reason: string }>) {
  const r = await result;
  if (!r.ok) throw new Error(`failed: ${r.reason}`);
  return r.value;
}

async function names(lib: SessionLibrary) {
  return (await must(lib.list())).map((s) => s.name);
}

describe("saved sessions", () => {
  it("saves, lists newest first with counts, and opens exactly what was saved", async () => {
    const { lib } = library();
    expect(await must(lib.list())).toEqual([]);
    const entries = log();
    const first = await must(
      lib.save({
        name: "  Gift   ideas ",
        entries,
        version: "2025-11-25",
        text: "{}",
        target: { kind: "remote", url: "https://mcp.example.com/mcp" },
      }),
    );
    expect(first).toEqual({
      id: "id-1",
      name: "Gift ideas",
      savedAt: 2000,
      messages: 5,
      events: 1,
      version: "2025-11-25",
    });
    await must(lib.save({ name: "Second", entries: [], version: "auto" }));
    expect(await names(lib)).toEqual(["Second", "Gift ideas"]);
    const opened = await must(lib.open("id-1"));
    expect(opened).toEqual({
      session: {
        ...first,
        entries,
        text: "{}",
        target: { kind: "remote", url: "https://mcp.example.com/mcp" },
      },
      dropped: 0,
    });
  });

  it("lists from the index alone while it agrees with the stored keys", async () => {
    const inner = memoryStore();
    const reads: string[] = [];
    const store: KeyValueStore = {
      ...inner,
      get: (key) => {
        reads.push(key);
        return inner.get(key);
      },
    };
    const { lib } = library(store);
    await must(lib.save({ name: "a", entries: log(), version: "auto" }));
    await must(lib.save({ name: "b", entries: log(), version: "auto" }));
    await must(lib.delete("id-1"));
    reads.length = 0;
    expect(await names(lib)).toEqual(["b"]);
    expect(reads).toEqual(["sessions/index"]);
  });

  it("renames, deletes and clears", async () => {
    const { lib } = library();
    await must(lib.save({ name: "a", entries: log(), version: "auto" }));
    await must(lib.save({ name: "b", entries: [], version: "auto" }));
    expect(await must(lib.rename("id-1", "renamed"))).toMatchObject({
      id: "id-1",
      name: "renamed",
    });
    expect(await names(lib)).toEqual(["b", "renamed"]);
    expect((await must(lib.open("id-1"))).session.name).toBe("renamed");
    await must(lib.delete("id-2"));
    expect(await names(lib)).toEqual(["renamed"]);
    expect(await lib.open("id-2")).toMatchObject({ ok: false, reason: "not-found" });
    await must(lib.save({ name: "c", entries: [], version: "auto" }));
    expect(await must(lib.clear())).toBe(2);
    expect(await must(lib.list())).toEqual([]);
  });

  it("refuses empty names", async () => {
    const { lib } = library();
    expect(await lib.save({ name: " \n ", entries: [], version: "auto" })).toMatchObject({
      ok: false,
      reason: "invalid-name",
    });
    await must(lib.save({ name: "x", entries: [], version: "auto" }));
    expect(await lib.rename("id-2", "")).toMatchObject({ ok: false, reason: "invalid-name" });
    expect(await lib.rename("nope", "y")).toMatchObject({ ok: false, reason: "not-found" });
    expect(cleanName("a".repeat(500))).toHaveLength(120);
  });

  it("validates records on read: bad entries dropped, a bad record refused", async () => {
    const { lib, store } = library();
    await must(lib.save({ name: "a", entries: log(), version: "2025-06-18" }));
    const record = (await must(store.get("sessions/item/id-1"))) as Record<string, unknown>;
    const entries = record.entries as unknown[];
    await store.set("sessions/item/id-1", {
      ...record,
      entries: [
        ...entries,
        { type: "message", seq: 99, flow: "sideways", text: "{}", at: 1 },
        "junk",
      ],
      target: { kind: "remote", url: "javascript:alert(1)" },
      extra: "ignored",
    });
    const opened = await must(lib.open("id-1"));
    expect(opened.dropped).toBe(2);
    expect(opened.session.entries).toEqual(entries);
    expect(opened.session.target).toBeUndefined();
    expect(opened.session).not.toHaveProperty("extra");

    await store.set("sessions/item/id-1", { ...record, version: "1999-01-01" });
    expect(await lib.open("id-1")).toMatchObject({ ok: false, reason: "corrupt" });
    await store.set("sessions/item/id-1", { ...record, id: "someone-else" });
    expect(await lib.open("id-1")).toMatchObject({ ok: false, reason: "corrupt" });
    await store.set("sessions/item/id-1", "{not even an object");
    expect(await lib.open("id-1")).toMatchObject({ ok: false, reason: "corrupt" });
  });

  it("rebuilds a lost, damaged or stale index from the records", async () => {
    const { lib, store } = library();
    await must(lib.save({ name: "a", entries: log(), version: "auto" }));
    await must(lib.save({ name: "b", entries: [], version: "auto" }));
    await store.set("sessions/index", { items: "garbage" });
    expect(await names(lib)).toEqual(["b", "a"]);
    // Another tab saved a session this one's index does not know of.
    const other = createSessionLibrary(store, { now: () => 10_000, newId: () => "other-tab" });
    await store.set("sessions/index", await must(store.get("sessions/index")));
    await must(other.save({ name: "from another tab", entries: [], version: "auto" }));
    await store.set("sessions/index", { format: 1, items: [] });
    expect(await names(lib)).toEqual(["from another tab", "b", "a"]);
    // A record that is unreadable is left out of the list rather than failing it.
    await store.set("sessions/item/broken", 42);
    expect(await names(lib)).toEqual(["from another tab", "b", "a"]);
  });

  it("reports a full store and leaves nothing half-saved", async () => {
    const entries = log();
    const size = JSON.stringify(entries).length;
    // Room for the record but not for the index after it.
    const inner = memoryStore({ quotaBytes: size + 150 });
    const writes: string[] = [];
    const store: KeyValueStore = {
      ...inner,
      set: async (key, value) => {
        const r = await inner.set(key, value);
        writes.push(`${key} ${r.ok ? "ok" : r.reason}`);
        return r;
      },
    };
    const { lib } = library(store);
    const saved = await lib.save({ name: "big", entries, version: "auto" });
    expect(saved).toMatchObject({ ok: false, reason: "quota" });
    expect(writes).toEqual(["sessions/item/id-1 ok", "sessions/index quota"]);
    expect(await must(store.keys("sessions/item/"))).toEqual([]);
    const tiny = library(memoryStore({ quotaBytes: 10 }));
    expect(await tiny.lib.save({ name: "x", entries, version: "auto" })).toMatchObject({
      ok: false,
      reason: "quota",
    });
  });
});
