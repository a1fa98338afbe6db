import { describe, expect, it } from "vitest";
import type { ParseSuccess } from "./index.ts";
import { applyEdit, okOf, span, textOf } from "./test-utils.ts";

const DOC = [
  "{",
  '  "jsonrpc": "2.0",',
  '  "params": {',
  '    "a/b": [10, {"m~n": true}, []],',
  '    "q\\"uote": null,',
  '    "empty": {}',
  "  }",
  "}",
].join("\n");

/** Inserts `"key": value` where locateInsertion says, the way fixes do. */
function insert(result: ParseSuccess, pointer: string, member: string): string {
  const at = result.locateInsertion(pointer);
  if (!at) throw new Error(`no insertion point at ${pointer}`);
  const lead = at.indent ? `\n${at.indent}` : at.needsComma ? " " : "";
  const text = `${at.needsComma ? "," : ""}${lead}${member}`;
  return applyEdit(result.text, { range: { start: at.position, end: at.position }, text });
}

/** Deletes the member at pointer as locateMember says. */
function remove(result: ParseSuccess, pointer: string): string {
  const range = result.locateMember(pointer);
  if (!range) throw new Error(`no member at ${pointer}`);
  return applyEdit(result.text, { range, text: "" });
}

describe("locate", () => {
  const result = okOf(DOC);

  it("finds values by pointer, with escaped tokens", () => {
    expect(span(result.locate(""))).toBe("1:1-8:2");
    expect(textOf(DOC, result.locate("/jsonrpc")!)).toBe('"2.0"');
    expect(span(result.locate("/jsonrpc"))).toBe("2:14-2:19");
    expect(textOf(DOC, result.locate("/params/a~1b")!)).toBe('[10, {"m~n": true}, []]');
    expect(span(result.locate("/params/a~1b/0"))).toBe("4:13-4:15");
    expect(textOf(DOC, result.locate("/params/a~1b/1/m~0n")!)).toBe("true");
    expect(textOf(DOC, result.locate("/params/a~1b/2")!)).toBe("[]");
    expect(textOf(DOC, result.locate('/params/q"uote')!)).toBe("null");
    expect(textOf(DOC, result.locate("/params/empty")!)).toBe("{}");
  });

  it("returns undefined for missing values and invalid pointers", () => {
    for (const pointer of [
      "/nope",
      "/params/a~1b/3",
      "/params/a~1b/01",
      "/params/a~1b/-",
      "/jsonrpc/0",
      "/params/a/b",
      "params",
      "/params/~2",
    ]) {
      expect(result.locate(pointer), pointer).toBeUndefined();
    }
  });

  it("locateKey gives the key with its quotes, only for object members", () => {
    expect(span(result.locateKey("/params/a~1b"))).toBe("4:5-4:10");
    expect(textOf(DOC, result.locateKey("/params/a~1b")!)).toBe('"a/b"');
    expect(textOf(DOC, result.locateKey("/params/a~1b/1/m~0n")!)).toBe('"m~n"');
    expect(textOf(DOC, result.locateKey('/params/q"uote')!)).toBe('"q\\"uote"');
    expect(result.locateKey("")).toBeUndefined();
    expect(result.locateKey("/params/a~1b/0")).toBeUndefined();
  });

  it("locateMember removes a member and leaves valid JSON", () => {
    expect(JSON.parse(remove(result, "/jsonrpc"))).toEqual({
      params: { "a/b": [10, { "m~n": true }, []], 'q"uote': null, empty: {} },
    });
    // Not the last: the comma after it and the space up to the next member go with it.
    expect(textOf(DOC, result.locateMember("/jsonrpc")!)).toBe('"jsonrpc": "2.0",\n  ');
    // The last: the comma before it goes with it.
    expect(textOf(DOC, result.locateMember("/params/empty")!)).toBe(',\n    "empty": {}');
    expect(JSON.parse(remove(result, "/params/empty"))).toMatchObject({
      params: { 'q"uote': null },
    });
    // The only member: everything inside the braces goes.
    expect(remove(result, "/params/a~1b/1/m~0n")).toContain("[10, {}, []]");
    // Array items work the same way.
    expect(remove(result, "/params/a~1b/0")).toContain('[{"m~n": true}, []]');
    expect(remove(result, "/params/a~1b/2")).toContain('[10, {"m~n": true}]');
    expect(result.locateMember("")).toBeUndefined();
    expect(result.locateMember("/missing")).toBeUndefined();
  });

  it("locateInsertion adds a member after the last one, with the members' indentation", () => {
    const at = result.locateInsertion("/params");
    expect(at).toEqual({ position: { line: 6, column: 16 }, needsComma: true, indent: "    " });
    const text = insert(result, "/params", '"added": 1');
    expect(text).toContain('"empty": {},\n    "added": 1\n  }');
    expect(JSON.parse(text)).toMatchObject({ params: { added: 1 } });

    const empty = result.locateInsertion("/params/empty");
    expect(empty).toEqual({ position: { line: 6, column: 15 }, needsComma: false, indent: "" });
    expect(JSON.parse(insert(result, "/params/empty", '"x": 2'))).toMatchObject({
      params: { empty: { x: 2 } },
    });

    const oneLine = result.locateInsertion("/params/a~1b/1");
    expect(oneLine).toMatchObject({ needsComma: true, indent: "" });
    expect(insert(result, "/params/a~1b/1", '"y": 3')).toContain('{"m~n": true, "y": 3}');

    expect(result.locateInsertion("/params/a~1b")).toBeUndefined();
    expect(result.locateInsertion("/jsonrpc")).toBeUndefined();
    expect(result.locateInsertion("/missing")).toBeUndefined();
  });

  it("indents a member added to an empty object spread over lines", () => {
    const doc = okOf('{\n  "a": {\n  }\n}');
    expect(doc.locateInsertion("/a")).toEqual({
      position: { line: 2, column: 9 },
      needsComma: false,
      indent: "    ",
    });
    expect(JSON.parse(insert(doc, "/a", '"k": true'))).toEqual({ a: { k: true } });
  });
});

