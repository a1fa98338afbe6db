import { describe, expect, it } from "vitest";
import { checkArgs, explainCheck } from "./args.ts";
import {
  CATEGORIES,
  audienceTag,
  catalogAt,
  catalogDocument,
  itemsIn,
  occasionTag,
  suggest,
} from "./catalog.ts";
import { ARGS } from "./tools.ts";

describe("the catalog", () => {
  it("has a few dozen gifts across every category", () => {
    const { items } = catalogAt(0);
    expect(items.length).toBeGreaterThanOrEqual(30);
    for (const c of CATEGORIES) expect(itemsIn(catalogAt(0), c).length).toBeGreaterThan(0);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
  });

  it("changes prices and swaps a few items with each edition, the same way every time", () => {
    const zero = catalogAt(0);
    const one = catalogAt(1);
    expect(catalogAt(1)).toEqual(one);
    expect(catalogDocument(one)).not.toBe(catalogDocument(zero));
    const zeroNames = new Set(zero.items.map((i) => i.name));
    const swapped = one.items.filter((i) => !zeroNames.has(i.name));
    expect(swapped.length).toBeGreaterThan(0);
    expect(swapped.length).toBeLessThanOrEqual(3);
    const moved = one.items.filter((i) => {
      const before = zero.items.find((z) => z.name === i.name);
      return before !== undefined && before.price !== i.price;
    });
    expect(moved.length).toBeGreaterThan(zero.items.length / 2);
    for (const i of one.items) {
      const before = zero.items.find((z) => z.name === i.name);
      if (before) expect(Math.abs(i.price / before.price - 1)).toBeLessThanOrEqual(0.15 + 1e-9);
    }
    expect(catalogAt(2)).not.toEqual(one);
  });
});

describe("suggest", () => {
  it("stays within budget and prefers the occasion and the recipient", () => {
    const picks = suggest(catalogAt(0), {
      occasion: "our wedding anniversary",
      budget: 150,
      recipient: "my wife",
    });
    expect(picks.length).toBe(5);
    for (const p of picks) expect(p.price).toBeLessThanOrEqual(150);
    expect(picks[0]?.occasions).toContain("anniversary");
    expect(picks[0]?.audience).toContain("partner");
  });

  it("finds nothing under the cheapest price", () => {
    expect(suggest(catalogAt(0), { occasion: "birthday", budget: 5 })).toEqual([]);
  });

  it("reads occasions and recipients from plain words", () => {
    expect(occasionTag("Happy Bday!")).toBe("birthday");
    expect(occasionTag("moving into a new flat")).toBe("housewarming");
    expect(occasionTag("a random Tuesday")).toBeUndefined();
    expect(audienceTag("my Mom")).toBe("parent");
    expect(audienceTag("Grandpa Joe")).toBe("grandparent");
    expect(audienceTag("my boss")).toBe("colleague");
  });
});

describe("tool arguments", () => {
  it("reports missing and mistyped arguments in one sentence list", () => {
    const check = checkArgs(ARGS.suggest_gifts, { occasion: 3, budget: -1, extra: true });
    expect(check.missing).toEqual([]);
    expect(explainCheck(check)).toBe(
      "`occasion` must be a string, not a number. `budget` must be greater than 0.",
    );
    expect(checkArgs(ARGS.suggest_gifts, undefined).missing).toEqual(["occasion", "budget"]);
    expect(checkArgs(ARGS.suggest_gifts, [1]).problems).toEqual([
      "`arguments` must be an object, not an array.",
    ]);
    expect(checkArgs(ARGS.wrap_gift, { gift: "x", paper: "glitter" }).problems[0]).toMatch(
      /one of "classic"/,
    );
    expect(checkArgs(ARGS.save_gift_list, { gifts: [] }).problems[0]).toMatch(/at least 1/);
  });
});
