/** What the course tests expect of the checker's words. */
import { expect } from "vitest";
import type { Grade } from "../../src/learn/outcome.ts";
import type { Words } from "../../src/learn/types.ts";

const CYRILLIC = /[а-яё]/i;
/** A text that is one code span (a hint that gives the message itself) reads the same in both. */
const CODE_ONLY = /^`[^`]*`$/;

export function expectWords(w: Words, where: string) {
  expect(w.en.trim(), `${where} (en)`).not.toBe("");
  expect(w.ru.trim(), `${where} (ru)`).not.toBe("");
  const russian = CYRILLIC.test(w.ru) || (CODE_ONLY.test(w.ru.trim()) && w.ru === w.en);
  expect(russian, `${where} (ru is Russian)`).toBe(true);
}

/**
 * The grade says what is wrong, in both languages: each failing outcome has its words, or is
 * one whose sentence an earlier failing outcome already says (each sentence is said once).
 */
export function expectExplained(grade: Grade, where: string) {
  expect(grade.solved, `${where}: starts unsolved`).toBe(false);
  const failing = grade.outcomes.filter((o) => !o.pass);
  const said = failing.flatMap((o) => (o.says ? [o.says] : []));
  expect(said.length, `${where}: says something`).toBeGreaterThan(0);
  for (const w of said) expectWords(w, `${where}: a failing check`);
  const sentences = said.map((w) => w.en);
  expect(new Set(sentences).size, `${where}: each sentence once`).toBe(sentences.length);
}
