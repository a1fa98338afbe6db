/**
 * Plain words for the "what changed" view, in English and Russian: one sentence per field
 * change, and a status per version. Free of React so it can be tested on its own.
 */
import { type Args, type Language, format } from "../../i18n/index.ts";
import type { Change, VersionChanges } from "../../protocol/changes/index.ts";
import type { Direction } from "../../protocol/index.ts";

const en = {
  added: "added ({presence}, {types})",
  removed: "removed",
  alsoNow: "can now also be {types}",
  noLonger: "can no longer be {types}",
  typeChanged: "was {before}, now {after}",
  nowRequired: "now required",
  nowOptional: "no longer required",
  required: "required",
  optional: "optional",
  appeared: "New in this version.",
  disappeared: "Gone: this version has no such method.",
  absent: "Not in this version.",
  baseline: "As first defined.",
  same: "No change.",
  direction: "Now sent by {after} (before: {before}).",
  "dir.client-to-server": "the client",
  "dir.server-to-client": "the server",
  "dir.both": "either side",
  more: "{n} more detailed change|{n} more detailed changes",
  count: "{n} change|{n} changes",
  selected: "selected",
  timeline: "Versions of {method}",
  "cell.absent": "—",
  "cell.appeared": "new",
  "cell.disappeared": "removed",
  "cell.baseline": "first",
  "cell.same": "no change",
} as const satisfies Record<string, string>;

export type TextKey = keyof typeof en;

const ru: Record<TextKey, string> = {
  added: "добавлено ({presence}, {types})",
  removed: "удалено",
  alsoNow: "теперь может быть также {types}",
  noLonger: "больше не может быть {types}",
  typeChanged: "было {before}, стало {after}",
  nowRequired: "теперь обязательное",
  nowOptional: "больше не обязательное",
  required: "обязательное",
  optional: "необязательное",
  appeared: "Появился в этой версии.",
  disappeared: "Удалён: в этой версии такого метода нет.",
  absent: "В этой версии его нет.",
  baseline: "Первое определение.",
  same: "Без изменений.",
  direction: "Теперь отправляет {after} (раньше: {before}).",
  "dir.client-to-server": "клиент",
  "dir.server-to-client": "сервер",
  "dir.both": "любая сторона",
  more: "ещё {n} подробное изменение|ещё {n} подробных изменения|ещё {n} подробных изменений",
  count: "{n} изменение|{n} изменения|{n} изменений",
  selected: "выбрана",
  timeline: "Версии {method}",
  "cell.absent": "—",
  "cell.appeared": "новый",
  "cell.disappeared": "удалён",
  "cell.baseline": "первая",
  "cell.same": "без изменений",
};

export function wt(key: TextKey, lang: Language, args?: Args): string {
  return format((lang === "ru" ? ru : en)[key], args);
}

/** A count with its plural form (English one|other, Russian one|few|many). */
export function wtn(key: "more" | "count", n: number, lang: Language): string {
  const forms = wt(key, lang).split("|");
  const category = new Intl.PluralRules(lang).select(n);
  const index =
    lang === "ru"
      ? category === "one"
        ? 0
        : category === "few"
          ? 1
          : 2
      : category === "one"
        ? 0
        : 1;
  return format(forms[Math.min(index, forms.length - 1)] ?? "", { n });
}

/** Alternatives joined with `|`; a long enum shows its first values and how many there are. */
const list = (types: string[]) =>
  types.length > 4 && types.every((t) => t.startsWith('"'))
    ? `${types.slice(0, 3).join(" | ")} | … (${types.length})`
    : types.join(" | ");

/** What happened to the field at `change.path`, as a short phrase (the path is shown apart). */
export function changeSentence(change: Change, lang: Language): string {
  const { before, after } = change;
  if (change.kind === "added" && after) {
    const presence = wt(after.required ? "required" : "optional", lang);
    return wt("added", lang, { presence, types: list(after.types) });
  }
  if (change.kind === "removed" || !before || !after) return wt("removed", lang);
  const parts: string[] = [];
  const gained = after.types.filter((t) => !before.types.includes(t));
  const lost = before.types.filter((t) => !after.types.includes(t));
  const sameObject = before.objectLike && after.objectLike;
  if (!sameObject && (gained.length || lost.length)) {
    if (gained.length && !lost.length) parts.push(wt("alsoNow", lang, { types: list(gained) }));
    else if (lost.length && !gained.length) parts.push(wt("noLonger", lang, { types: list(lost) }));
    else
      parts.push(wt("typeChanged", lang, { before: list(before.types), after: list(after.types) }));
  }
  if (before.required !== after.required)
    parts.push(wt(after.required ? "nowRequired" : "nowOptional", lang));
  return parts.join("; ");
}

export type VersionStatus = "absent" | "appeared" | "disappeared" | "baseline" | "changed" | "same";

/** How a version stands for the method, for the timeline. */
export function versionStatus(v: VersionChanges, index: number): VersionStatus {
  if (!v.present) return v.disappeared ? "disappeared" : "absent";
  if (v.appeared) return "appeared";
  if (index === 0 || (!v.params && !v.result)) return "baseline";
  return changeCount(v) > 0 || v.directionBefore ? "changed" : "same";
}

export const changeCount = (v: VersionChanges) => (v.params?.length ?? 0) + (v.result?.length ?? 0);

export function directionSentence(before: Direction, after: Direction, lang: Language): string {
  return wt("direction", lang, {
    before: wt(`dir.${before}`, lang),
    after: wt(`dir.${after}`, lang),
  });
}

/** Changes shown at once: down to this depth below params/result; deeper ones are folded. */
export const SHOWN_DEPTH = 2;

export function splitByDepth(changes: Change[]): { main: Change[]; detail: Change[] } {
  const depthOf = (c: Change) => (c.after ?? c.before)?.depth ?? 0;
  return {
    main: changes.filter((c) => depthOf(c) <= SHOWN_DEPTH),
    detail: changes.filter((c) => depthOf(c) > SHOWN_DEPTH),
  };
}
