import fc from "fast-check";
import formatsModule from "ajv-formats/dist/formats.js";
import { describe, expect, it } from "vitest";
import { numberFormat, stringFormat } from "./formats.ts";

type Check = ((s: string) => boolean) | RegExp | { validate: ((s: string) => boolean) | RegExp };
const { fullFormats } = formatsModule as unknown as { fullFormats: Record<string, Check | true> };

/** ajv-formats' own verdict (native regular expressions, on short strings only). */
function reference(name: string, s: string): boolean {
  let def = fullFormats[name] as Check;
  if (typeof def === "object" && "validate" in def) def = def.validate;
  if (def instanceof RegExp) {
    def.lastIndex = 0;
    return def.test(s);
  }
  return def(s);
}

/** Pieces of dates, addresses, URIs and the like, so that generated strings often come close. */
const TOKENS = [
  "0",
  "1",
  "9",
  "12",
  "2024",
  "02",
  "29",
  "31",
  "60",
  "23",
  "59",
  "-",
  ":",
  ".",
  "T",
  "t",
  " ",
  "Z",
  "z",
  "+",
  "a",
  "A",
  "é",
  "@",
  "/",
  "//",
  "http",
  "https",
  "ftp",
  "://",
  "%",
  "%2F",
  "%zz",
  "[",
  "]",
  "::",
  "ff",
  "FFFF",
  "?",
  "#",
  "{",
  "}",
  "{+x}",
  "~0",
  "~1",
  "~2",
  "urn:uuid:",
  "P",
  "D",
  "W",
  "H",
  "M",
  "S",
  "Y",
  "\n",
  "\\",
  "\\Z",
  "=",
  "_",
  "10",
  "127",
  "169.254",
  "172.16",
  "172.32",
  "192.168",
  "8.8.8.8",
  ".com",
  "xn--",
  "v1.x",
  '"',
  "'",
  "(",
  ")",
  "*",
  "aGk=",
  "==",
];
const text = fc.array(fc.constantFrom(...TOKENS), { maxLength: 10 }).map((t) => t.join(""));

const STRING_FORMATS = Object.keys(fullFormats).filter(
  (n) => fullFormats[n] !== true && !["int32", "int64", "float", "double"].includes(n),
);

describe("formats", () => {
  it("cover every string format of ajv-formats", () => {
    expect(STRING_FORMATS.filter((n) => !stringFormat(n))).toEqual([]);
    expect(stringFormat("password")).toBeUndefined();
    expect(stringFormat("color")).toBeUndefined();
  });

  it.each(STRING_FORMATS)("%s gives ajv-formats' verdicts", (name) => {
    const check = stringFormat(name) as (s: string) => boolean;
    fc.assert(
      fc.property(text, (s) => {
        expect(check(s), JSON.stringify(s)).toBe(reference(name, s));
      }),
      { numRuns: 600 },
    );
  });

  it("url refuses the private addresses ajv-formats refuses", () => {
    const url = stringFormat("url") as (s: string) => boolean;
    for (const host of [
      "10.1.2.3",
      "127.0.0.1",
      "169.254.1.1",
      "192.168.0.1",
      "172.16.0.1",
      "172.31.9.9",
      "172.15.0.1",
      "172.32.0.1",
      "169.25.1.1",
      "100.1.2.3",
      "8.8.8.8",
      "223.1.1.254",
    ]) {
      const s = `http://${host}/x`;
      expect(url(s), s).toBe(reference("url", s));
    }
  });

  it("number formats", () => {
    const int32 = numberFormat("int32") as (n: number) => boolean;
    expect([1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1.5].map(int32)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect((numberFormat("int64") as (n: number) => boolean)(1.5)).toBe(false);
    expect(numberFormat("email")).toBeUndefined();
  });

  it("stay linear on long hostile strings", () => {
    const long = `${"a".repeat(50_000)}!`;
    for (const name of STRING_FORMATS) (stringFormat(name) as (s: string) => boolean)(long);
    expect((stringFormat("email") as (s: string) => boolean)(`${"a.".repeat(25_000)}@b`)).toBe(
      false,
    );
  }, 20_000);
});
