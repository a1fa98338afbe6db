/** One row of the session list: a message (direction, time, kind, method, id, size, latency) or an event. */
import { memo } from "react";
import { describeFinding } from "../../i18n/findings/describe.ts";
import { type Language, t } from "../../i18n/strings.ts";
import type { ExchangeRow, MessageRow } from "../../protocol/exchange/rows.ts";
import { StatusIcon, severityText } from "../../ui/severity.tsx";
import { byteSize, clockTime, duration } from "../../i18n/format.ts";
import { eventText, idText, isServerAsk, kindText, problemsOf, statusNotes } from "./rowText.ts";

/**
 * The grid of the list's columns, shared with its header. It follows the list's own width (a
 * container query on `list`): kind, method and id always show; the clock time, the size and the
 * latency give way, in that order, so the method keeps its whole name in a narrow pane.
 */
export const COLUMNS =
  "grid grid-cols-[2rem_0.75rem_5rem_minmax(0,1fr)_2.5rem] items-center gap-x-1.5 @lg/list:grid-cols-[2.25rem_0.75rem_5.25rem_minmax(0,1fr)_3rem_3.75rem] @xl/list:grid-cols-[2.25rem_0.75rem_5.25rem_minmax(0,1fr)_3rem_3.5rem_3.75rem] @2xl/list:grid-cols-[2.5rem_0.75rem_5.6rem_5.25rem_minmax(0,1fr)_3rem_3.75rem_3.75rem]";

/** Per column (in order), when it shows: always, or from some width of the list up. */
export const COLUMN_SHOWN = [
  "",
  "",
  "hidden @2xl/list:block",
  "",
  "",
  "",
  "hidden @xl/list:block",
  "hidden @lg/list:block",
] as const;

const KIND_STYLE: Record<string, string> = {
  request: "text-sky-700 dark:text-sky-300",
  notification: "text-slate-600 dark:text-slate-300",
  success: "text-emerald-700 dark:text-emerald-300",
  error: "text-rose-700 dark:text-rose-300",
  batch: "text-indigo-700 dark:text-indigo-300",
  invalid: "text-rose-700 dark:text-rose-300",
};

const kindStyle = (row: MessageRow) =>
  KIND_STYLE[row.kind === "reply" ? (row.outcome ?? "success") : row.kind] ?? "";

interface SessionRowProps {
  id: string;
  row: ExchangeRow;
  lang: Language;
  top: number;
  height: number;
  position: number;
  count: number;
  selected: boolean;
  /** The other half of the selected or hovered message's pair. */
  paired: boolean;
  onSelect: (seq: number) => void;
  onHover: (seq: number | undefined) => void;
  /** A reply that carries a UI link: marked, and its mark opens the widget. */
  widget?: boolean;
  onOpenWidget?: ((seq: number) => void) | undefined;
}

export const SessionRow = memo(function SessionRow(props: SessionRowProps) {
  const { row, lang, selected, paired } = props;
  const ask = isServerAsk(row);
  const tone = selected
    ? "bg-sky-100 dark:bg-sky-900/60"
    : paired
      ? "bg-amber-50 outline-1 -outline-offset-1 outline-amber-400 dark:bg-amber-950/50 dark:outline-amber-600"
      : ask
        ? "bg-violet-50 dark:bg-violet-950/50"
        : row.type === "event"
          ? "bg-slate-50 dark:bg-slate-900/70"
          : "hover:bg-slate-50 dark:hover:bg-slate-800/50";
  return (
    <div
      id={props.id}
      role="option"
      aria-selected={selected}
      aria-posinset={props.position}
      aria-setsize={props.count}
      onClick={() => props.onSelect(row.seq)}
      onMouseEnter={() => props.onHover(row.seq)}
      style={{ top: props.top, height: props.height }}
      className={`${COLUMNS} absolute inset-x-0 cursor-default border-l-2 px-2 text-xs ${
        ask ? "border-l-violet-500" : "border-l-transparent"
      } ${tone}`}
    >
      <span
        className="font-mono text-[11px] text-slate-500 tabular-nums dark:text-slate-400"
        title={clockTime(row.at)}
      >
        #{row.seq}
      </span>
      {row.type === "event" ? (
        <EventCells row={row} lang={lang} />
      ) : (
        <MessageCells
          row={row}
          lang={lang}
          onOpenWidget={props.widget ? props.onOpenWidget : undefined}
        />
      )}
    </div>
  );
});

function EventCells({
  row,
  lang,
}: {
  row: Extract<ExchangeRow, { type: "event" }>;
  lang: Language;
}) {
  const bad =
    row.event === "crashed" || row.event === "transport-error" || row.event === "stdout-stray";
  // The session rules' findings on the event (stray stdout): flagged as a message's are.
  const problems = problemsOf(row, lang);
  const said = (row.findings ?? []).map((f) => describeFinding(f, lang)).join(" ");
  return (
    <>
      <span
        aria-hidden="true"
        className={bad ? "text-rose-600 dark:text-rose-400" : "text-slate-400"}
      >
        ●
      </span>
      <span
        className={`font-mono text-[11px] text-slate-500 tabular-nums dark:text-slate-400 ${COLUMN_SHOWN[2]}`}
      >
        {clockTime(row.at)}
      </span>
      <span
        className={`[grid-column:3/-1] truncate @2xl/list:[grid-column:4/-1] font-medium ${bad ? "text-rose-700 dark:text-rose-300" : "text-slate-600 dark:text-slate-300"}`}
        title={said ? `${row.detail ?? ""}\n${said}` : row.detail}
      >
        {problems && (
          <span className={`mr-1 inline-flex align-[-2px] ${severityText[problems.severity]}`}>
            <StatusIcon kind={problems.severity} className="size-3.5" />
            <span className="sr-only">{`${problems.text}: ${said} `}</span>
          </span>
        )}
        {eventText(row, lang)}
        {row.detail && (
          <span className="font-normal text-slate-500 dark:text-slate-400"> — {row.detail}</span>
        )}
      </span>
    </>
  );
}

