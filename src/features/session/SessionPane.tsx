/**
 * The session: what was sent to the server and what came back, in order, with the session's
 * actions (New session, Initialize), the server's controls, its open requests to the user, and
 * filters. Everything arrives through props; the list renders only the rows in view.
 */
import type { ReactNode } from "react";
import { type Language, accessibleName, t, tn } from "../../i18n/strings.ts";
import type { ExchangeRow, MessageRow } from "../../protocol/exchange/rows.ts";
import type { MessageKind } from "../../protocol/types.ts";
import type { SessionFilters, SessionNotice } from "../../store/index.ts";
import type { CheckStop } from "../../client/exchange/index.ts";
import { Checkbox } from "../../ui/Controls.tsx";
import { idText } from "./rowText.ts";
import { SessionList } from "./SessionList.tsx";

interface SessionPaneProps {
  lang: Language;
  /** The rows shown (filtered) and how many messages the session has in all. */
  rows: readonly ExchangeRow[];
  total: number;
  filtered: boolean;
  methods: readonly string[];
  filters: SessionFilters;
  onFilters: (patch: Partial<SessionFilters>) => void;
  selectedSeq: number | undefined;
  onSelect: (seq: number) => void;
  /** Requests from the server waiting for the user's answer, oldest first. */
  asks: readonly MessageRow[];
  onAnswer: (row: MessageRow) => void;
  dropped: number;
  /** Checking the session stopped (the rows from a message on lack their findings). */
  stopped?: CheckStop | undefined;
  notice: SessionNotice | undefined;
  onNewSession: () => void;
  onInitialize: () => void;
  initializeTitle: string;
  /** The handshake is under way. */
  initializing: boolean;
  /** The server controls, shown under the title bar. */
  controls: ReactNode;
  /** Export and import, in the title bar; and what they did, under it. */
  files?: ReactNode;
  filesStatus?: ReactNode;
  /** The session has a widget lane: offer to show or hide it. */
  widgetLane?: boolean;
  /** The replies that carry a UI link, and what opens one's widget. */
  widgetSeqs?: ReadonlySet<number> | undefined;
  onOpenWidget?: ((seq: number) => void) | undefined;
}

const KIND_FILTERS: readonly { value: MessageKind | "event"; key: Parameters<typeof t>[0] }[] = [
  { value: "request", key: "filter.requests" },
  { value: "reply", key: "filter.replies" },
  { value: "notification", key: "filter.notifications" },
  { value: "batch", key: "filter.batches" },
  { value: "invalid", key: "filter.invalid" },
  { value: "event", key: "filter.events" },
];

const small =
  "rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";
const field =
  "rounded border border-slate-300 bg-white py-0.5 pl-1.5 text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

