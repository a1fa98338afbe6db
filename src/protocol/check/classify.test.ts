import { describe, expect, it } from "vitest";
import { checkText, checkValue } from "./check.ts";
import { classify } from "./classify.ts";
import { inferVersion, resolveVersion } from "./version.ts";

describe("classify", () => {
  it("a request has a method and an id", () => {
    const c = classify({ jsonrpc: "2.0", id: 7, method: "tools/list" });
    expect(c).toMatchObject({ kind: "request", method: "tools/list", id: 7 });
    expect(c.reason).toBe(
      "Has an id and a method: a request; a reply with the same id is expected.",
    );
  });

  it("a notification has a method and no id", () => {
    const c = classify({ jsonrpc: "2.0", method: "notifications/initialized" });
    expect(c).toMatchObject({ kind: "notification", method: "notifications/initialized" });
    expect(c.id).toBeUndefined();
    expect(c.reason).toMatch(/no reply is expected/);
  });

  it("a reply has an id and a result or an error, and says which", () => {
    expect(classify({ jsonrpc: "2.0", id: "a", result: {} })).toMatchObject({
      kind: "reply",
      outcome: "success",
      id: "a",
    });
    const error = classify({ jsonrpc: "2.0", id: 1, error: { code: -32601, message: "nope" } });
    expect(error).toMatchObject({ kind: "reply", outcome: "error" });
    expect(error.reason).toMatch(/an error reply/);
  });

  it("classifies invalid messages best effort", () => {
    // An error without an id is still a reply (allowed from 2025-11-25 on).
    expect(classify({ jsonrpc: "2.0", error: { code: -32700, message: "x" } }).kind).toBe("reply");
    // A reply that also carries a method is a reply; a notification carrying a result is not.
    expect(classify({ id: 1, method: "ping", result: {} }).kind).toBe("reply");
    expect(classify({ method: "notifications/progress", result: {} }).kind).toBe("notification");
    // A method of the wrong type still makes a request.
    expect(classify({ id: 1, method: 5 })).toMatchObject({ kind: "request", id: 1 });
    expect(classify({ id: null, method: "ping" })).toMatchObject({ kind: "request", id: null });
  });

  it("invalid: not an object, or none of the kinds", () => {
    expect(classify(42)).toMatchObject({ kind: "invalid" });
    expect(classify(42).reason).toBe(
      "Not a JSON object (an integer): a JSON-RPC message is an object.",
    );
    expect(classify(null).kind).toBe("invalid");
    expect(classify("ping").kind).toBe("invalid");
    expect(classify({ jsonrpc: "2.0", id: 1 }).reason).toBe(
      "Has an id but no method, result or error: neither a request nor a reply.",
    );
    expect(classify({}).kind).toBe("invalid");
  });

  it("a batch is an array; each element is classified, nested arrays are invalid", () => {
    const c = classify([{ id: 1, method: "ping" }, { method: "x" }, [], 3]);
    expect(c.kind).toBe("batch");
    expect(c.reason).toBe("A JSON array: a batch of 4 messages, each judged on its own.");
    expect(c.items?.map((i) => i.kind)).toEqual(["request", "notification", "invalid", "invalid"]);
    expect(c.items?.[2]?.reason).toMatch(/batches do not nest/);
  });
});

describe("reports carry the classification", () => {
  it("for each of the five kinds", () => {
    const kinds = [
      '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      '{"jsonrpc":"2.0","method":"notifications/initialized"}',
      '{"jsonrpc":"2.0","id":1,"result":{}}',
      '[{"jsonrpc":"2.0","id":1,"method":"ping"}]',
      '{"jsonrpc":"2.0"}',
      "{not json",
    ].map((t) => checkText(t).kind);
    expect(kinds).toEqual(["request", "notification", "reply", "batch", "invalid", "invalid"]);
  });

  it("not JSON: invalid, with the parser's finding", () => {
    const r = checkText('{"jsonrpc": "2.0",}');
    expect(r).toMatchObject({ kind: "invalid", valid: false });
    expect(r.reason).toMatch(/^Not JSON/);
    expect(r.findings[0]?.code).toBe("json.trailing-comma");
  });

  it("an error reply gives outcome, id and (with context) the request's method", () => {
    const r = checkText('{"jsonrpc":"2.0","id":"q1","error":{"code":-32601,"message":"no"}}', {
      context: { requestMethod: (id) => (id === "q1" ? "prompts/get" : undefined) },
    });
    expect(r).toMatchObject({ kind: "reply", outcome: "error", id: "q1", method: "prompts/get" });
    expect(r.direction).toBe("client-to-server");
  });

  it("a request reports its method's direction and the value", () => {
    const r = checkValue({ jsonrpc: "2.0", id: 1, method: "sampling/createMessage" });
    expect(r.direction).toBe("server-to-client");
    expect(r.value).toEqual({ jsonrpc: "2.0", id: 1, method: "sampling/createMessage" });
  });
});

describe("version choice", () => {
  const init = (v: string) => ({
    jsonrpc: "2.0",
    id: 0,
    method: "initialize",
    params: { protocolVersion: v, capabilities: {}, clientInfo: { name: "c", version: "1" } },
  });

  it("inferVersion reads initialize, its reply and the 2026-07-28 _meta", () => {
    expect(inferVersion(init("2025-03-26"))).toBe("2025-03-26");
    expect(inferVersion(init("1999-01-01"))).toBeUndefined();
    const reply = {
      jsonrpc: "2.0",
      id: 0,
      result: {
        protocolVersion: "2025-06-18",
        capabilities: {},
        serverInfo: { name: "s", version: "1" },
      },
    };
    expect(inferVersion(reply)).toBe("2025-06-18");
    const meta = {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/list",
      params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" } },
    };
    expect(inferVersion(meta)).toBe("2026-07-28");
    expect(inferVersion([{ method: "ping" }, init("2024-11-05")])).toBe("2024-11-05");
    expect(inferVersion({ jsonrpc: "2.0", id: 1, method: "ping" })).toBeUndefined();
  });

  it("default is 2025-11-25; auto falls back to it", () => {
    expect(resolveVersion(undefined, {})).toBe("2025-11-25");
    expect(resolveVersion("auto", {})).toBe("2025-11-25");
    expect(resolveVersion("auto", init("2025-03-26"))).toBe("2025-03-26");
    expect(resolveVersion("2024-11-05", init("2025-03-26"))).toBe("2024-11-05");
    expect(checkValue(init("2025-06-18"), { version: "auto" }).version).toBe("2025-06-18");
    expect(checkText("{}").version).toBe("2025-11-25");
  });
});
