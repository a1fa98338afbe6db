import {
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
} from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import {
  isErrorResponse,
  isNotification,
  isRequest,
  isResponse,
  isResultResponse,
} from "./kinds.ts";

const ids: unknown[] = [
  1,
  0,
  -0,
  -7,
  "a",
  "",
  1.5,
  NaN,
  Infinity,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  null,
  true,
  {},
  [],
  undefined,
];

const params: unknown[] = [
  undefined,
  {},
  { cursor: "x" },
  { _meta: {} },
  { _meta: { progressToken: 3 } },
  { _meta: { progressToken: 1.5 } },
  { _meta: { progressToken: null } },
  { _meta: { "io.modelcontextprotocol/related-task": { taskId: "t" } } },
  { _meta: { "io.modelcontextprotocol/related-task": { taskId: 1 } } },
  { _meta: null },
  { _meta: [] },
  { _meta: "x" },
  [],
  [1],
  null,
  "x",
  3,
];

const results: unknown[] = [
  {},
  { tools: [] },
  { _meta: {} },
  { _meta: { "io.modelcontextprotocol/serverInfo": { name: "s", version: "1" } } },
  { _meta: { "io.modelcontextprotocol/serverInfo": 5 } },
  { _meta: null },
  { _meta: [] },
  { _meta: 1 },
  [],
  null,
  "x",
  0,
  undefined,
];

const errors: unknown[] = [
  { code: -32600, message: "no" },
  { code: 1, message: "", data: { uri: "x" } },
  { code: 1, message: "m", extra: true },
  { code: 1.5, message: "m" },
  { code: NaN, message: "m" },
  { code: 2 ** 53, message: "m" },
  { code: "1", message: "m" },
  { code: 1, message: 2 },
  { code: 1 },
  { message: "m" },
  [],
  null,
  "x",
  undefined,
];

/** Many shapes, valid and not, of every kind (keys absent, present, wrong, or extra). */
function corpus(): unknown[] {
  const values: unknown[] = [undefined, null, 0, "x", [], [{ jsonrpc: "2.0" }], {}];
  for (const jsonrpc of ["2.0", "1.0", 2, undefined]) {
    for (const id of ids) {
      for (const p of params) {
        values.push({ jsonrpc, id, method: "ping", ...(p !== undefined && { params: p }) });
        values.push({ jsonrpc, id, method: "x", params: p });
      }
      values.push({ jsonrpc, id, method: 5 });
      for (const result of results) values.push({ jsonrpc, id, result });
      for (const error of errors) values.push({ jsonrpc, id, error });
      values.push({ jsonrpc, id, result: {}, error: { code: 1, message: "m" } });
      values.push({ jsonrpc, id, method: "ping", result: {} });
      values.push({ jsonrpc, id });
    }
    for (const p of params) {
      values.push({
        jsonrpc,
        method: "notifications/initialized",
        ...(p !== undefined && { params: p }),
      });
      values.push({ jsonrpc, method: "notifications/cancelled", params: p });
    }
    values.push({ jsonrpc, method: "n", extra: 1 });
    values.push({ jsonrpc, result: {} });
    values.push({ jsonrpc, error: { code: 1, message: "m" } });
    values.push({ jsonrpc, id: 1, result: {}, extra: 1 });
    values.push({ jsonrpc, id: 1, error: { code: 1, message: "m" }, extra: 1 });
  }
  const inherited = Object.create({ extra: 1 }) as Record<string, unknown>;
  Object.assign(inherited, { jsonrpc: "2.0", id: 1, method: "ping" });
  values.push(inherited);
  values.push(JSON.parse('{"jsonrpc":"2.0","id":1,"method":"ping","__proto__":{}}'));
  return values;
}

describe("message kinds", () => {
  const values = corpus();

  it("answer exactly as the SDK's guards do", () => {
    const mismatches: string[] = [];
    const compare = (name: string, ours: boolean, sdk: boolean, value: unknown) => {
      if (ours !== sdk) mismatches.push(`${name} ${String(sdk)}: ${describeValue(value)}`);
    };
    for (const value of values) {
      compare("request", isRequest(value), isJSONRPCRequest(value), value);
      compare("notification", isNotification(value), isJSONRPCNotification(value), value);
      compare("result", isResultResponse(value), isJSONRPCResultResponse(value), value);
      compare("error", isErrorResponse(value), isJSONRPCErrorResponse(value), value);
      compare(
        "response",
        isResponse(value),
        isJSONRPCResultResponse(value) || isJSONRPCErrorResponse(value),
        value,
      );
    }
    expect(mismatches).toEqual([]);
  });

  it("cover every kind, valid and not", () => {
    for (const guard of [isRequest, isNotification, isResultResponse, isErrorResponse]) {
      const passed = values.filter((v) => guard(v)).length;
      expect(passed).toBeGreaterThan(2);
      expect(passed).toBeLessThan(values.length / 2);
    }
  });
});

function describeValue(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "number" && !Number.isSafeInteger(v) ? `<number ${String(v)}>` : v,
  );
}
