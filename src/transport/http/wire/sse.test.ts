import { describe, expect, it } from "vitest";
import { type SseEvent, readSse } from "./sse.ts";

/** A body delivering `chunks` one by one, then ending (or failing, like a dropped connection). */
function body(chunks: string[], fail = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]));
      else if (fail) controller.error(new TypeError("terminated"));
      else controller.close();
    },
  });
}

async function read(chunks: string[], fail = false) {
  const events: SseEvent[] = [];
  const end = await readSse(body(chunks, fail), (event) => void events.push(event));
  return { events, end };
}

describe("readSse", () => {
  it("hands over events split anywhere across chunks, with ids and retry", async () => {
    const { events, end } = await read([
      "id: 1\ndata:\n\n",
      "event: message\nid: 2\nda",
      'ta: {"a":\ndata: 1}\n',
      "\nretry: 250\n: a comment\n\ndata: é",
      "\r\n\r\n",
    ]);
    expect(events).toEqual([
      { id: "1", data: "" },
      { event: "message", id: "2", data: '{"a":\n1}' },
      { data: "é" },
    ]);
    expect(end).toEqual({ how: "ended", lastEventId: "2", retryMs: 250 });
  });

  it("a cut stream: the events before are kept, the broken one given back as text", async () => {
    const { events, end } = await read(
      ['data: {"first":1}\n\n', 'event: message\ndata: {"sec'],
      true,
    );
    expect(events).toEqual([{ data: '{"first":1}' }]);
    expect(end.how).toBe("cut");
    expect(end.partial).toBe('event: message\ndata: {"sec');
  });

  it("a body that ends inside an event says so too, and a trailing comment is no event", async () => {
    expect((await read(["data: x\n\ndata: half"])).end).toMatchObject({
      how: "ended",
      partial: "data: half",
    });
    expect((await read(["data: x\n\n: keep-alive\n"])).end.partial).toBeUndefined();
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const events: SseEvent[] = [];
    const end = await readSse(
      body(["data: 1\n\n", "data: 2\n\n", "data: 3\n\n"]),
      (event) => {
        events.push(event);
        controller.abort();
      },
      { signal: controller.signal },
    );
    expect(end.how).toBe("aborted");
    expect(events).toEqual([{ data: "1" }]);
  });
});
