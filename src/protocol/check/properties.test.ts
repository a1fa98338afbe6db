/**
 * Properties of the whole checkText, over generated input: it never throws, every range lies in
 * the text, and the verdict does not depend on whitespace between tokens.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineIndex } from "../parse/index.ts";
import type { SourceRange } from "../types.ts";
import { PROTOCOL_VERSIONS } from "../versions.ts";
import { checkText } from "./check.ts";
import type { CheckOptions, MessageReport } from "./types.ts";

/** Valid messages of many kinds, the seeds of the mutants. */
const SEEDS: unknown[] = [
  {
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: "get_weather", arguments: { city: "Oslo" } },
  },
  { jsonrpc: "2.0", id: "a", method: "tools/list", params: { cursor: "c1" } },
  { jsonrpc: "2.0", id: 2, method: "resources/read", params: { uri: "file:///notes.txt" } },
  {
    jsonrpc: "2.0",
    method: "notifications/progress",
    params: { progressToken: "t", progress: 3, total: 10 },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
  {
    jsonrpc: "2.0",
    id: 0,
    method: "initialize",
    params: {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "c", version: "1" },
    },
  },
  {
    jsonrpc: "2.0",
    id: 1,
    result: {
      content: [
        { type: "text", text: "Sunny" },
        { type: "image", data: "AAAA", mimeType: "image/png" },
      ],
    },
  },
  { jsonrpc: "2.0", id: 1, result: { tools: [{ name: "a", inputSchema: { type: "object" } }] } },
  { jsonrpc: "2.0", id: 9, error: { code: -32602, message: "Unknown tool", data: { name: "x" } } },
  [
    { jsonrpc: "2.0", id: 1, method: "ping" },
    { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } },
  ],
];

const CONTEXTS: (CheckOptions["context"] | undefined)[] = [
  undefined,
  { requestMethod: () => "tools/call" },
  { requestMethod: () => "tools/list", direction: "server-to-client" },
];

const options: fc.Arbitrary<CheckOptions> = fc.record({
  version: fc.constantFrom(...PROTOCOL_VERSIONS, "auto" as const),
  context: fc.constantFrom(...CONTEXTS),
});

type Json = unknown;

/** A mutant of a JSON value: a key removed, a value replaced, a key added, at some depth. */
function mutate(value: Json, choices: number[], replacement: Json, key: string): Json {
  const pick = (n: number, i: number) => (n === 0 ? 0 : (choices[i % choices.length] ?? 0) % n);
  const go = (v: Json, depth: number): Json => {
    const action = pick(4, depth);
    if (Array.isArray(v) && v.length > 0 && action !== 3) {
      const i = pick(v.length, depth + 1);
      return (v as Json[]).map((x, j) => (j === i ? go(x, depth + 2) : x));
    }
    if (v !== null && typeof v === "object" && !Array.isArray(v)) {
      const entries: [string, Json][] = Object.entries(v as Record<string, Json>);
      const i = pick(entries.length, depth + 1);
      const [k, inner] = entries[i] ?? [key, null];
      const copy: Record<string, Json> = { ...(v as Record<string, Json>) };
      const set = (name: string, x: Json) =>
        Object.defineProperty(copy, name, {
          value: x,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      if (action === 0) delete copy[k];
      else if (action === 1) set(k, replacement);
      else if (action === 2) set(key, replacement);
      else set(k, go(inner, depth + 2));
      return copy;
    }
    return replacement;
  };
  return go(value, 0);
}

const mutant = fc
  .tuple(
    fc.constantFrom(...SEEDS),
    fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(null)),
    fc.constantFrom(
      "name",
      "id",
      "method",
      "params",
      "result",
      "type",
      "__proto__",
      "x",
      "jsonrpc",
    ),
  )
  .map(([seed, choices, replacement, key]) => mutate(seed, choices, replacement, key));

/** Serializes with the given whitespace around every token. */
function spaced(value: Json, ws: string[]): string {
  let n = 0;
  const w = () => ws[n++ % ws.length] ?? "";
  const go = (v: Json): string => {
    if (Array.isArray(v)) return `[${w()}${v.map((x) => `${go(x)}${w()}`).join(`,${w()}`)}]`;
    if (v !== null && typeof v === "object") {
      const members = Object.entries(v).map(
        ([k, x]) => `${JSON.stringify(k)}${w()}:${w()}${go(x)}`,
      );
      return `{${w()}${members.join(`${w()},${w()}`)}${w()}}`;
    }
    return JSON.stringify(v) ?? "null";
  };
  return `${w()}${go(value)}${w()}`;
}

function inside(text: string, range: SourceRange): boolean {
  const lines = new LineIndex(text);
  const ok = (p: SourceRange["start"]) =>
    p.line >= 1 &&
    p.line <= lines.lineCount &&
    p.column >= 1 &&
    lines.offsetAt(p) <= text.length &&
    lines.positionAt(lines.offsetAt(p)).column === p.column;
  return (
    ok(range.start) && ok(range.end) && lines.offsetAt(range.start) <= lines.offsetAt(range.end)
  );
}

function verdict(r: MessageReport) {
  return {
    valid: r.valid,
    kind: r.kind,
    codes: [...new Set(r.findings.map((f) => `${f.code} ${f.path}`))].sort(),
  };
}

const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.json({ maxDepth: 4 }),
  mutant.map((v) => JSON.stringify(v)),
);

