import { describe, expect, it } from "vitest";
import {
  escapePointerToken,
  formatPointer,
  getAtPointer,
  joinPointer,
  parsePointer,
  tryParsePointer,
} from "../pointer.ts";

describe("JSON pointers", () => {
  it("escape ~ and / in tokens", () => {
    expect(escapePointerToken("a/b")).toBe("a~1b");
    expect(escapePointerToken("m~n")).toBe("m~0n");
    expect(escapePointerToken("~1")).toBe("~01");
    expect(escapePointerToken("plain")).toBe("plain");
  });

  it("join and format tokens", () => {
    expect(joinPointer("", "a/b")).toBe("/a~1b");
    expect(joinPointer("/x", 3)).toBe("/x/3");
    expect(joinPointer("/x", "")).toBe("/x/");
    expect(formatPointer(["params", "m~n", 0])).toBe("/params/m~0n/0");
    expect(formatPointer([])).toBe("");
  });

  it("parse pointers back into tokens", () => {
    expect(parsePointer("")).toEqual([]);
    expect(parsePointer("/")).toEqual([""]);
    expect(parsePointer("/a~1b/m~0n/0")).toEqual(["a/b", "m~n", "0"]);
    expect(parsePointer("/~01")).toEqual(["~1"]);
    for (const token of ["a/b", "m~n", "~0~1", "", "x"]) {
      expect(parsePointer(joinPointer("", token))).toEqual([token]);
    }
  });

  it("reject invalid pointers", () => {
    expect(tryParsePointer("a")).toBeUndefined();
    expect(tryParsePointer("/~2")).toBeUndefined();
    expect(tryParsePointer("/a~")).toBeUndefined();
    expect(() => parsePointer("a")).toThrow(TypeError);
  });

  it("get values, only through own properties", () => {
    const value = JSON.parse('{"a": [1, {"b/c": 2}], "__proto__": {"x": 1}}') as unknown;
    expect(getAtPointer(value, "")).toBe(value);
    expect(getAtPointer(value, "/a/1/b~1c")).toBe(2);
    expect(getAtPointer(value, "/__proto__/x")).toBe(1);
    expect(getAtPointer({}, "/__proto__")).toBeUndefined();
    expect(getAtPointer({}, "/constructor")).toBeUndefined();
    expect(getAtPointer({}, "/toString")).toBeUndefined();
    expect(getAtPointer([1, 2], "/length")).toBeUndefined();
    expect(getAtPointer([1, 2], "/01")).toBeUndefined();
    expect(getAtPointer([1, 2], "/2")).toBeUndefined();
    expect(getAtPointer([1, 2], "/-")).toBeUndefined();
    expect(getAtPointer("text", "/0")).toBeUndefined();
    expect(getAtPointer(null, "/a")).toBeUndefined();
    expect(getAtPointer({ a: null }, "/a")).toBeNull();
    expect(getAtPointer(value, "not a pointer")).toBeUndefined();
  });
});
