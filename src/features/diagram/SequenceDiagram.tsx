/**
 * The exchange as a sequence diagram: Client and Server lifelines, one arrow per message, a band
 * per server event. The SVG is as tall as the whole session but only the rows in view (and a few
 * around) are drawn, so 10,000 messages scroll as smoothly as ten. At the bottom, new messages
 * scroll into view (follow mode); scrolled up, the view stays put.
 */
import {
  Fragment,
  type KeyboardEvent,
  useCallback,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";
import { type Language, accessibleName, kindLabel, t } from "../../i18n/strings.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import {
  ROOT_TEXT,
  drawArrow,
  drawBand,
  drawLifelines,
  drawRowBackground,
  drawSpan,
  lifelineHeads,
} from "./draw.ts";
import { badgeText, eventText, headText, latencyText, visibleText } from "./labels.ts";
import { layoutDiagram, visibleWindow } from "./layout.ts";
import { ROW_HEIGHT, TOP } from "./model.ts";
import { NAVIGATION_KEYS, isAtBottom, nextSelection, revealRow } from "./navigation.ts";
import { DIAGRAM_CLASS, PALETTE_CSS, VARS } from "./palette.ts";
import { arrowShape } from "./shapes.ts";
import { renderNodes } from "./SvgNodes.tsx";

export interface SequenceDiagramProps {
  rows: readonly ExchangeRow[];
  selectedSeq?: number;
  onSelect: (seq: number) => void;
  lang: Language;
  /** Rows drawn beyond each edge of the viewport (default 4). */
  overscan?: number;
  /** The replies that carry a UI link: their arrows are marked, and the mark opens the widget. */
  widgetSeqs?: ReadonlySet<number> | undefined;
  onOpenWidget?: ((seq: number) => void) | undefined;
}

interface Viewport {
  width: number;
  height: number;
  top: number;
}