function MessageCells({
  row,
  lang,
  onOpenWidget,
}: {
  row: MessageRow;
  lang: Language;
  onOpenWidget: ((seq: number) => void) | undefined;
}) {
  const out = row.flow === "out";
  const widget = row.lane === "widget";
  const problems = problemsOf(row, lang);
  const notes = statusNotes(row, lang);
  return (
    <>
      <span
        className={
          widget
            ? "text-amber-600 dark:text-amber-400"
            : out
              ? "text-sky-600 dark:text-sky-400"
              : "text-violet-600 dark:text-violet-400"
        }
      >
        {/* The widget lane: ← host to widget, → widget to host (the widget sits on the left). */}
        <span aria-hidden="true">{widget ? (out ? "⇠" : "⇢") : out ? "→" : "←"}</span>
        <span className="sr-only">
          {widget
            ? t(out ? "row.widget.out" : "row.widget.in", lang)
            : t(out ? "row.sent" : "row.received", lang)}
        </span>
      </span>
      <span
        className={`font-mono text-[11px] text-slate-500 tabular-nums dark:text-slate-400 ${COLUMN_SHOWN[2]}`}
      >
        {clockTime(row.at)}
      </span>
      <span className={`truncate font-medium ${kindStyle(row)}`}>{kindText(row, lang)}</span>
      <span className="flex min-w-0 items-center gap-1.5">
        {widget && (
          <span className="shrink-0 rounded bg-amber-100 px-1 text-[11px] text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            {t("widget.lane", lang)}
          </span>
        )}
        <span
          className="max-w-full shrink-0 truncate font-mono text-[12px] text-slate-800 dark:text-slate-200"
          title={row.method}
        >
          {row.method ?? ""}
        </span>
        {row.probe && (
          // The playground's own auto-detection, not a message of the user's.
          <span
            title={t("setup.probeTitle", lang)}
            className="min-w-0 truncate rounded border border-dashed border-slate-400 px-1 text-[11px] text-slate-600 dark:border-slate-500 dark:text-slate-300"
          >
            {t("setup.probeMark", lang)}
          </span>
        )}
        {onOpenWidget && (
          // The pointer's way to the widget; the keyboard's is Enter on the selected row.
          <span
            data-widget-mark=""
            title={t("widget.openOf", lang, { seq: row.seq })}
            onClick={(event) => {
              event.stopPropagation();
              onOpenWidget(row.seq);
            }}
            className="shrink-0 cursor-pointer rounded border border-sky-300 bg-sky-50 px-1 text-[11px] font-medium text-sky-900 hover:bg-sky-100 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100"
          >
            <span aria-hidden="true" className="inline-flex items-center gap-0.5">
              <FrameIcon />
              {t("widget.mark", lang)}
            </span>
            <span className="sr-only">{t("widget.carries", lang)}</span>
          </span>
        )}
        {problems && (
          <span
            className={`flex shrink-0 items-center gap-0.5 ${severityText[problems.severity]}`}
            title={problems.text}
          >
            <StatusIcon kind={problems.severity} className="size-3.5" />
            <span aria-hidden="true" className="tabular-nums">
              {problems.count}
            </span>
            <span className="sr-only">{problems.text}</span>
          </span>
        )}
        {notes[0] && (
          <span
            title={notes.join("; ")}
            className="truncate rounded bg-slate-100 px-1 text-[11px] text-slate-600 dark:bg-slate-800 dark:text-slate-300"
          >
            {notes[0]}
          </span>
        )}
      </span>
      <span
        className="truncate font-mono text-[11px] text-slate-600 dark:text-slate-300"
        title={idText(row.id)}
      >
        {idText(row.id)}
      </span>
      <span
        className={`text-right text-[11px] text-slate-500 tabular-nums dark:text-slate-400 ${COLUMN_SHOWN[6]}`}
      >
        {byteSize(row.size, lang)}
      </span>
      <span
        className={`text-right text-[11px] text-slate-500 tabular-nums dark:text-slate-400 ${COLUMN_SHOWN[7]}`}
      >
        {row.kind === "reply" && row.latencyMs !== undefined ? duration(row.latencyMs, lang) : ""}
      </span>
    </>
  );
}

/** A window in a window: drawn, so it shows whatever fonts the device has. */
function FrameIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor">
      <rect x="0.5" y="0.5" width="9" height="9" rx="1" />
      <rect x="3" y="3" width="4" height="4" />
    </svg>
  );
}
