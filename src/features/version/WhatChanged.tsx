/**
 * How the current method changed across the protocol versions: a strip of the five versions
 * (the selected one highlighted), then, version by version, its params and result changes in
 * plain words. Deeper field changes fold under a disclosure to keep the view compact.
 */
import { useMemo } from "react";
import type { Language } from "../../i18n/index.ts";
import { useT } from "../../ui/useT.ts";
import { type Change, type VersionChanges, methodChanges } from "../../protocol/changes/index.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import {
  type VersionStatus,
  changeCount,
  changeSentence,
  directionSentence,
  splitByDepth,
  versionStatus,
  wt,
  wtn,
} from "./WhatChanged.text.ts";

export interface WhatChangedProps {
  method: string | undefined;
  version: ProtocolVersion;
  language: Language;
}

const CELL: Record<VersionStatus, string> = {
  absent: "border-dashed border-slate-300 text-slate-400 dark:border-slate-700 dark:text-slate-500",
  appeared:
    "border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  disappeared:
    "border-rose-300 bg-rose-50 text-rose-800 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-300",
  baseline: "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900",
  changed:
    "border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200",
  same: "border-slate-300 bg-white text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300",
};

export default function WhatChanged({ method, version, language }: WhatChangedProps) {
  const T = useT(language);
  const story = useMemo(() => (method ? methodChanges(method) : undefined), [method]);
  if (!method || !story || story.versions.every((v) => !v.present)) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{T("changes.noMethod")}</p>;
  }
  const statuses = story.versions.map((v, i) => versionStatus(v, i));
  const shown = story.versions.filter(
    (v, i) => v.version === version || !["absent", "same", "baseline"].includes(statuses[i] ?? ""),
  );
  const nothing = statuses.every((s) => s === "baseline" || s === "same");
  return (
    <section
      aria-label={T("changes.for", { method })}
      className="flex flex-col gap-3 text-sm text-slate-800 dark:text-slate-200"
    >
      <ol aria-label={wt("timeline", language, { method })} className="grid grid-cols-5 gap-1.5">
        {story.versions.map((v, i) => {
          const status = statuses[i] ?? "absent";
          const selected = v.version === version;
          return (
            <li
              key={v.version}
              aria-current={selected ? "true" : undefined}
              className={`rounded-md border px-2 py-1.5 text-center ${CELL[status]} ${
                selected ? "ring-2 ring-sky-500 ring-offset-1 dark:ring-offset-slate-900" : ""
              }`}
            >
              <div className="font-mono text-xs font-medium">{v.version}</div>
              <div className="text-[11px]">
                {status === "changed"
                  ? wtn("count", changeCount(v), language)
                  : cellLabel(status, language)}
              </div>
            </li>
          );
        })}
      </ol>
      {nothing && <p className="text-slate-500 dark:text-slate-400">{T("changes.unchanged")}</p>}
      {shown.map((v) => (
        <VersionSection
          key={v.version}
          v={v}
          status={statuses[story.versions.indexOf(v)] ?? "absent"}
          selected={v.version === version}
          language={language}
        />
      ))}
    </section>
  );
}

function cellLabel(status: Exclude<VersionStatus, "changed">, lang: Language): string {
  return wt(`cell.${status}`, lang);
}

const STATUS_SENTENCE: Partial<
  Record<VersionStatus, "appeared" | "disappeared" | "absent" | "baseline" | "same">
> = {
  appeared: "appeared",
  disappeared: "disappeared",
  absent: "absent",
  baseline: "baseline",
  same: "same",
};

interface SectionProps {
  v: VersionChanges;
  status: VersionStatus;
  selected: boolean;
  language: Language;
}

function VersionSection({ v, status, selected, language }: SectionProps) {
  const T = useT(language);
  const sentence = STATUS_SENTENCE[status];
  const params = splitByDepth(v.params ?? []);
  const result = splitByDepth(v.result ?? []);
  const detail = [...params.detail, ...result.detail];
  const count = changeCount(v);
  const header = (
    <span className="inline-flex items-baseline gap-2">
      <span className="font-mono text-xs font-semibold">{v.version}</span>
      {selected && (
        <span className="rounded bg-sky-700 px-1.5 text-[10px] font-medium text-white uppercase">
          {wt("selected", language)}
        </span>
      )}
      <span className="text-slate-600 dark:text-slate-400">
        {sentence ? wt(sentence, language) : wtn("count", count, language)}
      </span>
    </span>
  );
  const body = (
    <>
      {v.directionBefore && v.direction && (
        <p className="mt-1">{directionSentence(v.directionBefore, v.direction, language)}</p>
      )}
      <ChangeList title={T("changes.params")} changes={params.main} language={language} />
      <ChangeList title={T("changes.result")} changes={result.main} language={language} />
      {detail.length > 0 && (
        <details className="mt-1.5">
          <summary className="cursor-pointer text-xs text-slate-500 dark:text-slate-400">
            {wtn("more", detail.length, language)}
          </summary>
          <ChangeList changes={detail} language={language} />
        </details>
      )}
    </>
  );
  const frame = `rounded-md border px-3 py-2 ${
    selected
      ? "border-sky-400 bg-sky-50/60 dark:border-sky-700 dark:bg-sky-950/40"
      : "border-slate-200 dark:border-slate-800"
  }`;
  if (!count && !v.directionBefore) return <div className={frame}>{header}</div>;
  // Only the selected version starts open: the strip above already says where changes are.
  return (
    <details open={selected} className={frame}>
      <summary className="cursor-pointer">{header}</summary>
      {body}
    </details>
  );
}

function ChangeList(props: { title?: string; changes: Change[]; language: Language }) {
  if (!props.changes.length) return null;
  return (
    <div className="mt-1.5">
      {props.title && (
        <div className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {props.title}
        </div>
      )}
      <ul className="mt-0.5 flex flex-col gap-0.5">
        {props.changes.map((c) => (
          <li
            key={`${c.kind}:${c.path}`}
            title={(c.after ?? c.before)?.doc}
            className="leading-snug"
          >
            <code
              className={`rounded px-1 font-mono text-[12px] ${
                c.kind === "added"
                  ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                  : c.kind === "removed"
                    ? "bg-rose-100 text-rose-900 line-through dark:bg-rose-950 dark:text-rose-200"
                    : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
              }`}
            >
              {c.path}
            </code>{" "}
            <span className="text-slate-600 dark:text-slate-300">
              {changeSentence(c, props.language)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
