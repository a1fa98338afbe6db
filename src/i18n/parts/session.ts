/**
 * UI strings of the session pane, English and Russian. Merged into the catalogs by `en.ts` and
 * `ru.ts`; a key missing in Russian is a type error.
 */
export const en = {
  "session.title": "Session",
} as const satisfies Record<string, string>;

export const ru: Record<keyof typeof en, string> = {
  "session.title": "Сессия",
};
