/**
 * UI strings of the diagram pane, English and Russian. Merged into the catalogs by `en.ts` and
 * `ru.ts`; a key missing in Russian is a type error.
 */
export const en = {
  "diagram.title": "Sequence diagram",
} as const satisfies Record<string, string>;

export const ru: Record<keyof typeof en, string> = {
  "diagram.title": "Диаграмма последовательности",
};
