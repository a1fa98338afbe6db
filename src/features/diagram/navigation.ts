/** Moving through the diagram: keys between messages, follow mode, revealing a row. */
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { ROW_HEIGHT, rowTop } from "./model.ts";

/** Keys that move the selection. */
export const NAVIGATION_KEYS = ["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"];

/** The nearest message row from `index` going `step` (±1), `index` included. */
function messageFrom(rows: readonly ExchangeRow[], index: number, step: 1 | -1): number {
  for (let i = index; i >= 0 && i < rows.length; i += step) {
    if (rows[i]?.type === "message") return i;
  }
  return -1;
}

/**
 * The seq to select after `key`, events skipped. With nothing selected yet (or the selection
 * gone from the rows), a key starts from `fromIndex`, the first row in view.
 */
export function nextSelection(
  rows: readonly ExchangeRow[],
  indexOf: (seq: number) => number | undefined,
  selectedSeq: number | undefined,
  key: string,
  pageRows: number,
  fromIndex = 0,
): number | undefined {
  const current = selectedSeq === undefined ? undefined : indexOf(selectedSeq);
  const page = Math.max(1, pageRows);
  let index: number;
  if (key === "Home") index = messageFrom(rows, 0, 1);
  else if (key === "End") index = messageFrom(rows, rows.length - 1, -1);
  else if (current === undefined) index = messageFrom(rows, Math.max(0, fromIndex), 1);
  else if (key === "ArrowDown") index = messageFrom(rows, current + 1, 1);
  else if (key === "ArrowUp") index = messageFrom(rows, current - 1, -1);
  else if (key === "PageDown") {
    index = messageFrom(rows, Math.min(rows.length - 1, current + page), -1);
  } else if (key === "PageUp") index = messageFrom(rows, Math.max(0, current - page), 1);
  else return undefined;
  // At either end the selection stays where it is.
  if (index === -1 && current !== undefined) return selectedSeq;
  return index === -1 ? undefined : rows[index]?.seq;
}

/** Whether the viewport shows the end of the diagram (within a row): follow mode is on. */
export const isAtBottom = (scrollTop: number, viewportHeight: number, contentHeight: number) =>
  scrollTop + viewportHeight >= contentHeight - ROW_HEIGHT;

/** The scroll position that brings row `index` into view, or undefined when it is in view. */
export function revealRow(index: number, scrollTop: number, viewportHeight: number) {
  const top = rowTop(index);
  const bottom = top + ROW_HEIGHT;
  if (top < scrollTop) return top;
  if (bottom > scrollTop + viewportHeight) return Math.max(0, bottom - viewportHeight);
  return undefined;
}
