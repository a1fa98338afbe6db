import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diagnose } from "./diagnose.ts";
import { LineIndex, parseJson, type ParseResult } from "./index.ts";
import { applyEdit, pointersOf, positionInside, textOf } from "./test-utils.ts";

/** What JSON.parse says about the text (after a BOM), for comparison. */
function native(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) };
  } catch {
    return { ok: false };
  }
}

/** The invariants every result must satisfy, whatever the text. */
function checkResult(text: string, result: ParseResult): void {
  const expected = native(text);
  expect(result.ok).toBe(expected.ok);
  if (result.ok && expected.ok) expect(result.value).toStrictEqual(expected.value);
  if (!result.ok) {
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]?.severity).toBe("error");
  }
  const lines = new LineIndex(text);
  for (const finding of result.findings) {
    expect(finding.code).toMatch(/^json\./);
    expect(finding.code).not.toBe("json.internal-error");
    expect(positionInside(lines, text, finding.range)).toBe(true);
    if (finding.fix) expect(positionInside(lines, text, finding.fix.edit.range)).toBe(true);
    // What a truncation says is missing does complete the text.
    const missing = finding.code === "json.truncated" ? finding.args?.missing : "";
    if (missing) expect(native(text + String(missing)).ok).toBe(true);
  }
  // The validator alone agrees with JSON.parse on what is valid.
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  expect(diagnose(text, from, Infinity) === undefined).toBe(expected.ok);
}

const WHITESPACE = ["", "", " ", "  ", "\n", "\r\n", "\t", "\r", "\n    "];

/** JSON text of a value, with whitespace and escapes picked from the given choices. */
function format(value: unknown, spaces: number[], escapes: boolean[]): string {
  let s = 0;
  let e = 0;
  const ws = (): string => WHITESPACE[(spaces[s++ % spaces.length] ?? 0) % WHITESPACE.length]!;
  const str = (text: string): string => {
    let out = '"';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const escape = escapes[e++ % escapes.length] ?? false;
      if (c < 0x20 || c === 34 || c === 92 || escape) {
        const hex = c.toString(16).padStart(4, "0");
        out += c === 34 ? '\\"' : c === 92 ? "\\\\" : `\\u${i % 2 ? hex : hex.toUpperCase()}`;
      } else out += text[i];
    }
    return `${out}"`;
  };
  const write = (item: unknown): string => {
    if (Array.isArray(item))
      return `[${ws()}${item.map((x) => write(x)).join(`${ws()},${ws()}`)}${ws()}]`;
    if (item !== null && typeof item === "object") {
      const members = Object.entries(item).map(([k, v]) => `${str(k)}${ws()}:${ws()}${write(v)}`);
      return `{${ws()}${members.join(`${ws()},${ws()}`)}${ws()}}`;
    }
    return typeof item === "string" ? str(item) : JSON.stringify(item);
  };
  return `${ws()}${write(value)}${ws()}`;
}

const formatted = fc
  .tuple(
    fc.jsonValue({ maxDepth: 4 }),
    fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 20 }),
    fc.boolean(),
  )
  .map(([value, spaces, escapes, bom]) => (bom ? "\uFEFF" : "") + format(value, spaces, escapes));

const ALPHABET = "{}[]:,\"'\\/*0123456789.eE+-tfnaulrs \n\r\t\u0000\ud800\uFEFF";

/** Valid JSON text with a few characters deleted, inserted or replaced, or cut short. */
const mutated = fc
  .tuple(
    formatted,
    fc.array(
      fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.nat({ max: ALPHABET.length - 1 }), fc.nat()),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([text, edits]) => {
    let out = text;
    for (const [where, kind, char, unit] of edits) {
      const at = out.length === 0 ? 0 : where % (out.length + 1);
      const insert = unit % 10 === 0 ? String.fromCharCode(unit % 0x10000) : ALPHABET[char]!;
      if (kind === 0) out = out.slice(0, at) + out.slice(at + 1);
      else if (kind === 1) out = out.slice(0, at) + insert + out.slice(at);
      else if (kind === 2) out = out.slice(0, at) + insert + out.slice(at + 1);
      else out = out.slice(0, at);
    }
    return out;
  });

const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

describe("parseJson properties", () => {
  it("never throws on arbitrary strings, and agrees with JSON.parse", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          fc.string({ unit: "binary-ascii" }),
          fc.string({ unit: anyUnit }),
          fc.string({ unit: fc.constantFrom(...ALPHABET) }),
        ),
        (text) => checkResult(text, parseJson(text)),
      ),
      { numRuns: 1000 },
    );
  });

  it("never throws on mutations of valid JSON, and agrees with JSON.parse", () => {
    fc.assert(
      fc.property(mutated, (text) => checkResult(text, parseJson(text))),
      { numRuns: 2000 },
    );
  });

  it("gives JSON.parse's value for valid JSON in any formatting", () => {
    fc.assert(
      fc.property(formatted, (text) => {
        const result = parseJson(text);
        checkResult(text, result);
        expect(result.ok).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.json(), (text) => {
        const result = parseJson(text);
        expect(result.ok && result.value).toStrictEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it("locates every value, key and member of valid JSON", () => {
    fc.assert(
      fc.property(formatted, (text) => {
        const result = parseJson(text);
        if (!result.ok) throw new Error("expected valid JSON");
        for (const pointer of pointersOf(result.value)) {
          const range = result.locate(pointer);
          expect(range, pointer).toBeDefined();
          expect(JSON.parse(textOf(text, range!))).toStrictEqual(
            pointer === "" ? result.value : getValue(result.value, pointer),
          );
          const key = result.locateKey(pointer);
          if (key) expect(typeof JSON.parse(textOf(text, key))).toBe("string");
          const member = result.locateMember(pointer);
          if (pointer === "") expect(member).toBeUndefined();
          else expect(native(applyEdit(text, { range: member!, text: "" })).ok).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("warns once per earlier duplicate key, and keeps the last value", () => {
    const objects = fc.array(fc.tuple(fc.constantFrom("a", "b", "\\u0061", "c"), fc.nat(9)), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(objects, (members) => {
        const text = `{${members.map(([k, v]) => `"${k}": ${v}`).join(", ")}}`;
        const result = parseJson(text);
        if (!result.ok) throw new Error("expected valid JSON");
        expect(result.value).toStrictEqual(JSON.parse(text));
        const names = members.map(([k]) => (k === "\\u0061" ? "a" : k));
        expect(result.findings).toHaveLength(names.length - new Set(names).size);
        for (const finding of result.findings) {
          const fixed = applyEdit(text, finding.fix!.edit);
          const again = parseJson(fixed);
          expect(again.ok && again.value).toStrictEqual(JSON.parse(text));
        }
      }),
      { numRuns: 500 },
    );
  });
});

/** The value at a pointer built by pointersOf (tokens escaped with ~0 and ~1). */
function getValue(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.slice(1).split("/")) {
    const token = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    current = Array.isArray(current)
      ? current[Number(token)]
      : (Object.getOwnPropertyDescriptor(current, token)?.value as unknown);
  }
  return current;
}
