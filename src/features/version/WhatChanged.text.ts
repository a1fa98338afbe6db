/**
 * Plain words for the "what changed" view: one sentence per field change, and a status per
 * version (the texts are in the UI catalogs). Free of React so it can be tested on its own.
 */
import { type Args, type Key, type Language, t, tn } from "../../i18n/index.ts";
import type { Change, VersionChanges } from "../../protocol/changes/index.ts";
import type { Direction } from "../../protocol/index.ts";

/** The rest of a catalog key after `whatChanged.` (a type parameter, so it maps each key). */
type WhatChangedSuffix<K> = K extends `whatChanged.${infer Rest}` ? Rest : never;

/** A key of the view's strings, without the catalog's `whatChanged.` prefix. */
export type TextKey = Exclude<WhatChangedSuffix<Key>, `${string}.n`>;

export function wt(key: TextKey, lang: Language, args?: Args): string {
  return t(`whatChanged.${key}`, lang, args);
}

/** A count with its plural form (English one|other, Russian one|few|many). */
export function wtn(key: "more" | "count", n: number, lang: Language): string {
  return tn(`whatChanged.${key}.n`, n, lang);
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
