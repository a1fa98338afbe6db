/**
 * Free text judged by meaning: a task that asks for "a birthday" accepts `"birthday"`,
 * `"Birthday"` and `"день рождения"` alike. A meaning is a list of the words (in English and in
 * Russian, with the forms a learner writes) that say it; values are compared after folding case,
 * spacing, `ё` and surrounding punctuation, so the lists hold each word once.
 */
import type { Meaning } from "./types.ts";

export type { Meaning } from "./types.ts";

/** Lower case, `ё` as `е`, single spaces, no quotes or punctuation at either end. */
export function normalText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/\s+/g, " ")
    .replace(/^[\s"'«»“”„.,!?:;()-]+|[\s"'«»“”„.,!?:;()-]+$/g, "");
}

/** Words that may stand before the meaning without changing it ("for grandma", "на день рождения"). */
const LEADING =
  /^(?:for (?:my |the |a )?|to (?:my |the )?|my |the |a |an |для |на |моей |моему |мой |моя )/;

/** `value` is a string that says `meaning` (and nothing else). */
export function means(value: unknown, meaning: Meaning): boolean {
  if (typeof value !== "string") return false;
  const text = normalText(value);
  const words = allWords(meaning);
  return words.includes(text) || words.includes(text.replace(LEADING, ""));
}

/** `value` is a string that mentions `meaning` somewhere in it. */
export function mentions(value: unknown, meaning: Meaning): boolean {
  if (typeof value !== "string") return false;
  const text = normalText(value);
  return allWords(meaning).some((w) => text.includes(w));
}

const allWords = (m: Meaning) => [...m.en, ...m.ru].map(normalText);

/** An example of the meaning in each language, as code: `"birthday"` or `"день рождения"`. */
export const meaningExamples = (m: Meaning) => ({
  en: m.en.slice(0, 2).map((w) => `\`${JSON.stringify(w)}\``),
  ru: m.ru.slice(0, 2).map((w) => `\`${JSON.stringify(w)}\``),
});

/** The meanings the course's free-text values ask for. */
export const MEANINGS = {
  birthday: {
    en: ["birthday", "birthday party", "bday", "b-day"],
    ru: ["день рождения", "др", "день варенья", "днюха", "именины"],
  },
  grandma: {
    en: ["grandma", "grandmother", "granny", "gran", "nana", "grandmom"],
    ru: ["бабушка", "бабушке", "бабушки", "бабуля", "бабуле", "бабули", "бабушку"],
  },
  /** Mentioned in an error message: the missing `budget`. */
  budget: {
    en: ["budget"],
    ru: ["бюджет"],
  },
} satisfies Record<string, Meaning>;
