import { describe, expect, it } from "vitest";
import { memoryStore } from "./backends.ts";
import { SESSION_KEY, readStoredSession } from "./session.ts";

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
