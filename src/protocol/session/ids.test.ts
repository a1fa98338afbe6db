import { describe, expect, it } from "vitest";
import type { MessageReport } from "../check/types.ts";
import { createSession } from "./index.ts";

const text = (message: unknown) => JSON.stringify(message);
const request = (id: unknown, method: string, params?: unknown) =>
  text({ jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) });
const result = (id: unknown, value: unknown = {}) => text({ jsonrpc: "2.0", id, result: value });
const notification = (method: string, params?: unknown) =>
  text({ jsonrpc: "2.0", method, ...(params !== undefined ? { params } : {}) });

/** The session findings of a report as [severity, code, path]. */
const session = (report: MessageReport) =>
  report.findings
    .filter((f) => f.code.startsWith("session."))
    .map((f) => [f.severity, f.code, f.path]);

describe("request ids", () => {
  it("flags a duplicate id among requests awaiting a reply as an error", () => {
    const s = createSession({ version: "2025-11-25" });
    expect(session(s.check(request(1, "tools/list")))).toEqual([]);
    const report = s.check(request(1, "prompts/list"));
    expect(session(report)).toEqual([["error", "session.duplicate-pending-id", "/id"]]);
    expect(report.valid).toBe(false);
    expect(report.findings.at(-1)?.message).toContain("tools/list");
  });

  it("points the finding at the id in the text", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(7, "tools/list"));
    const line = '{"jsonrpc":"2.0",\n "id":7,"method":"ping"}';
    const finding = s.check(line).findings.find((f) => f.code === "session.duplicate-pending-id");
    expect(finding?.range).toEqual({ start: { line: 2, column: 7 }, end: { line: 2, column: 8 } });
  });

  it("warns when an id is reused after its reply", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request("a", "tools/list"));
    s.check(result("a", { tools: [] }));
    const report = s.check(request("a", "prompts/list"));
    expect(session(report)).toEqual([["warning", "session.id-reused", "/id"]]);
    expect(report.valid).toBe(true);
  });

  it('keeps 1 and "1" apart', () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "tools/list"));
    expect(session(s.check(request("1", "prompts/list")))).toEqual([]);
  });

  it("keeps client ids and server ids apart when the direction is known", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "ping"), { direction: "client-to-server" });
    expect(session(s.check(request(1, "ping"), { direction: "server-to-client" }))).toEqual([]);
    expect(session(s.check(request(1, "ping"), { direction: "server-to-client" }))).toEqual([
      ["error", "session.duplicate-pending-id", "/id"],
    ]);
  });

  it("takes the sender from the method when the direction is not given", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "tools/list"));
    expect(session(s.check(request(1, "roots/list")))).toEqual([]);
    // ping may come from either side: it may collide with both.
    expect(session(s.check(request(1, "ping")))).toEqual([
      ["error", "session.duplicate-pending-id", "/id"],
    ]);
  });

  it("matches a reply to the request of the other side", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "tools/list"));
    s.check(request(1, "roots/list"));
    s.check(result(1, { roots: [] }), { direction: "client-to-server" });
    expect(s.state.pending.map((p) => [p.method, p.sender])).toEqual([["tools/list", "client"]]);
  });
});

describe("replies", () => {
  it("warns about a reply to an unknown id, without making it invalid", () => {
    const s = createSession({ version: "2025-11-25" });
    const report = s.check(result(9));
    expect(session(report)).toEqual([["warning", "session.reply-unknown-id", "/id"]]);
    expect(report.valid).toBe(true);
  });

  it("judges a reply by the method of its request", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(3, "tools/list"));
    const report = s.check(result(3, { tools: "none" }));
    expect(report.method).toBe("tools/list");
    expect(report.valid).toBe(false);
    expect(s.state.pending).toEqual([]);
  });

  it("warns about a second reply to the same request", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(3, "ping"));
    s.check(result(3));
    expect(session(s.check(result(3)))).toEqual([["warning", "session.reply-repeated", "/id"]]);
  });

  it("ignores error replies with a null id", () => {
    const s = createSession({ version: "2025-11-25" });
    const reply = text({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32700, message: "Parse error" },
    });
    expect(session(s.check(reply))).toEqual([]);
  });

  it("matches replies inside a batch", () => {
    const s = createSession({ version: "2025-03-26" });
    s.check(`[${request(1, "ping")},${request(2, "ping")}]`);
    const report = s.check(`[${result(1)},${result(5)}]`);
    expect(session(report)).toEqual([["warning", "session.reply-unknown-id", "/1/id"]]);
    expect(session(report.items?.[1] as MessageReport)).toEqual([
      ["warning", "session.reply-unknown-id", "/1/id"],
    ]);
    expect(s.state.pending.map((p) => p.id)).toEqual([2]);
  });
});

