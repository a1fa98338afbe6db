/**
 * Lanes for the latency brackets beside each lifeline. Shortest brackets first: a bracket nested
 * in another sits inside it (nearer the lifeline), and long ones (slow or pending requests) go
 * outside. Brackets that find no free lane share the outermost. Positions are row indexes, both
 * ends included, so brackets touching on a row never share a lane.
 *
 * Rebuilt for every new message, so it is linear in practice: short brackets (the vast
 * majority) are sorted by counting and placed on per-row occupancy; the few long ones are then
 * checked against prefix sums of that occupancy and against each other.
 */
import type { Side } from "./model.ts";

export interface LaneSpan {
  side: Side;
  /** Row index of the request. */
  r0: number;
  /** Row index where the bracket ends (the row count for one open to the bottom). */
  r1: number;
}

/** Brackets up to this many rows long are placed on per-row occupancy. */
const SHORT = 64;

/** The long brackets of one lane: sorted, disjoint intervals. */
class Intervals {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];

  /** Takes [r0, r1] if nothing in the lane touches it. */
  take(r0: number, r1: number): boolean {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.starts[mid] as number) < r0) lo = mid + 1;
      else hi = mid;
    }
    if (lo < this.starts.length && (this.starts[lo] as number) <= r1) return false;
    if (lo > 0 && (this.ends[lo - 1] as number) >= r0) return false;
    this.starts.splice(lo, 0, r0);
    this.ends.splice(lo, 0, r1);
    return true;
  }
}

function laneSide(
  spans: readonly LaneSpan[],
  side: Side,
  rowCount: number,
  maxLanes: number,
  lanes: Uint8Array,
): void {
  const buckets: number[][] = Array.from({ length: SHORT + 1 }, () => []);
  const longs: number[] = [];
  spans.forEach((s, i) => {
    if (s.side !== side) return;
    const length = s.r1 - s.r0;
    if (length <= SHORT) (buckets[Math.max(0, length)] as number[]).push(i);
    else longs.push(i);
  });
  const occupied = Array.from({ length: maxLanes }, () => new Uint8Array(rowCount + 1));
  for (const bucket of buckets) {
    for (const i of bucket) {
      const { r0, r1 } = spans[i] as LaneSpan;
      let lane = 0;
      for (; lane < maxLanes; lane++) {
        const rows = occupied[lane] as Uint8Array;
        let free = true;
        for (let r = r0; r <= r1 && free; r++) free = rows[r] === 0;
        if (free) break;
      }
      lane = Math.min(lane, maxLanes - 1);
      (occupied[lane] as Uint8Array).fill(1, r0, r1 + 1);
      lanes[i] = lane;
    }
  }
  if (longs.length === 0) return;
  const length = (i: number) => (spans[i] as LaneSpan).r1 - (spans[i] as LaneSpan).r0;
  longs.sort(
    (a, b) => length(a) - length(b) || (spans[a] as LaneSpan).r0 - (spans[b] as LaneSpan).r0,
  );
  const shortBefore = occupied.map((rows) => {
    const sums = new Uint32Array(rowCount + 2);
    for (let r = 0; r <= rowCount; r++) sums[r + 1] = (sums[r] as number) + (rows[r] as number);
    return sums;
  });
  const taken = Array.from({ length: maxLanes }, () => new Intervals());
  for (const i of longs) {
    const { r0, r1 } = spans[i] as LaneSpan;
    let lane = 0;
    for (; lane < maxLanes; lane++) {
      const sums = shortBefore[lane] as Uint32Array;
      const shortFree = (sums[r1 + 1] as number) - (sums[r0] as number) === 0;
      if (shortFree && (taken[lane] as Intervals).take(r0, r1)) break;
    }
    lanes[i] = Math.min(lane, maxLanes - 1);
  }
}

/** The lane of each bracket (0 is nearest the lifeline), for rows `0..rowCount`. */
export function assignLanes(
  spans: readonly LaneSpan[],
  rowCount: number,
  maxLanes: number,
): Uint8Array {
  const lanes = new Uint8Array(spans.length);
  laneSide(spans, "widget", rowCount, maxLanes, lanes);
  laneSide(spans, "client", rowCount, maxLanes, lanes);
  laneSide(spans, "server", rowCount, maxLanes, lanes);
  return lanes;
}