describe("checkText over generated input", () => {
  it("never throws, and every finding and fix range lies inside the text", () => {
    fc.assert(
      fc.property(anyText, options, (text, o) => {
        const report = checkText(text, o);
        expect(["request", "notification", "reply", "batch", "invalid"]).toContain(report.kind);
        expect(report.valid).toBe(!report.findings.some((f) => f.severity === "error"));
        for (const f of report.findings) {
          expect(inside(text, f.range), `${f.code} ${JSON.stringify(f.range)}`).toBe(true);
          if (f.fix) expect(inside(text, f.fix.edit.range), `fix of ${f.code}`).toBe(true);
          expect(f.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the verdict does not change when only whitespace between tokens changes", () => {
    const ws = fc.array(fc.constantFrom("", " ", "\n", "\t", "\r\n", "  "), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.oneof(mutant, fc.jsonValue({ maxDepth: 3 })),
        ws,
        options,
        (value, spaces, o) => {
          const compact = checkText(JSON.stringify(value) ?? "null", o);
          const loose = checkText(spaced(value, spaces), o);
          expect(verdict(loose)).toEqual(verdict(compact));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("every mechanical fix removes its finding and keeps the text JSON", () => {
    const fixesTried: string[] = [];
    fc.assert(
      fc.property(mutant, fc.constantFrom(...PROTOCOL_VERSIONS), (value, version) => {
        const text = JSON.stringify(value, null, 2) ?? "null";
        const o: CheckOptions = { version, context: { requestMethod: () => "tools/call" } };
        for (const f of checkText(text, o).findings) {
          if (!f.fix || f.code.startsWith("json.")) continue;
          fixesTried.push(f.code);
          const lines = new LineIndex(text);
          const { range, text: replacement } = f.fix.edit;
          const fixed =
            text.slice(0, lines.offsetAt(range.start)) +
            replacement +
            text.slice(lines.offsetAt(range.end));
          const after = checkText(fixed, o);
          expect(
            after.findings.some((g) => g.code.startsWith("json.") && g.severity === "error"),
          ).toBe(false);
          expect(
            after.findings.some(
              (g) => g.code === f.code && g.path === f.path && g.args?.key === f.args?.key,
            ),
          ).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
    // The generator must reach the fixes, or the property says nothing.
    expect(new Set(fixesTried).size).toBeGreaterThanOrEqual(5);
  });
});
