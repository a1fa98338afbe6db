import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LaneSpan, assignLanes } from "./lanes.ts";

const MAX = 4;
const overlap = (a: LaneSpan, b: LaneSpan) => a.r0 <= b.r1 && b.r0 <= a.r1;

// Short and long brackets (over 64 rows) on both sides of a 300-row diagram.
const spans = fc.array(
  fc
    .record({
      side: fc.constantFrom<LaneSpan["side"]>("client", "server"),
      r0: fc.nat(299),
      length: fc.oneof(fc.nat(6), fc.nat(300)),
    })
    .map(({ side, r0, length }) => ({ side, r0, r1: Math.min(300, r0 + length) })),
  { maxLength: 40 },
);

describe("assignLanes", () => {
  it("never lets overlapping brackets share a lane, but the outermost when all are taken", () => {
    fc.assert(
      fc.property(spans, (list) => {
        const lanes = assignLanes(list, 300, MAX);
        list.forEach((a, i) => {
          const lane = lanes[i] as number;
          const clashing = list.flatMap((b, j) =>
            j !== i && b.side === a.side && overlap(a, b) ? [j] : [],
          );
          if (lane < MAX - 1) expect(clashing.filter((j) => lanes[j] === lane)).toEqual([]);
          // A lane further out means every lane inside was taken by an overlapping bracket.
          for (let inner = 0; inner < lane; inner++) {
            expect(clashing.some((j) => lanes[j] === inner)).toBe(true);
          }
        });
      }),
    );
  });

  it("puts a bracket nested in another inside it", () => {
    fc.assert(
      fc.property(spans, (list) => {
        const lanes = assignLanes(list, 300, MAX);
        list.forEach((outer, i) => {
          list.forEach((inner, j) => {
            const nested = inner.side === outer.side && outer.r0 < inner.r0 && inner.r1 < outer.r1;
            if (nested && (lanes[j] as number) < MAX - 1) {
              expect(lanes[i] as number).toBeGreaterThan(lanes[j] as number);
            }
          });
        });
      }),
    );
  });

  it("keeps the two sides apart", () => {
    const lanes = assignLanes(
      [
        { side: "client", r0: 0, r1: 200 },
        { side: "server", r0: 0, r1: 200 },
        { side: "client", r0: 5, r1: 6 },
      ],
      300,
      MAX,
    );
    expect([...lanes]).toEqual([1, 0, 0]);
  });
});