export function SessionPane(props: SessionPaneProps) {
  const { lang, filters, rows } = props;
  const method = filters.methods[0] ?? "";
  // A chosen method stays a choice even when the session no longer has it.
  const methods =
    method && !props.methods.includes(method) ? [method, ...props.methods] : props.methods;
  return (
    <section aria-label={accessibleName("session.title")} className="flex h-full min-h-0 flex-col">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-1.5 dark:border-slate-800">
        <h2 className="text-sm font-semibold">{t("session.title", lang)}</h2>
        <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
          {props.filtered
            ? t("session.shown", lang, { shown: rows.length, total: props.total })
            : tn("session.count.n", props.total, lang)}
        </span>
        <div aria-live="polite" className="flex min-w-0 flex-1 justify-end">
          {props.notice && (
            <p
              key={props.notice.id}
              title={t(props.notice.key, lang, props.notice.args)}
              className={`truncate rounded px-1.5 py-0.5 text-xs ${
                props.notice.tone === "error"
                  ? "bg-rose-50 text-rose-800 dark:bg-rose-950/60 dark:text-rose-200"
                  : "bg-sky-50 text-sky-900 dark:bg-sky-950/60 dark:text-sky-100"
              }`}
            >
              {t(props.notice.key, lang, props.notice.args)}
            </p>
          )}
        </div>
        {props.files}
        <span className="flex shrink-0 gap-1.5">
          <button
            type="button"
            aria-label={accessibleName("session.initialize")}
            title={props.initializeTitle}
            disabled={props.initializing}
            onClick={props.onInitialize}
            className={small}
          >
            {t("session.initialize", lang)}
          </button>
          <button
            type="button"
            aria-label={accessibleName("session.new")}
            title={t("session.newTitle", lang)}
            onClick={props.onNewSession}
            className={small}
          >
            {t("session.new", lang)}
          </button>
        </span>
      </div>
      {/* A phone shows the rows first, under the filters; the controls follow (the pane scrolls). */}
      <div className="max-md:order-3">
        {props.controls}
        {props.filesStatus}
      </div>
      <Asks asks={props.asks} lang={lang} onAnswer={props.onAnswer} onSelect={props.onSelect} />
      {props.dropped > 0 && (
        <p className="border-b border-slate-200 bg-amber-50 px-3 py-1 text-xs text-amber-900 dark:border-slate-800 dark:bg-amber-950/50 dark:text-amber-100">
          {tn("session.dropped.n", props.dropped, lang)}
        </p>
      )}
      <div aria-live="polite">
        {props.stopped && (
          <p className="border-b border-slate-200 bg-amber-50 px-3 py-1 text-xs text-amber-900 dark:border-slate-800 dark:bg-amber-950/50 dark:text-amber-100">
            {t(`session.checkStopped.${props.stopped.cause}`, lang, { seq: props.stopped.atSeq })}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-1.5 max-md:order-1 dark:border-slate-800">
        <select
          aria-label={accessibleName("filter.kind")}
          title={t("filter.kind", lang)}
          value={filters.kinds[0] ?? ""}
          onChange={(event) => {
            const kind = KIND_FILTERS.find((k) => k.value === event.target.value);
            props.onFilters({ kinds: kind ? [kind.value] : [] });
          }}
          className={`${field} pr-6`}
        >
          <option value="">{t("filter.allKinds", lang)}</option>
          {KIND_FILTERS.map((k) => (
            <option key={k.value} value={k.value}>
              {t(k.key, lang)}
            </option>
          ))}
        </select>
        <select
          aria-label={accessibleName("filter.method")}
          title={t("filter.method", lang)}
          value={method}
          onChange={(event) =>
            props.onFilters({ methods: event.target.value ? [event.target.value] : [] })
          }
          className={`${field} max-w-48 min-w-0 pr-6`}
        >
          <option value="">{t("filter.allMethods", lang)}</option>
          {methods.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
        <input
          type="search"
          aria-label={accessibleName("filter.text")}
          title={t("filter.text", lang)}
          placeholder={t("filter.textPlaceholder", lang)}
          value={filters.text}
          onChange={(event) => props.onFilters({ text: event.target.value })}
          className={`${field} min-w-0 flex-1 pr-1.5`}
        />
        {props.widgetLane && (
          <span className="shrink-0 text-xs">
            <Checkbox
              name={accessibleName("filter.widget")}
              label={t("filter.widget", lang)}
              checked={filters.hideWidget !== true}
              onChange={(shown) => props.onFilters({ hideWidget: !shown })}
            />
          </span>
        )}
      </div>
      <SessionList
        rows={rows}
        lang={lang}
        selectedSeq={props.selectedSeq}
        onSelect={props.onSelect}
        header={t("session.columns", lang).split("|")}
        empty={t(props.filtered ? "session.noneMatch" : "session.empty", lang)}
        widgetSeqs={props.widgetSeqs}
        onOpenWidget={props.onOpenWidget}
      />
    </section>
  );
}

/** The oldest request the server waits on the user for, with the way to answer it. */
function Asks(props: {
  asks: readonly MessageRow[];
  lang: Language;
  onAnswer: (row: MessageRow) => void;
  onSelect: (seq: number) => void;
}) {
  const { asks, lang } = props;
  const first = asks[0];
  if (!first) return null;
  return (
    <div className="flex items-center gap-2 border-b border-violet-200 bg-violet-50 px-3 py-1.5 text-xs text-violet-950 dark:border-violet-900 dark:bg-violet-950/60 dark:text-violet-100">
      <button
        type="button"
        onClick={() => props.onSelect(first.seq)}
        className="min-w-0 flex-1 truncate text-left hover:underline focus-visible:outline-2 focus-visible:outline-sky-500"
      >
        {t("ask.waiting", lang, { method: first.method ?? "?", id: idText(first.id) })}
        {asks.length > 1 && ` ${tn("ask.more.n", asks.length - 1, lang)}`}
      </button>
      <button
        type="button"
        aria-label={accessibleName("ask.answer")}
        onClick={() => props.onAnswer(first)}
        className="shrink-0 rounded bg-violet-600 px-2 py-0.5 font-medium text-white hover:bg-violet-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-500"
      >
        {t("ask.answer", lang)}
      </button>
    </div>
  );
}
