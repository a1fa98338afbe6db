import { describe, expect, it } from "vitest";
import { encodeHeaderValue, paramHeaderValues, paramHeadersOf } from "./metadata-headers.ts";
import { outgoingFacts } from "../messages/parse.ts";
import { modernError, mayBeLegacySse, refusedAsLegacy } from "./era.ts";

describe("header value encoding (2026-07-28)", () => {
  it("keeps plain ASCII and Base64-encodes the rest, as the spec's examples show", () => {
    expect(encodeHeaderValue("us-west1")).toBe("us-west1");
    expect(encodeHeaderValue("Hello, 世界")).toBe("=?base64?SGVsbG8sIOS4lueVjA==?=");
    expect(encodeHeaderValue(" padded ")).toBe("=?base64?IHBhZGRlZCA=?=");
    expect(encodeHeaderValue("line1\nline2")).toBe("=?base64?bGluZTEKbGluZTI=?=");
    expect(encodeHeaderValue("=?base64?literal?=")).toBe("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=");
    expect(encodeHeaderValue("file:///projects/myapp/config.json")).toBe(
      "file:///projects/myapp/config.json",
    );
  });
});

describe("x-mcp-header mirroring", () => {
  const result = {
    tools: [
      {
        name: "execute_sql",
        inputSchema: {
          type: "object",
          properties: {
            region: { type: "string", "x-mcp-header": "Region" },
            opts: {
              type: "object",
              properties: { dry: { type: "boolean", "x-mcp-header": "Dry" } },
            },
            limit: { type: "integer", "x-mcp-header": "Limit" },
            query: { type: "string" },
          },
        },
      },
      // Invalid annotations: the tool gets no headers at all.
      {
        name: "bad_type",
        inputSchema: { properties: { n: { type: "number", "x-mcp-header": "N" } } },
      },
      {
        name: "bad_name",
        inputSchema: { properties: { s: { type: "string", "x-mcp-header": "a b" } } },
      },
      {
        name: "duplicate",
        inputSchema: {
          properties: {
            a: { type: "string", "x-mcp-header": "X" },
            b: { type: "string", "x-mcp-header": "x" },
          },
        },
      },
    ],
  };

  it("reads the annotations a tools/list result carries, refusing invalid ones", () => {
    const found = paramHeadersOf(result);
    expect([...found.keys()]).toEqual(["execute_sql"]);
    expect(found.get("execute_sql")).toEqual([
      { header: "Mcp-Param-Region", path: ["region"] },
      { header: "Mcp-Param-Dry", path: ["opts", "dry"] },
      { header: "Mcp-Param-Limit", path: ["limit"] },
    ]);
  });

  it("mirrors present values, encoded, and leaves out absent or null ones", () => {
    const annotations = paramHeadersOf(result).get("execute_sql") ?? [];
    expect(
      paramHeaderValues(annotations, {
        region: "Zürich",
        opts: { dry: false },
        limit: 42,
        query: "q",
      }),
    ).toEqual({
      "Mcp-Param-Region": "=?base64?WsO8cmljaA==?=",
      "Mcp-Param-Dry": "false",
      "Mcp-Param-Limit": "42",
    });
    expect(paramHeaderValues(annotations, { region: null, limit: 1.5 })).toEqual({});
  });
});

describe("reading messages", () => {
  it("finds request ids, the method, Mcp-Name's source and the modern version", () => {
    const facts = outgoingFacts(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 3,
        method: "resources/read",
        params: {
          uri: "gifts://catalog",
          _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28" },
        },
      }),
    );
    expect(facts).toMatchObject({
      requests: [{ id: 3, method: "resources/read" }],
      method: "resources/read",
      name: "gifts://catalog",
      metaVersion: "2026-07-28",
      initialize: false,
    });
    const batch = outgoingFacts(
      '[{"jsonrpc":"2.0","id":"a","method":"ping"},{"jsonrpc":"2.0","method":"x"}]',
    );
    expect(batch.requests).toEqual([{ id: "a", method: "ping" }]);
    expect(batch.method).toBeUndefined();
    expect(outgoingFacts("{ not json").unreadable).toBe(true);
  });
});

describe("the era rules", () => {
  const error = (code: number, data?: unknown) =>
    JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      error: { code, message: "m", ...(data !== undefined && { data }) },
    });

  it("recognizes modern errors, and -32601 only with 404", () => {
    expect(
      modernError(400, error(-32022, { supported: ["2026-07-28"], requested: "1900-01-01" })),
    ).toEqual({
      code: -32022,
      supported: ["2026-07-28"],
      requested: "1900-01-01",
    });
    expect(modernError(400, error(-32020))).toEqual({ code: -32020 });
    expect(modernError(404, error(-32601))).toEqual({ code: -32601 });
    expect(modernError(400, error(-32601))).toBeUndefined();
    expect(modernError(400, error(-32000))).toBeUndefined();
    expect(modernError(400, "")).toBeUndefined();
  });

  it("a 400/404/405 without a modern error is an older server; 401 says nothing", () => {
    expect(refusedAsLegacy(400, error(-32000))).toBe(true);
    expect(refusedAsLegacy(404, "Cannot POST /sse")).toBe(true);
    expect(refusedAsLegacy(400, error(-32022, { supported: [] }))).toBe(false);
    expect(refusedAsLegacy(401, "")).toBe(false);
  });

  it("only a non-JSON-RPC 400/404/405 sends detection looking for HTTP+SSE", () => {
    expect(mayBeLegacySse(404, "<html>Cannot POST /sse</html>")).toBe(true);
    expect(mayBeLegacySse(405, "")).toBe(true);
    expect(mayBeLegacySse(400, error(-32000))).toBe(false);
    expect(mayBeLegacySse(500, "")).toBe(false);
  });
});