describe("positions", () => {
  it("count CRLF and CR line breaks as one", () => {
    const text = '{\r\n  "a": 1,\r  "b": [\r\n    true\r\n  ]\r\n}';
    const result = okOf(text);
    expect(span(result.locate("/a"))).toBe("2:8-2:9");
    expect(span(result.locate("/b"))).toBe("3:8-5:4");
    expect(span(result.locate("/b/0"))).toBe("4:5-4:9");
    expect(textOf(text, result.locateMember("/a")!)).toBe('"a": 1,\r  ');
    expect(result.locateInsertion("")).toEqual({
      position: { line: 5, column: 4 },
      needsComma: true,
      indent: "  ",
    });
  });

  it("count a BOM as a column and UTF-16 code units after astral characters", () => {
    const text = '\uFEFF{"😀": "é😀", "b": 2}';
    const result = okOf(text);
    expect(span(result.locate(""))).toBe("1:2-1:23");
    expect(span(result.locateKey("/😀"))).toBe("1:3-1:7");
    expect(span(result.locate("/😀"))).toBe("1:9-1:14");
    expect(span(result.locate("/b"))).toBe("1:21-1:22");
  });

  it("resolve duplicate keys to the last occurrence, like the value", () => {
    const result = okOf('{"a": 1, "a": 2}');
    expect(span(result.locate("/a"))).toBe("1:15-1:16");
  });
});

describe("duplicate keys", () => {
  it("give a warning on each earlier occurrence, with a fix removing it", () => {
    const text = '{\n  "id": 1,\n  "method": "a",\n  "id": 2,\n  "id": 3\n}';
    const result = okOf(text);
    expect(result.value).toEqual({ id: 3, method: "a" });
    expect(result.findings.map((f) => [f.code, f.severity, span(f.range), f.path])).toEqual([
      ["json.duplicate-key", "warning", "2:3-2:7", "/id"],
      ["json.duplicate-key", "warning", "4:3-4:7", "/id"],
    ]);
    const first = result.findings[0]!;
    expect(first.args).toMatchObject({ key: "id", line: 4, column: 3 });
    expect(first.message).toContain("line 4, column 3");
    const fixed = applyEdit(text, first.fix!.edit);
    expect(fixed).toBe('{\n  "method": "a",\n  "id": 2,\n  "id": 3\n}');
    expect(okOf(fixed).findings).toHaveLength(1);
  });

  it("compare decoded keys, in nested objects, and in objects with many keys", () => {
    expect(okOf('{"a": 1, "\\u0061": 2}').findings).toHaveLength(1);
    expect(okOf('{"x": {"k": 1, "k": 2}, "k": 3}').findings[0]?.path).toBe("/x/k");
    expect(okOf('{"ab": 1, "ba": 2, "a": {"ab": 3}}').findings).toEqual([]);
    const many = Array.from({ length: 100 }, (_, i) => `"k${i}": ${i}`);
    many.push('"k7": "again"', '"k\\u0039": "nine"');
    const findings = okOf(`{${many.join(", ")}}`).findings;
    expect(findings.map((f) => f.args?.key)).toEqual(["k7", "k9"]);
  });
});

describe("unsafe integers", () => {
  it("are listed with their pointer and raw text", () => {
    const text =
      '{"id": 9007199254740993, "ok": 9007199254740991, "list": [-12345678901234567890, 1e300]}';
    expect(okOf(text).unsafeIntegers).toEqual([
      { pointer: "/id", raw: "9007199254740993" },
      { pointer: "/list/0", raw: "-12345678901234567890" },
    ]);
    expect(okOf("9007199254740992").unsafeIntegers).toEqual([
      { pointer: "", raw: "9007199254740992" },
    ]);
    // An integer replaced by a later duplicate key is not in the value: not listed.
    const shadowed = okOf('{"id": 12345678901234567890, "id": 1, "n": [99999999999999999]}');
    expect(shadowed.unsafeIntegers).toEqual([{ pointer: "/n/0", raw: "99999999999999999" }]);
  });
});
