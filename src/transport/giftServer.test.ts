/** The worker transport in front of the real gift server: everything but the thread is real. */
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_CONTROLS, type ServerControls } from "../server/controls.ts";
import type { FromWorker, ToWorker } from "../server/wire.ts";
import { createGiftEndpoint } from "../server/endpoint.ts";
import type { TransportListener } from "./types.ts";
import { type SpawnWorker, WorkerTransport } from "./worker.ts";

/**
 * Each spawn starts a real gift server behind the worker's wire protocol (what
 * `src/server/worker.ts` does in the browser); messages cross in later tasks, like postMessage.
 */
function giftWorkers() {
  let started = 0;
  const spawn: SpawnWorker = (handlers) => {
    started++;
    let alive = true;
    const post = (message: FromWorker) =>
      setTimeout(() => alive && handlers.message(structuredClone(message)));
    const endpoint = createGiftEndpoint({
      send: (text) => post({ type: "message", text }),
      onError: (error) => post({ type: "failure", detail: error.message }),
    });
    post({ type: "ready" });
    const receive = (message: ToWorker) => {
      if (message.type === "message") endpoint.receive(message.text);
      else if (message.type === "controls") endpoint.setControls(message.controls);
      // The real worker throws from a timer; the page then sees its error event.
      else handlers.death("Uncaught Error: The gift server crashed on request.");
    };
    return {
      post: (message) => {
        const data = structuredClone(message);
        setTimeout(() => alive && receive(data));
      },
      terminate: () => {
        alive = false;
        void endpoint.close();
      },
    };
  };
  return { spawn, started: () => started };
}

function connect(controls: ServerControls = DEFAULT_CONTROLS) {
  const received: Record<string, unknown>[] = [];
  const events: string[] = [];
  const listener: TransportListener = {
    message: (text) => received.push(JSON.parse(text) as Record<string, unknown>),
    status: (_status, event) => event && events.push(event.kind),
  };
  const workers = giftWorkers();
  const transport = new WorkerTransport({ spawn: workers.spawn, listener, controls });
  const send = (message: object) => transport.send(JSON.stringify(message));
  const replyTo = (id: number) =>
    vi.waitFor(() => {
      const reply = received.find((m) => m.id === id && !("method" in m));
      if (!reply) throw new Error(`no reply to ${id} yet`);
      return reply;
    });
  return { transport, received, events, send, replyTo, workers };
}

const initialize = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "test", version: "1.0.0" },
  },
});
const initialized = { jsonrpc: "2.0", method: "notifications/initialized" };
const request = (id: number, method: string, params?: object) => ({
  jsonrpc: "2.0",
  id,
  method,
  ...(params ? { params } : {}),
});
const toolNames = (reply: Record<string, unknown>) =>
  ((reply.result as { tools: { name: string }[] }).tools ?? []).map((t) => t.name);

describe("the worker transport with the gift server", () => {
  it("carries a session: handshake, tool call, in order", async () => {
    const s = connect();
    await s.send(initialize(1));
    expect(await s.replyTo(1)).toMatchObject({ result: { protocolVersion: "2025-11-25" } });
    await s.send(initialized);
    await s.send(
      request(2, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: 50 },
      }),
    );
    expect(await s.replyTo(2)).toHaveProperty("result.content");
    expect(s.events).toEqual(["started"]);
    s.transport.close();
  });

  it("after a crash, a fresh server (its state gone) with the same controls, and nothing lost", async () => {
    const s = connect({ ...DEFAULT_CONTROLS, giftCards: true });
    await s.send(initialize(1));
    await s.replyTo(1);
    await s.send(initialized);

    s.transport.crash();
    // Sent while the server dies and restarts: these reach the new server, in order.
    await Promise.all([
      s.send(initialize(10)),
      s.send(initialized),
      s.send(request(11, "tools/list")),
    ]);
    expect(await s.replyTo(11)).toBeDefined();
    expect(toolNames(await s.replyTo(11))).toContain("suggest_gift_cards");
    expect(s.events).toEqual(["started", "crashed", "restarted"]);
    expect(s.workers.started()).toBe(2);

    // The new server starts over: under strict lifecycle it refuses requests before initialize.
    s.transport.crash();
    await s.send(request(20, "tools/list"));
    expect(await s.replyTo(20)).toHaveProperty("error");
    s.transport.close();
  });

  it("changes the server's controls while it runs", async () => {
    const s = connect();
    await s.send(initialize(1));
    await s.replyTo(1);
    await s.send(initialized);
    await s.send(request(2, "tools/list"));
    expect(toolNames(await s.replyTo(2))).not.toContain("suggest_gift_cards");
    s.transport.setControls({ ...DEFAULT_CONTROLS, giftCards: true });
    await s.send(request(3, "tools/list"));
    expect(toolNames(await s.replyTo(3))).toContain("suggest_gift_cards");
    s.transport.close();
  });
});
