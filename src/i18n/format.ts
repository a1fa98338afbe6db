/** Times, sizes and durations in the words of the UI language (pure, so tests pin them down). */
import { type Language, t } from "./strings.ts";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Local wall-clock time with milliseconds: 14:03:09.071. */
export function clockTime(at: number): string {
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return "--:--:--.---";
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** Bytes below 10 KB, KB with one decimal below 100 KB, whole KB above. */
export function byteSize(bytes: number, lang: Language): string {
  if (bytes < 10 * 1024) return t("row.bytes", lang, { n: bytes });
  const kb = bytes / 1024;
  return t("row.kilobytes", lang, { n: kb < 100 ? kb.toFixed(1) : Math.round(kb) });
}

/** Whole ms below a second (a fraction below 10 ms, where the worker is that fast), else s. */
export function duration(ms: number, lang: Language): string {
  const n = Math.max(0, ms);
  if (n < 10) return t("row.ms", lang, { n: n.toFixed(1) });
  if (n < 1000) return t("row.ms", lang, { n: Math.round(n) });
  return t("row.seconds", lang, { n: (n / 1000).toFixed(2) });
}

/** A text length for people: KB below a megabyte, MB above (UTF-16 units, close enough). */
export function sizeLabel(chars: number, lang: Language): string {
  const mb = chars / (1024 * 1024);
  return mb >= 1
    ? t("size.mb", lang, { n: mb.toFixed(1) })
    : t("size.kb", lang, { n: Math.max(1, Math.round(chars / 1024)) });
}
