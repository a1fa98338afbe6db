/** The arithmetic of a list that renders only its visible rows (all rows the same height). */

export interface Window {
  /** First and one past the last index to render. */
  start: number;
  end: number;
}

export function visibleWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  viewport: number,
  overscan = 8,
): Window {
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const shown = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  return {
    start: Math.max(0, Math.min(count - 1, first) - overscan),
    end: Math.min(count, first + shown + overscan),
  };
}

/** The scrollTop that brings row `index` fully into view, or undefined when it already is. */
export function scrollToReveal(
  index: number,
  rowHeight: number,
  scrollTop: number,
  viewport: number,
): number | undefined {
  const top = index * rowHeight;
  if (top < scrollTop) return top;
  if (top + rowHeight > scrollTop + viewport) return top + rowHeight - viewport;
  return undefined;
}

/** Where a key moves the selection in a list of `count` rows (`page`: rows per screen). */
export function moveIndex(
  key: string,
  current: number | undefined,
  count: number,
  page: number,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const at = current ?? -1;
  switch (key) {
    case "ArrowDown":
      return Math.min(last, at + 1);
    case "ArrowUp":
      return current === undefined ? last : Math.max(0, at - 1);
    case "Home":
      return 0;
    case "End":
      return last;
    case "PageDown":
      return Math.min(last, Math.max(0, at) + Math.max(1, page));
    case "PageUp":
      return Math.max(0, (current ?? last) - Math.max(1, page));
    default:
      return undefined;
  }
}
