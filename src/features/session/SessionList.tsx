/**
 * The session's messages as a listbox, in order. Only the rows in view are in the DOM (tens of
 * thousands stay smooth); the list keeps focus and points at the selected row with
 * aria-activedescendant, so arrows, Page keys, Home and End move the selection. New rows keep
 * the list at the bottom unless the user scrolled up to read.
 */
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type Language, accessibleName } from "../../i18n/strings.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { COLUMNS, COLUMN_SHOWN, SessionRow } from "./SessionRow.tsx";
import { moveIndex, scrollToReveal, visibleWindow } from "./virtual.ts";

export const ROW_HEIGHT = 28;

interface SessionListProps {
  /** The rows shown (already filtered). */
  rows: readonly ExchangeRow[];
  lang: Language;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  /** Column titles, shown above the list (not part of it). */
  header: readonly string[];
  /** What the list says when empty. */
  empty: string;
  /** The replies that carry a UI link, and what opens one's widget. */
  widgetSeqs?: ReadonlySet<number> | undefined;
  onOpenWidget?: ((seq: number) => void) | undefined;
}

const optionId = (seq: number) => `session-row-${seq}`;

export function SessionList({
  rows,
  lang,
  selectedSeq,
  onSelect,
  header,
  empty,
  widgetSeqs,
  onOpenWidget,
}: SessionListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [hoveredSeq, setHoveredSeq] = useState<number | undefined>(undefined);
  const following = useRef(true);

  const indexBySeq = useMemo(() => new Map(rows.map((row, i) => [row.seq, i])), [rows]);
  const selectedIndex = selectedSeq === undefined ? undefined : indexBySeq.get(selectedSeq);

  // The pairs of the selected and the hovered message are marked too.
  const pairs = new Set<number>();
  for (const seq of [selectedSeq, hoveredSeq]) {
    const row = seq === undefined ? undefined : rows[indexBySeq.get(seq) ?? -1];
    if (row?.type === "message" && row.pairSeq !== undefined) pairs.add(row.pairSeq);
  }

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setViewport(el.clientHeight));
    observer.observe(el);
    setViewport(el.clientHeight);
    return () => observer.disconnect();
  }, []);

  // Follow new rows while the user is at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [rows.length]);

  // Keep the selected row in view when the selection moves (keys, the diagram, a link).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || selectedIndex === undefined) return;
    const top = scrollToReveal(selectedIndex, ROW_HEIGHT, el.scrollTop, el.clientHeight);
    if (top !== undefined) el.scrollTop = top;
    // Only when the selection changes, not when rows arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedSeq]);

  const { start, end } = visibleWindow(rows.length, ROW_HEIGHT, scrollTop, viewport);
  const shown: { row: ExchangeRow; index: number }[] = [];
  for (let i = start; i < end; i++) shown.push({ row: rows[i] as ExchangeRow, index: i });
  // The active row must exist for aria-activedescendant, even when scrolled away.
  const selectedRow = selectedIndex === undefined ? undefined : rows[selectedIndex];
  if (
    selectedRow &&
    selectedIndex !== undefined &&
    (selectedIndex < start || selectedIndex >= end)
  ) {
    shown.push({ row: selectedRow, index: selectedIndex });
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Enter" && selectedSeq !== undefined && widgetSeqs?.has(selectedSeq)) {
      event.preventDefault();
      onOpenWidget?.(selectedSeq);
      return;
    }
    const page = Math.max(1, Math.floor(viewport / ROW_HEIGHT) - 1);
    const next = moveIndex(event.key, selectedIndex, rows.length, page);
    if (next === undefined) return;
    event.preventDefault();
    const row = rows[next];
    if (row) onSelect(row.seq);
  };

  return (
    // A phone gives the rows room of their own (the pane scrolls past them to the controls).
    <div className="@container/list relative flex min-h-0 flex-1 flex-col max-md:order-2 max-md:min-h-60">
      <div
        aria-hidden="true"
        className={`${COLUMNS} border-b border-slate-200 bg-slate-50 px-2 py-1 text-[11px] font-medium text-slate-500 dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-400`}
      >
        {header.map((title, i) => (
          <span key={i} className={`truncate ${COLUMN_SHOWN[i] ?? ""}`}>
            {title}
          </span>
        ))}
      </div>
      <div
        ref={scroller}
        role="listbox"
        aria-label={accessibleName("session.title")}
        tabIndex={0}
        aria-activedescendant={selectedRow ? optionId(selectedRow.seq) : undefined}
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          const el = event.currentTarget;
          setScrollTop(el.scrollTop);
          following.current = el.scrollTop + el.clientHeight >= el.scrollHeight - ROW_HEIGHT;
        }}
        onMouseLeave={() => setHoveredSeq(undefined)}
        className="relative min-h-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500"
      >
        {rows.length > 0 && (
          <div role="none" style={{ height: rows.length * ROW_HEIGHT }}>
            {shown.map(({ row, index }) => (
              <SessionRow
                key={row.seq}
                id={optionId(row.seq)}
                row={row}
                lang={lang}
                top={index * ROW_HEIGHT}
                height={ROW_HEIGHT}
                position={index + 1}
                count={rows.length}
                selected={row.seq === selectedSeq}
                paired={pairs.has(row.seq)}
                onSelect={onSelect}
                onHover={setHoveredSeq}
                widget={widgetSeqs?.has(row.seq) ?? false}
                onOpenWidget={onOpenWidget}
              />
            ))}
          </div>
        )}
      </div>
      {rows.length === 0 && (
        <p className="pointer-events-none absolute inset-x-0 top-7 px-3 py-3 text-xs text-slate-500 dark:text-slate-400">
          {empty}
        </p>
      )}
    </div>
  );
}
