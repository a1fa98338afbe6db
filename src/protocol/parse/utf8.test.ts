import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUtf8, invalidUtf8Offset } from "./utf8.ts";

const strict = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });
const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Bytes near UTF-8: whole characters of every length, cut or mixed with stray bytes. */
const nearUtf8 = fc
  .array(
    fc.oneof(
      fc.string({ unit: "binary", maxLength: 4 }).map((s) => [...utf8(s)]),
      fc.string({ unit: "binary", maxLength: 2 }).map((s) => [...utf8(s)].slice(0, -1)),
      fc.array(fc.integer({ min: 0x80, max: 0xff }), { maxLength: 3 }),
      fc.constantFrom(
        [0xed, 0xa0, 0x80],
        [0xc0, 0xaf],
        [0xf4, 0x90, 0x80, 0x80],
        [0xef, 0xbb, 0xbf],
      ),
    ),
    { maxLength: 8 },
  )
  .map((parts) => Uint8Array.from(parts.flat()));

describe("invalidUtf8Offset", () => {
  it("finds nothing exactly when a strict decoder accepts the bytes", () => {
    fc.assert(
      fc.property(fc.oneof(nearUtf8, fc.uint8Array({ maxLength: 12 })), (input) => {
        let accepted = true;
        try {
          strict.decode(input);
        } catch {
          accepted = false;
        }
        expect(invalidUtf8Offset(input) === -1).toBe(accepted);
      }),
      { numRuns: 5000 },
    );
  });

  it("points at the first byte a lenient decoder would have replaced", () => {
    fc.assert(
      fc.property(nearUtf8, (input) => {
        const at = invalidUtf8Offset(input);
        if (at < 0) return;
        const before = strict.decode(input.subarray(0, at));
        expect(lenient.decode(input).startsWith(`${before}\ufffd`)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    ["FF FE", bytes(0xff, 0xfe), 0],
    ["an overlong slash, C0 AF", bytes(0x41, 0xc0, 0xaf), 1],
    ["a lone surrogate, ED A0 80", bytes(0x22, 0xed, 0xa0, 0x80, 0x22), 1],
    ["a cut three-byte character", bytes(0x22, 0xe2, 0x82, 0x22), 1],
    ["a cut four-byte character at the end", bytes(0x22, 0xf0, 0x9f, 0x98), 1],
    ["a continuation byte alone", bytes(0x61, 0x62, 0x80), 2],
    ["past U+10FFFF", bytes(0xf4, 0x90, 0x80, 0x80), 0],
  ])("%s", (_name, input, offset) => {
    expect(invalidUtf8Offset(input)).toBe(offset);
  });
});

describe("decodeUtf8", () => {
  it("gives the text of UTF-8 bytes, a byte order mark kept", () => {
    expect(decodeUtf8(utf8('\ufeff{"a":"é😀"}'))).toEqual({ ok: true, text: '\ufeff{"a":"é😀"}' });
  });

  it("says where the first bad byte is: its offset in the file, its line and column", () => {
    const input = Uint8Array.from([...utf8('{\n  "é": "'), 0xed, 0xa0, 0x80, ...utf8('"}')]);
    const result = decodeUtf8(input, 100);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.findings).toEqual([
      {
        severity: "error",
        code: "json.invalid-utf8",
        message:
          "The text is not UTF-8: the bytes ED A0 80 at byte offset 111 do not form a UTF-8 character. Save the text as UTF-8: bytes that are not UTF-8 are never guessed or replaced.",
        args: { offset: 111, bytes: "ED A0 80" },
        path: "",
        range: { start: { line: 2, column: 9 }, end: { line: 2, column: 10 } },
      },
    ]);
  });
});
