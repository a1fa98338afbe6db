import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import { layoutDiagram, visibleWindow } from "./layout.ts";
import { type ArrowShape, type BandShape, MAX_LANES, ROW_HEIGHT, rowTop, rowY } from "./model.ts";

const call = (id: number, token?: string) =>
  rpc.request(id, "tools/call", {
    name: "suggest_gifts",
    arguments: {},
    ...(token ? { _meta: { progressToken: token } } : {}),
  });

function modelOf(log: LogBuilder, width = 640) {
  return layoutDiagram(deriveExchange(log.entries, "2025-11-25"), { width });
}

/** Every shape of the model, drawn as if the whole diagram were in view. */
function shapes(log: LogBuilder) {
  const model = modelOf(log);
  return { model, ...visibleWindow(model, 0, model.height, 0) };
}

function arrow(list: readonly (ArrowShape | BandShape)[], seq: number): ArrowShape {
  const found = list.find((s) => s.seq === seq);
  if (found?.type !== "arrow") throw new Error(`no arrow ${seq}`);
  return found;
}

describe("arrows", () => {
  const log = new LogBuilder()
    .handshake() // 0 1 2
    .out(call(7, "p")) // 3
    .in(rpc.notification("notifications/progress", { progressToken: "p", progress: 1 }), 0) // 4
    .in(rpc.result(7, { content: [] }), 12) // 5
    .in(rpc.request(1, "roots/list")) // 6
    .out(rpc.result(1, { roots: [] })) // 7
    .out(call(8)) // 8
    .in(rpc.error(8, -32602, "Unknown tool")) // 9
    .out(call(9)) // 10
    .in(rpc.result(9, { content: [], isError: true })) // 11
    .out("{nope") // 12
    .in(rpc.result(99)) // 13
    .out(rpc.request(20, "ping")) // 14
    .out(rpc.request(20, "ping")) // 15
    .event("crashed", "Worker terminated"); // 16
  const { model, shapes: all } = shapes(log);

  it("go from the sender's lifeline to the receiver's, one fixed-height row each", () => {
    const request = arrow(all, 3);
    expect([request.x1, request.x2]).toEqual([model.xClient, model.xServer]);
    const serverRequest = arrow(all, 6);
    expect([serverRequest.x1, serverRequest.x2]).toEqual([model.xServer, model.xClient]);
    expect(all.map((s) => s.y)).toEqual(all.map((_, i) => rowY(i)));
    expect(rowY(1) - rowY(0)).toBe(ROW_HEIGHT);
    expect(model.height).toBeGreaterThanOrEqual(all.length * ROW_HEIGHT);
  });

  it("draw requests solid, replies dashed, notifications with an open head", () => {
    expect(arrow(all, 3)).toMatchObject({ line: "solid", head: "filled", tone: "request" });
    expect(arrow(all, 5)).toMatchObject({ line: "dashed", head: "filled", tone: "reply" });
    expect(arrow(all, 4)).toMatchObject({ line: "solid", head: "open", tone: "notification" });
  });

  it("colour error replies red and failed tools amber, and flag invalid messages", () => {
    expect(arrow(all, 9)).toMatchObject({ tone: "error", errorCode: -32602, badges: ["error"] });
    expect(arrow(all, 11)).toMatchObject({ tone: "toolError", badges: ["toolError"] });
    expect(arrow(all, 12)).toMatchObject({ tone: "invalid", head: "cross", flagged: true });
    expect(arrow(all, 3).flagged).toBe(false);
  });

  it("label arrows with method and id, and flag stray replies and reused ids", () => {
    expect(arrow(all, 3).label).toBe("tools/call #7");
    expect(arrow(all, 4).label).toBe("notifications/progress");
    expect(arrow(all, 13)).toMatchObject({ label: "#99", badges: ["unmatched"] });
    expect(arrow(all, 15).badges).toEqual(["duplicateId", "lost", "invalid"]);
  });

  it("give stable English accessible labels", () => {
    expect(arrow(all, 3).accessibleLabel).toBe("request tools/call id 7, answered in 12 ms");
    expect(arrow(all, 5).accessibleLabel).toBe("reply tools/call id 7, 12 ms");
    expect(arrow(all, 4).accessibleLabel).toBe(
      "notification notifications/progress, progress of tools/call id 7, from server",
    );
    expect(arrow(all, 6).accessibleLabel).toMatch(/^request roots\/list id 1, .*from server$/);
    expect(arrow(all, 7).accessibleLabel).toMatch(/^reply roots\/list id 1, .*from client$/);
    expect(arrow(all, 9).accessibleLabel).toBe("reply tools/call id 8, 10 ms, error -32602");
    expect(arrow(all, 13).accessibleLabel).toBe("reply id 99, matches no request");
    const band = all.find((s) => s.seq === 16);
    expect(band).toMatchObject({
      type: "band",
      accessibleLabel: "server crashed: Worker terminated",
    });
  });

  it("relate a request to its reply and its progress, for highlighting", () => {
    expect(new Set(arrow(all, 3).related)).toEqual(new Set([4, 5]));
    expect(arrow(all, 5).related).toEqual([3]);
    expect(arrow(all, 4).related).toEqual([3]);
  });
});

