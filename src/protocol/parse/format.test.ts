import { describe, expect, it } from "vitest";
import { formatJson } from "./format.ts";

describe("formatJson", () => {
  it("re-indents with two spaces and keeps tokens as written", () => {
    const text =
      '{"id":12345678901234567890,"a":[ ],"b":{},"s":"x\\"y, {z}:","n":[1,2.50e3,true,null]}';
    expect(formatJson(text)).toBe(
      [
        "{",
        '  "id": 12345678901234567890,',
        '  "a": [],',
        '  "b": {},',
        '  "s": "x\\"y, {z}:",',
        '  "n": [',
        "    1,",
        "    2.50e3,",
        "    true,",
        "    null",
        "  ]",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("keeps duplicate keys and a byte order mark; formatting twice changes nothing", () => {
    const text = '\ufeff{"a":1,"a":2}';
    const once = formatJson(text)!;
    expect(once).toBe('\ufeff{\n  "a": 1,\n  "a": 2\n}\n');
    expect(formatJson(once)).toBe(once);
  });

  it("leaves text that is not JSON alone", () => {
    expect(formatJson('{"a": ')).toBeUndefined();
    expect(formatJson("")).toBeUndefined();
  });

  it("formats deep nesting without recursion", () => {
    const deep = "[".repeat(1000) + "]".repeat(1000);
    expect(formatJson(deep)?.split("\n")).toHaveLength(2 * 999 + 2);
  });
});