export function SequenceDiagram(props: SequenceDiagramProps) {
  const { rows, selectedSeq, onSelect, lang, overscan = 4, widgetSeqs, onOpenWidget } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport>({ width: 640, height: 480, top: 0 });
  const [following, setFollowing] = useState(true);
  const [hovered, setHovered] = useState<number | undefined>();
  const keysId = useId();

  const model = useMemo(
    () => layoutDiagram(rows, { width: viewport.width }),
    [rows, viewport.width],
  );
  // Lifelines run the whole pane even when the session is short.
  const drawnHeight = Math.max(model.height, viewport.height);
  // Following, the window is the bottom one from the start: a new message is drawn in the
  // same render that makes room for it, not one scroll event later.
  const bottomTop = Math.max(0, drawnHeight - viewport.height);
  const top = following ? bottomTop : viewport.top;
  const view = useMemo(
    () => visibleWindow(model, top, viewport.height, overscan),
    [model, top, viewport.height, overscan],
  );

  /** Reads the scroller into state: the window to draw follows the real scroll position. */
  const sync = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    setViewport((v) =>
      v.top === el.scrollTop && v.width === el.clientWidth && v.height === el.clientHeight
        ? v
        : { width: el.clientWidth, height: el.clientHeight, top: el.scrollTop },
    );
  }, []);

  const scrollTo = useCallback(
    (top: number) => {
      const el = scroller.current;
      if (!el) return;
      el.scrollTop = top;
      // Draw the new window in this frame rather than on the scroll event.
      sync();
      setFollowing(isAtBottom(el.scrollTop, el.clientHeight, el.scrollHeight));
    },
    [sync],
  );

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    // Measured before the first paint, then whenever the pane changes size.
    sync();
    const observer = new ResizeObserver(sync);
    observer.observe(el);
    return () => observer.disconnect();
  }, [sync]);

  // Follow mode: new rows (a taller model) scroll into view while the user is at the bottom.
  // The element's own size decides where the bottom is: the pane may have shrunk (a notice
  // appeared above the workbench) before the resize observer told the state, and a bottom
  // computed from that state would stop short of the real one and end follow mode.
  const ownScroll = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!following || !el) return;
    const bottom = Math.max(0, el.scrollHeight - el.clientHeight);
    if (el.scrollTop !== bottom) {
      el.scrollTop = bottom;
      ownScroll.current = el.scrollTop;
    }
    if (el.clientHeight !== viewport.height || el.clientWidth !== viewport.width) sync();
  }, [following, bottomTop, viewport.height, viewport.width, sync]);

  // A selection made here or elsewhere comes into view; new rows alone never move the view.
  // One made elsewhere (the session list, a card's "Show message") also ends follow mode: the
  // user asked for that message, and rows still arriving must not scroll it away. A selection
  // can come before its row (a shared session still loading, a filter hiding it): it is
  // revealed when the row is drawn, after follow mode has placed the view.
  const ownSelection = useRef<number | undefined>(undefined);
  const select = (seq: number) => {
    ownSelection.current = seq;
    onSelect(seq);
  };
  const unrevealed = useRef<{ seq: number; pin: boolean } | undefined>(undefined);
  const reveal = useEffectEvent((seq: number, pin: boolean) => {
    const index = model.indexOf(seq);
    const el = scroller.current;
    unrevealed.current = index === undefined || !el ? { seq, pin } : undefined;
    if (index === undefined || !el) return;
    const top = revealRow(index, el.scrollTop, el.clientHeight);
    if (top !== undefined) scrollTo(top);
    else if (pin) sync();
    if (pin) setFollowing(false);
  });
  useLayoutEffect(() => {
    if (selectedSeq !== undefined) reveal(selectedSeq, selectedSeq !== ownSelection.current);
    else unrevealed.current = undefined;
    ownSelection.current = undefined;
  }, [selectedSeq]);
  useLayoutEffect(() => {
    if (unrevealed.current !== undefined) reveal(unrevealed.current.seq, unrevealed.current.pin);
  }, [model]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    // The scroll follow mode made itself is no sign the user left the bottom, even when the pane
    // changed size before this event arrived.
    const own = ownScroll.current !== undefined && el.scrollTop === ownScroll.current;
    ownScroll.current = undefined;
    // Drawn before the browser paints the scrolled frame: a window is well under a millisecond
    // of work, and a late one would flash empty rows.
    flushSync(() => {
      sync();
      if (!own) setFollowing(isAtBottom(el.scrollTop, el.clientHeight, el.scrollHeight));
    });
  };

  const firstInView = Math.max(0, Math.floor((top - TOP) / ROW_HEIGHT));
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const page = Math.max(1, Math.floor(viewport.height / ROW_HEIGHT) - 1);
    let next: number | undefined;
    if (NAVIGATION_KEYS.includes(event.key)) {
      next = nextSelection(rows, model.indexOf, selectedSeq, event.key, page, firstInView);
    } else if (event.key === "Enter" && selectedSeq !== undefined && widgetSeqs?.has(selectedSeq)) {
      event.preventDefault();
      onOpenWidget?.(selectedSeq);
      return;
    } else if (event.key === "Enter" || event.key === " ") {
      next =
        selectedSeq ??
        nextSelection(rows, model.indexOf, undefined, "ArrowDown", page, firstInView);
    } else return;
    event.preventDefault();
    if (next !== undefined) select(next);
  };

  const highlighted = useMemo(() => {
    const shape = view.shapes.find((s) => s.seq === hovered);
    return new Set(shape?.type === "arrow" ? [shape.seq, ...shape.related] : []);
  }, [view, hovered]);

  const announcement = useMemo(() => {
    const index = selectedSeq === undefined ? undefined : model.indexOf(selectedSeq);
    const row = index === undefined ? undefined : model.rows[index];
    if (index === undefined || row?.type !== "message") return "";
    const text = visibleText(arrowShape(model, row, index), lang);
    const kind = kindLabel(row.kind === "batch" ? "batch" : row.kind, row.outcome, lang);
    return t("diagram.selected", lang, { message: `${kind}: ${text}` });
  }, [model, selectedSeq, lang]);

  return (
    <div className={`${DIAGRAM_CLASS} relative flex h-full min-h-0 flex-col`}>
      <style href="mcp-diagram-palette" precedence="default">
        {PALETTE_CSS}
      </style>
      <div
        aria-hidden="true"
        className="relative h-7 shrink-0 border-b border-slate-200 text-xs font-semibold text-slate-700 dark:border-slate-800 dark:text-slate-300"
      >
        {lifelineHeads(model).map(({ x, key }) => (
          <span key={key} className="absolute top-1.5 -translate-x-1/2" style={{ left: x }}>
            {t(key, lang)}
          </span>
        ))}
      </div>
      <div
        ref={scroller}
        onScroll={onScroll}
        className="relative min-h-0 flex-1 overflow-x-auto overflow-y-auto"
      >
        <svg
          role="img"
          aria-label={accessibleName("diagram.title")}
          aria-describedby={keysId}
          tabIndex={0}
          width={model.width}
          height={drawnHeight}
          onKeyDown={onKeyDown}
          {...ROOT_TEXT}
          className="block outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-sky-500"
        >
          {renderNodes(
            view.shapes.flatMap((shape) =>
              shape.seq === selectedSeq
                ? [drawRowBackground(model, shape.index, VARS.selected)]
                : highlighted.has(shape.seq)
                  ? [drawRowBackground(model, shape.index, VARS.hover)]
                  : [],
            ),
          )}
          {renderNodes(drawLifelines(model, VARS, drawnHeight))}
          {view.spans.map((span) => (
            <g key={`${span.requestSeq}:${span.state}:${span.y1}`} aria-hidden="true">
              {renderNodes(
                drawSpan(
                  model,
                  span,
                  VARS,
                  span.latencyMs === undefined ? undefined : latencyText(span.latencyMs, lang),
                  highlighted.has(span.requestSeq),
                ),
              )}
            </g>
          ))}
          {view.shapes.map((shape) => {
            if (shape.type === "band") {
              const text = eventText(shape.event, lang);
              const full = shape.detail ? `${text}: ${shape.detail}` : text;
              return (
                <g key={shape.seq} role="note" aria-label={shape.accessibleLabel}>
                  <title>{full}</title>
                  {renderNodes(drawBand(model, shape, VARS, full))}
                </g>
              );
            }
            const selected = shape.seq === selectedSeq;
            const badges = shape.badges.map((b) => badgeText(b, shape, lang));
            const nodes = drawArrow(model, shape, VARS, headText(shape, lang), badges, {
              emphasized: selected || highlighted.has(shape.seq),
            });
            const widget = onOpenWidget && widgetSeqs?.has(shape.seq);
            // The drawn words are short forms of the button's name (`tools/call #7`): they are
            // drawn beside it, hidden from assistive tech and let the pointer through.
            return (
              <Fragment key={shape.seq}>
                <g
                  role="button"
                  aria-label={
                    widget
                      ? `${shape.accessibleLabel}, ${accessibleName("widget.carriesName")}`
                      : shape.accessibleLabel
                  }
                  aria-pressed={selected}
                  data-seq={shape.seq}
                  className="cursor-pointer"
                  onClick={() => select(shape.seq)}
                  onPointerEnter={() => setHovered(shape.seq)}
                  onPointerLeave={() => setHovered((h) => (h === shape.seq ? undefined : h))}
                >
                  <title>{visibleText(shape, lang)}</title>
                  {renderNodes(nodes.filter((n) => n.tag !== "text"))}
                </g>
                <g aria-hidden="true" pointerEvents="none">
                  {renderNodes(nodes.filter((n) => n.tag === "text"))}
                </g>
                {widget && (
                  <WidgetMark
                    x={Math.min(shape.x1, shape.x2) + 10}
                    y={shape.y + 3}
                    seq={shape.seq}
                    lang={lang}
                    onOpen={onOpenWidget}
                  />
                )}
              </Fragment>
            );
          })}
        </svg>
        {rows.length === 0 && (
          <p className="absolute inset-x-0 top-1/3 px-8 text-center text-sm text-slate-500 dark:text-slate-400">
            {t("diagram.empty", lang)}
          </p>
        )}
      </div>
      {/* Pinned at the bottom there is nothing newer to jump to: the button waits for a new row. */}
      {!following && !isAtBottom(top, viewport.height, drawnHeight) && (
        <button
          type="button"
          onClick={() => setFollowing(true)}
          className="absolute right-4 bottom-3 rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          {t("diagram.toLatest", lang)} ↓
        </button>
      )}
      <p id={keysId} className="sr-only">
        {t("diagram.keys", lang)}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** The mark under an arrow whose reply carries a widget: a button that opens it. */
function WidgetMark(props: {
  x: number;
  y: number;
  seq: number;
  lang: Language;
  onOpen: (seq: number) => void;
}) {
  const text = t("widget.mark", props.lang);
  // The icon is drawn (a window in a window), so it shows whatever fonts the device has.
  const width = 24 + [...text].length * 6.2;
  return (
    <g
      role="button"
      aria-label={accessibleName("widget.openOf", { seq: props.seq })}
      data-widget-mark=""
      className="cursor-pointer"
      onClick={() => props.onOpen(props.seq)}
    >
      <title>{t("widget.openOf", props.lang, { seq: props.seq })}</title>
      <rect
        x={props.x}
        y={props.y}
        width={width}
        height={13}
        rx={3}
        fill={VARS.selected}
        stroke={VARS.tone.request}
        strokeWidth={1}
      />
      <g fill="none" stroke={VARS.tone.request} strokeWidth={1}>
        <rect x={props.x + 5} y={props.y + 2.5} width={8} height={8} rx={1} />
        <rect x={props.x + 7.5} y={props.y + 5} width={3} height={3} />
      </g>
      <text x={props.x + 17} y={props.y + 10} fontSize={10} fill={VARS.tone.request}>
        {text}
      </text>
    </g>
  );
}
