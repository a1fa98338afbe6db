import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeLocalStorage } from "../../../test/support/localStorage.ts";
import { LOCAL_KEYS } from "./kinds.ts";
import { loadPaneSizes, readPaneSizes } from "./layout.ts";
import { writeLocal } from "./local.ts";

describe("the kept pane sizes", () => {
  let data: Map<string, string>;
  beforeEach(() => {
    data = fakeLocalStorage();
  });
  afterEach(() => delete (globalThis as { localStorage?: unknown }).localStorage);

  it("come back as written, in the device format", () => {
    writeLocal("layout", { sizes: { "desktop:cols:a|b": [0.25, 0.75] } });
    expect(JSON.parse(data.get(LOCAL_KEYS.layout) ?? "")).toMatchObject({ format: 2 });
    expect(loadPaneSizes()).toEqual({ "desktop:cols:a|b": [0.25, 0.75] });
  });

  it("keep only lists of positive fractions that fill the whole", () => {
    expect(
      readPaneSizes({
        good: [0.5, 0.5],
        short: [1],
        over: [0.9, 0.9],
        negative: [1.5, -0.5],
        text: ["0.5", "0.5"],
        nan: [Number.NaN, 1],
      }),
    ).toEqual({ good: [0.5, 0.5] });
    for (const junk of [null, 42, "x", [[0.5, 0.5]]]) expect(readPaneSizes(junk)).toEqual({});
  });

  it("read nothing from a record of before the device format, or from junk", () => {
    data.set(LOCAL_KEYS.layout, '{"sizes":{"a":[0.5,0.5]}}');
    expect(loadPaneSizes()).toEqual({});
    data.set(LOCAL_KEYS.layout, "not json");
    expect(loadPaneSizes()).toEqual({});
  });
});
