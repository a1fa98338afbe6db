import { describe, expect, it } from "vitest";
import type { MessageReport } from "../check/types.ts";
import type { ProtocolVersion } from "../versions.ts";
import { createSession } from "./index.ts";

const text = (message: unknown) => JSON.stringify(message);
const request = (id: unknown, method: string, params?: unknown) =>
  text({ jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) });
const notification = (method: string, params?: unknown) =>
  text({ jsonrpc: "2.0", method, ...(params !== undefined ? { params } : {}) });
const initialize = (id: unknown = 0, protocolVersion = "2025-11-25") =>
  request(id, "initialize", {
    protocolVersion,
    capabilities: {},
    clientInfo: { name: "client", version: "1.0.0" },
  });
const initializeReply = (id: unknown = 0, protocolVersion = "2025-11-25") =>
  text({
    jsonrpc: "2.0",
    id,
    result: { protocolVersion, capabilities: {}, serverInfo: { name: "server", version: "1.0.0" } },
  });
const initialized = notification("notifications/initialized");
const log = notification("notifications/message", { level: "info", data: "starting" });

const session = (report: MessageReport) =>
  report.findings
    .filter((f) => f.code.startsWith("session."))
    .map((f) => [f.severity, f.code, f.path]);

function handshake(version: ProtocolVersion | "auto" = "2025-11-25") {
  const s = createSession({ version });
  for (const message of [initialize(), initializeReply(), initialized]) {
    expect(session(s.check(message))).toEqual([]);
  }
  return s;
}

describe("lifecycle", () => {
  it("walks through the phases of a clean handshake", () => {
    const s = createSession({ version: "2025-11-25" });
    expect(s.state.phase).toBe("none");
    s.check(initialize());
    expect(s.state.phase).toBe("initializing");
    s.check(initializeReply());
    expect(s.state.phase).toBe("initialized");
    s.check(initialized);
    expect(s.state.phase).toBe("operating");
    expect(session(s.check(request(1, "tools/list")))).toEqual([]);
  });

  it("judges a lone message on its own: no initialize, no lifecycle rules", () => {
    const s = createSession({ version: "2025-11-25" });
    expect(session(s.check(request(1, "tools/list")))).toEqual([]);
    expect(session(s.check(initialized))).toEqual([]);
    expect(s.state.phase).toBe("none");
  });

  it("allows ping at any time", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize());
    expect(session(s.check(request(1, "ping")))).toEqual([]);
    expect(session(s.check(request(2, "ping"), { direction: "server-to-client" }))).toEqual([]);
  });

  it("warns about client requests before the initialize reply", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize());
    expect(session(s.check(request(1, "tools/list")))).toEqual([
      ["warning", "session.client-before-initialize-reply", "/method"],
    ]);
  });

  it("flags notifications/initialized before the initialize reply as an error", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize());
    const report = s.check(initialized);
    expect(session(report)).toEqual([["error", "session.initialized-before-reply", "/method"]]);
    expect(report.valid).toBe(false);
  });

  it("warns about client requests before notifications/initialized", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize());
    s.check(initializeReply());
    expect(session(s.check(request(1, "tools/list")))).toEqual([
      ["warning", "session.client-before-initialized", "/method"],
    ]);
  });

  it("lets the server send ping and logging early, and warns about other server requests", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize());
    s.check(initializeReply());
    expect(session(s.check(log))).toEqual([]);
    expect(session(s.check(request(5, "roots/list")))).toEqual([
      ["warning", "session.server-before-initialized", "/method"],
    ]);
    s.check(initialized);
    expect(session(s.check(request(6, "roots/list")))).toEqual([]);
  });

  it("flags initialize sent twice as an error", () => {
    const s = handshake();
    const report = s.check(initialize(9));
    expect(session(report)).toEqual([["error", "session.initialize-repeated", "/method"]]);
    expect(s.state.phase).toBe("operating");
  });

  it("warns about notifications/initialized sent twice", () => {
    const s = handshake();
    expect(session(s.check(initialized))).toEqual([
      ["warning", "session.initialized-repeated", "/method"],
    ]);
  });

  it("warns when initialize is not the first interaction", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(request(1, "ping"));
    expect(session(s.check(initialize()))).toEqual([]);
    const t = createSession({ version: "2025-11-25" });
    t.check(request(1, "tools/list"));
    expect(session(t.check(initialize()))).toEqual([
      ["warning", "session.initialize-not-first", "/method"],
    ]);
  });

  it("after an initialize error, warns about traffic and allows a new initialize", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize(0));
    s.check(text({ jsonrpc: "2.0", id: 0, error: { code: -32602, message: "Unsupported" } }));
    expect(s.state.phase).toBe("failed");
    expect(session(s.check(request(1, "tools/list")))).toEqual([
      ["warning", "session.after-failed-initialize", "/method"],
    ]);
    expect(session(s.check(initialize(2)))).toEqual([]);
    expect(s.state.phase).toBe("initializing");
  });

  it("has no lifecycle in 2026-07-28", () => {
    const s = createSession({ version: "2026-07-28" });
    s.check(initialize());
    expect(s.state.phase).toBe("none");
  });
});

describe("versions", () => {
  it("in auto, judges the messages after the handshake against the negotiated version", () => {
    const s = createSession({ version: "auto" });
    s.check(initialize(0, "2025-11-25"));
    const reply = s.check(initializeReply(0, "2024-11-05"));
    expect(reply.version).toBe("2024-11-05");
    expect(s.state.negotiatedVersion).toBe("2024-11-05");
    expect(s.state.versionSource).toBe("initialize");
    s.check(initialized);
    // elicitation/create does not exist in 2024-11-05.
    const report = s.check(request(1, "elicitation/create", { message: "?", requestedSchema: {} }));
    expect(report.version).toBe("2024-11-05");
    expect(report.valid).toBe(false);
  });

  it("warns when the server answers with a version the playground does not know", () => {
    const s = createSession({ version: "auto" });
    s.check(initialize(0, "2025-06-18"));
    expect(session(s.check(initializeReply(0, "2099-01-01")))).toEqual([
      ["warning", "session.unknown-version", "/result/protocolVersion"],
    ]);
    expect(s.state.negotiatedVersion).toBe("2025-06-18");
    expect(s.check(request(1, "tools/list")).version).toBe("2025-06-18");
  });

  it("warns when the negotiated version differs from the selected one", () => {
    const s = createSession({ version: "2025-11-25" });
    s.check(initialize(0, "2025-06-18"));
    expect(session(s.check(initializeReply(0, "2025-06-18")))).toEqual([
      ["warning", "session.version-mismatch", "/result/protocolVersion"],
    ]);
    expect(s.check(initialized).version).toBe("2025-11-25");
  });

  it("in auto, takes the version from the 2026-07-28 _meta and judges the reply with it", () => {
    const s = createSession({ version: "auto" });
    const meta = {
      "io.modelcontextprotocol/protocolVersion": "2026-07-28",
      "io.modelcontextprotocol/clientCapabilities": {},
    };
    expect(s.check(request(1, "tools/list", { _meta: meta })).version).toBe("2026-07-28");
    expect(s.state.negotiatedVersion).toBe("2026-07-28");
    expect(s.state.versionSource).toBe("meta");
    const reply = s.check(
      text({
        jsonrpc: "2.0",
        id: 1,
        result: { resultType: "complete", tools: [], cacheScope: "public", ttlMs: 0 },
      }),
    );
    expect(reply.version).toBe("2026-07-28");
    expect(reply.valid).toBe(true);
    const note = notification("notifications/tools/list_changed");
    expect(s.check(note).version).toBe("2026-07-28");
  });
});
