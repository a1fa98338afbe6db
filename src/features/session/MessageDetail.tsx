/**
 * The selected row, read-only: the message indented as received (its tokens untouched, shown as
 * inert text), what it is, its pair, its findings, and "Edit as new" to copy it to the editor.
 */
import { type ReactNode, useMemo } from "react";
import { formatJson } from "../../protocol/parse/format.ts";
import { type Language, accessibleName, t } from "../../i18n/strings.ts";
import type { EventRow, ExchangeRow, MessageRow } from "../../protocol/exchange/rows.ts";
import type { Finding } from "../../protocol/types.ts";
import { StatusIcon, severityText } from "../../ui/severity.tsx";
import { byteSize, clockTime, duration } from "../../i18n/format.ts";
import { eventText, idText, kindText, statusNotes } from "./rowText.ts";
import { CancelButton, HttpFacts } from "../target/index.ts";
import { CurlExport } from "../share/index.ts";

/** What "Copy as curl" needs of the remote target, as this page holds it now. */
export interface CurlContext {
  /** The target's headers, secrets included (kept in memory, never stored with the session). */
  known: Readonly<Record<string, string>>;
  legacy: boolean;
}

interface MessageDetailProps {
  row: ExchangeRow | undefined;
  /** Checking the session stopped before this message: its findings are unknown. */
  unchecked?: boolean;
  lang: Language;
  describe: (finding: Finding) => string;
  onSelect: (seq: number) => void;
  onEditAsNew: (text: string) => void;
  /** Stops awaiting a pending request (remote target only). */
  onCancel?: ((id: string | number) => void) | undefined;
  curl: CurlContext;
  /** More actions on the message (Open widget), in the title bar. */
  actions?: ReactNode;
}

/** Longer texts are cut in the view (the editor gets all of it). */
const SHOWN_CHARS = 200_000;

export function MessageDetail({ row, lang, ...props }: MessageDetailProps) {
  return (
    <section aria-label={accessibleName("detail.title")} className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
        <h2 className="text-sm font-semibold">
          {t("detail.title", lang)}
          {row && (
            <span className="ml-1.5 font-mono text-xs font-normal text-slate-500">
              {t("detail.heading", lang, { seq: row.seq })}
            </span>
          )}
        </h2>
        {row?.type === "message" &&
          props.onCancel &&
          row.flow === "out" &&
          row.kind === "request" &&
          row.pending &&
          (typeof row.id === "string" || typeof row.id === "number") && (
            <CancelButton id={row.id} lang={lang} onCancel={props.onCancel} />
          )}
        {props.actions}
        {row?.type === "message" && (
          <button
            type="button"
            aria-label={accessibleName("detail.editAsNew")}
            title={t("detail.editAsNewTitle", lang)}
            onClick={() => props.onEditAsNew(pretty(row.text))}
            className="ml-auto rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {t("detail.editAsNew", lang)}
          </button>
        )}
      </div>
      <div className="relative min-h-0 flex-1 overflow-y-auto px-3 py-2 text-xs">
        {!row ? (
          <p className="text-slate-500 dark:text-slate-400">{t("detail.none", lang)}</p>
        ) : row.type === "event" ? (
          <EventDetail row={row} lang={lang} />
        ) : (
          <MessageBody
            key={row.seq}
            row={row}
            lang={lang}
            describe={props.describe}
            onSelect={props.onSelect}
            curl={props.curl}
            unchecked={props.unchecked ?? false}
          />
        )}
      </div>
    </section>
  );
}

function Fact({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex min-w-0 gap-1">
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={`min-w-0 break-all ${mono ? "font-mono" : ""}`}>{value}</dd>
    </div>
  );
}

function pretty(text: string): string {
  return formatJson(text) ?? text;
}

function EventDetail({ row, lang }: { row: EventRow; lang: Language }) {
  return (
    <>
      <p className="mb-1 font-medium">
        {t("detail.event", lang)}: {eventText(row, lang)}
      </p>
      <dl className="flex flex-wrap gap-x-3">
        <Fact label={t("detail.time", lang)} value={clockTime(row.at)} mono />
      </dl>
      {row.detail && <p className="mt-1.5 whitespace-pre-wrap">{row.detail}</p>}
    </>
  );
}