describe("brackets", () => {
  it("span a request to its reply beside the requester's lifeline, with the latency", () => {
    const { model, spans } = shapes(
      new LogBuilder()
        .handshake()
        .out(call(7), 0)
        .in(rpc.result(7, { content: [] }), 12)
        .in(rpc.request(1, "roots/list"))
        .out(rpc.result(1, { roots: [] }), 3),
    );
    const request = spans.find((s) => s.requestSeq === 3);
    expect(request).toMatchObject({
      side: "client",
      state: "answered",
      replySeq: 4,
      latencyMs: 12,
    });
    expect([request?.y0, request?.y1]).toEqual([rowY(3), rowY(4)]);
    expect(request?.x).toBeLessThan(model.xClient);
    const server = spans.find((s) => s.requestSeq === 5);
    expect(server).toMatchObject({ side: "server", latencyMs: 3 });
    expect(server?.x).toBeGreaterThan(model.xServer);
  });

  it("give overlapping brackets their own lanes and reuse lanes once free", () => {
    const log = new LogBuilder().handshake();
    for (let i = 1; i <= 3; i++) log.out(rpc.request(i, "ping")); // 3 4 5
    for (let i = 1; i <= 3; i++) log.in(rpc.result(i)); // 6 7 8
    log.out(rpc.request(4, "ping")).in(rpc.result(4)); // 9 10
    const { spans } = shapes(log);
    expect(spans.filter((s) => s.requestSeq > 0).map((s) => s.lane)).toEqual([0, 1, 2, 0]);
  });

  it("put a nested bracket inside the one around it", () => {
    const { spans } = shapes(
      new LogBuilder()
        .out(rpc.request(1, "ping")) // 0
        .out(rpc.request(2, "ping")) // 1
        .in(rpc.result(2)) // 2
        .in(rpc.result(1)), // 3
    );
    expect(spans.map((s) => [s.requestSeq, s.lane])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(spans[1]?.x).toBeGreaterThan(spans[0]?.x ?? Infinity);
  });

  it("share the outermost lane when more overlap than there are lanes", () => {
    const log = new LogBuilder();
    for (let i = 1; i <= MAX_LANES + 3; i++) log.out(rpc.request(i, "ping"));
    const lanes = shapes(log).spans.map((s) => s.lane);
    // All pending: the latest (shortest) inside, the oldest sharing the outermost lane.
    expect(lanes).toEqual([
      ...Array<number>(4).fill(MAX_LANES - 1),
      ...[...Array(MAX_LANES - 1).keys()].reverse(),
    ]);
  });

  it("leave a pending request open to the bottom, end a lost one at the crash, a cancelled one at its cancel", () => {
    const log = new LogBuilder()
      .handshake()
      .out(rpc.request(1, "ping")) // 3: cancelled
      .out(rpc.notification("notifications/cancelled", { requestId: 1 })) // 4
      .out(rpc.request(2, "ping")) // 5: lost
      .event("crashed") // 6
      .event("restarted") // 7
      .out(rpc.request(3, "ping")); // 8: pending
    const { model, spans } = shapes(log);
    const byRequest = new Map(spans.map((s) => [s.requestSeq, s]));
    expect(byRequest.get(3)).toMatchObject({ state: "lost", y1: rowTop(6) });
    expect(byRequest.get(3)?.ticks).toEqual([{ seq: 4, y: rowY(4), kind: "cancel" }]);
    expect(byRequest.get(5)).toMatchObject({ state: "lost", y1: rowTop(6) });
    expect(byRequest.get(8)?.state).toBe("pending");
    expect(byRequest.get(8)?.y1).toBeGreaterThan(rowY(8));
    expect(byRequest.get(8)?.y1).toBeLessThanOrEqual(model.height);

    const cancelled = shapes(
      new LogBuilder()
        .out(rpc.request(1, "ping"))
        .out(rpc.notification("notifications/cancelled", { requestId: 1 })),
    ).spans[0];
    expect(cancelled).toMatchObject({ state: "cancelled", y1: rowY(1) });
  });

  it("tick progress notifications on their request's bracket", () => {
    const progress = (n: number) =>
      rpc.notification("notifications/progress", { progressToken: "p", progress: n });
    const { spans } = shapes(
      new LogBuilder()
        .out(call(1, "p"))
        .in(progress(1))
        .in(progress(2))
        .in(rpc.result(1, { content: [] })),
    );
    expect(spans[0]?.ticks.map((t) => [t.seq, t.kind])).toEqual([
      [1, "progress"],
      [2, "progress"],
    ]);
  });

  it("bracket a request batch to its reply batch", () => {
    const rows = deriveExchange(
      new LogBuilder()
        .out([rpc.request(1, "ping"), rpc.request(2, "tools/list")])
        .in([rpc.result(2, { tools: [] }), rpc.result(1)], 4).entries,
      "2025-03-26",
    );
    const model = layoutDiagram(rows);
    expect(model.spans).toEqual([
      expect.objectContaining({ requestSeq: 0, replySeq: 1, state: "answered", latencyMs: 4 }),
    ]);
    const { shapes: all } = visibleWindow(model, 0, model.height, 0);
    expect(arrow(all, 0)).toMatchObject({ batchSize: 2, label: "ping #1, tools/list #2" });
    expect(arrow(all, 1)).toMatchObject({ line: "dashed", tone: "batch" });
  });
});

describe("visibleWindow", () => {
  const log = new LogBuilder().out(rpc.request(0, "ping")); // pending from the top
  for (let i = 1; i < 10_000; i++) {
    if (i % 2) log.out(rpc.request(i, "ping"));
    else log.in(rpc.result(i - 1));
  }
  const model = layoutDiagram(deriveExchange(log.entries, "2025-11-25"));

  it("returns only the rows that intersect the viewport, plus the overscan", () => {
    const top = 5_000 * ROW_HEIGHT;
    const view = visibleWindow(model, top, 600, 3);
    const inView = Math.ceil(600 / ROW_HEIGHT);
    expect(view.shapes.length).toBeGreaterThanOrEqual(inView);
    expect(view.shapes.length).toBeLessThanOrEqual(inView + 2 + 6);
    for (const shape of view.shapes) {
      expect(shape.y + ROW_HEIGHT / 2).toBeGreaterThanOrEqual(top - 4 * ROW_HEIGHT);
      expect(shape.y - ROW_HEIGHT / 2).toBeLessThanOrEqual(top + 600 + 4 * ROW_HEIGHT);
    }
    expect(view.shapes.map((s) => s.index)).toEqual(
      Array.from({ length: view.last - view.first + 1 }, (_, i) => view.first + i),
    );
  });

  it("includes the brackets crossing the viewport, the one open since the top too", () => {
    const top = 7_000 * ROW_HEIGHT;
    const view = visibleWindow(model, top, 600, 0);
    expect(view.spans.map((s) => s.requestSeq)).toContain(0);
    for (const span of view.spans) {
      expect(span.y1).toBeGreaterThanOrEqual(top - ROW_HEIGHT);
      expect(span.y0).toBeLessThanOrEqual(top + 600 + ROW_HEIGHT);
    }
    expect(view.spans.length).toBeLessThan(30);
  });

  it("clamps at both ends and is empty for an empty exchange", () => {
    expect(visibleWindow(model, -500, 300, 2).first).toBe(0);
    expect(visibleWindow(model, model.height + 1_000, 300, 2).shapes).toEqual([]);
    const bottom = visibleWindow(model, model.height - 300, 300, 2);
    expect(bottom.last).toBe(9_999);
    const empty = layoutDiagram([]);
    expect(visibleWindow(empty, 0, 500).shapes).toEqual([]);
  });
});