describe("progress and cancellation", () => {
  const withToken = (token: unknown) => ({ _meta: { progressToken: token } });

  it("accepts progress for a pending request with that token", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "tools/list", withToken("t1")));
    const progress = notification("notifications/progress", { progressToken: "t1", progress: 1 });
    expect(session(s.check(progress))).toEqual([]);
    s.check(result(1, { tools: [] }));
    expect(session(s.check(progress))).toEqual([
      ["warning", "session.progress-unknown-token", "/params/progressToken"],
    ]);
  });

  it("warns about progress naming no request", () => {
    const s = createSession({ version: "2025-11-25" });
    const progress = notification("notifications/progress", { progressToken: 5, progress: 1 });
    expect(session(s.check(progress))).toEqual([
      ["warning", "session.progress-unknown-token", "/params/progressToken"],
    ]);
  });

  it("flags a progress token used twice among pending requests", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "tools/list", withToken("t")));
    expect(session(s.check(request(2, "prompts/list", withToken("t"))))).toEqual([
      ["error", "session.duplicate-progress-token", "/params/_meta/progressToken"],
    ]);
  });

  it("warns when a cancellation names an unknown or finished request", () => {
    const s = createSession({ version: "2025-11-25" });
    const cancel = (id: unknown) => notification("notifications/cancelled", { requestId: id });
    expect(session(s.check(cancel(4)))).toEqual([
      ["warning", "session.cancel-unknown-request", "/params/requestId"],
    ]);
    s.check(request(4, "tools/list"));
    expect(session(s.check(cancel(4)))).toEqual([]);
    expect(s.state.pending[0]?.cancelled).toBe(true);
    s.check(result(4, { tools: [] }));
    expect(session(s.check(cancel(4)))).toEqual([
      ["warning", "session.cancel-finished-request", "/params/requestId"],
    ]);
  });

  it("looks for the cancelled request among the canceller's own requests", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(4, "tools/list"));
    const cancel = notification("notifications/cancelled", { requestId: 4 });
    expect(session(s.check(cancel, { direction: "server-to-client" }))).toEqual([
      ["warning", "session.cancel-unknown-request", "/params/requestId"],
    ]);
    expect(session(s.check(cancel, { direction: "client-to-server" }))).toEqual([]);
  });

  it("forbids cancelling initialize", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(
      request(0, "initialize", {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "c", version: "1" },
      }),
    );
    const report = s.check(notification("notifications/cancelled", { requestId: 0 }));
    expect(session(report)).toEqual([["error", "session.cancel-initialize", "/params/requestId"]]);
    expect(report.valid).toBe(false);
  });
});

describe("bounded memory", () => {
  it("forgets the oldest pending request beyond the cap, warning once", () => {
    const s = createSession({ version: "2025-11-25", limits: { pending: 3 } });
    for (let id = 1; id <= 3; id++) expect(session(s.check(request(id, "ping")))).toEqual([]);
    expect(session(s.check(request(4, "ping")))).toEqual([
      ["warning", "session.pending-overflow", "/id"],
    ]);
    expect(session(s.check(request(5, "ping")))).toEqual([]);
    expect(s.state.pending.map((p) => p.id)).toEqual([3, 4, 5]);
    expect(session(s.check(result(1)))).toEqual([["warning", "session.reply-unknown-id", "/id"]]);
  });

  it("keeps 100,000 pending requests by default", () => {
    const s = createSession({ version: "2025-11-25" });
    let warnings = 0;
    for (let id = 0; id < 100_001; id++) {
      warnings += s.check(request(id, "ping")).findings.length;
    }
    expect(warnings).toBe(1);
    expect(s.state.pending).toHaveLength(100_000);
  });
});