function MessageBody({
  row,
  lang,
  describe,
  onSelect,
  curl,
  unchecked,
}: Omit<MessageDetailProps, "row" | "onEditAsNew" | "onCancel"> & { row: MessageRow }) {
  const text = useMemo(() => pretty(row.text), [row.text]);
  const notes = statusNotes(row, lang);
  const problems = row.findings.filter((f) => f.severity !== "hint").length;
  const pair = row.pairSeq;
  return (
    <>
      <p className="mb-1 font-medium">
        {t(
          row.lane === "widget"
            ? row.flow === "out"
              ? "detail.toWidget"
              : "detail.fromWidget"
            : row.flow === "out"
              ? "detail.sent"
              : "detail.received",
          lang,
        )}
        : {kindText(row, lang)}
      </p>
      <dl className="flex flex-wrap gap-x-3 gap-y-0.5">
        <Fact label={t("detail.method", lang)} value={row.method ?? "—"} mono />
        <Fact label={t("detail.id", lang)} value={idText(row.id) || "—"} mono />
        <Fact label={t("detail.time", lang)} value={clockTime(row.at)} mono />
        <Fact label={t("detail.size", lang)} value={byteSize(row.size, lang)} />
        {row.latencyMs !== undefined && (
          <Fact label={t("detail.latency", lang)} value={duration(row.latencyMs, lang)} />
        )}
      </dl>
      {row.errorCode !== undefined && (
        <p className="mt-1.5 text-rose-700 dark:text-rose-300">
          {t("detail.errorCode", lang, { code: row.errorCode, message: row.errorMessage ?? "" })}
        </p>
      )}
      {(notes.length > 0 || pair !== undefined) && (
        <p className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {pair !== undefined && (
            <button
              type="button"
              aria-label={accessibleName(
                row.kind === "reply" ? "detail.replyTo" : "detail.answeredBy",
                {
                  seq: pair,
                },
              )}
              onClick={() => onSelect(pair)}
              className="rounded px-1 font-medium text-sky-700 underline hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-300 dark:hover:bg-sky-950"
            >
              {t(row.kind === "reply" ? "detail.replyTo" : "detail.answeredBy", lang, {
                seq: pair,
              })}
            </button>
          )}
          {notes.map((note) => (
            <span
              key={note}
              className="rounded bg-slate-100 px-1 text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            >
              {note}
            </span>
          ))}
        </p>
      )}
      {row.http && <HttpFacts http={row.http} lang={lang} />}
      {/* An authorization step is not an MCP message: its body is logged masked, and curl for
          it would replay a spent code. */}
      {row.http?.method === "POST" && row.flow === "out" && row.lane !== "auth" && (
        <CurlExport text={row.text} http={row.http} lang={lang} {...curl} />
      )}
      <pre
        role="document"
        aria-label={accessibleName("detail.text")}
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded border border-slate-200 bg-slate-50 p-2 font-mono text-[12px] leading-snug whitespace-pre-wrap break-all text-slate-800 focus-visible:outline-2 focus-visible:outline-sky-500 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        {text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text}
      </pre>
      {unchecked ? (
        <p className="mt-2 text-amber-800 dark:text-amber-200">{t("detail.unchecked", lang)}</p>
      ) : (
        <Findings findings={row.findings} problems={problems} lang={lang} describe={describe} />
      )}
    </>
  );
}

function Findings({
  findings,
  problems,
  lang,
  describe,
}: {
  findings: readonly Finding[];
  problems: number;
  lang: Language;
  describe: (finding: Finding) => string;
}) {
  if (problems === 0 && findings.length === 0) {
    return (
      <p className="mt-2 flex items-center gap-1.5 text-emerald-700 dark:text-emerald-300">
        <StatusIcon kind="valid" className="size-3.5" />
        {t("detail.valid", lang)}
      </p>
    );
  }
  return (
    <ul aria-label={accessibleName("detail.findings")} className="mt-2 flex flex-col gap-1">
      {findings.map((f, i) => (
        <li key={`${f.code}:${f.path}:${i}`} className="flex gap-1.5 leading-snug">
          <StatusIcon kind={f.severity} className={`mt-px size-3.5 ${severityText[f.severity]}`} />
          <span>
            <span className="sr-only">{t(`severity.${f.severity}`, lang)}: </span>
            {describe(f)}
            {f.path && <span className="ml-1 font-mono text-slate-500">{f.path}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
