/**
 * The lessons' prose as the page shows it: only the marks the page renders (`code` and
 * **bold**; a single `*` would show as a literal asterisk), every drawn sequence in both
 * languages, and versions given as "up to and including" in Russian, never a bare "до" that
 * reads as "before".
 */
import { describe, expect, it } from "vitest";
import { LESSONS } from "../../src/learn/lessons/index.ts";
import type { Lesson, Words } from "../../src/learn/types.ts";

/** Every text of a lesson, with where it is. */
function texts(l: Lesson): [string, Words][] {
  const out: [string, Words][] = [["title", l.title]];
  for (const [i, b] of l.body.entries()) {
    if (b.type === "text") out.push([`block ${i + 1}`, b.text]);
    if (b.type !== "text" && b.caption) out.push([`block ${i + 1} caption`, b.caption]);
    if (b.type === "steps") {
      for (const [j, s] of b.steps.entries()) {
        out.push([`block ${i + 1} step ${j + 1} from`, s.from]);
        if (s.to) out.push([`block ${i + 1} step ${j + 1} to`, s.to]);
        out.push([`block ${i + 1} step ${j + 1}`, s.what]);
      }
    }
  }
  for (const e of l.exercises) {
    const at = (what: string) => `${e.id} ${what}`;
    out.push([at("title"), e.title], [at("task"), e.task]);
    for (const [i, h] of e.hints.entries()) out.push([at(`hint ${i + 1}`), h]);
    if (e.why) out.push([at("why"), e.why]);
    if (e.kind === "classify" || e.kind === "predict") {
      for (const c of e.choices) {
        out.push([at(`choice ${c.id}`), c.label]);
        if (c.why) out.push([at(`choice ${c.id} why`), c.why]);
      }
    }
    if (e.kind !== "classify") {
      for (const [i, c] of e.checks.entries()) if (c.says) out.push([at(`check ${i + 1}`), c.says]);
    }
  }
  return out;
}

/** What is left of a text outside its code spans and its **bold** parts. */
const outsideMarks = (text: string) => text.replace(/`[^`]*`/g, "").replace(/\*\*[^*]+\*\*/g, "");

describe.each(LESSONS.map((l): [string, Lesson] => [l.id, l]))("%s", (_, lesson) => {
  it("uses only the marks the page renders", () => {
    for (const [where, w] of texts(lesson)) {
      for (const lang of ["en", "ru"] as const) {
        expect(outsideMarks(w[lang]), `${where} (${lang})`).not.toMatch(/\*/);
        expect(w[lang].split("`").length % 2, `${where} (${lang}): unpaired backtick`).toBe(1);
      }
    }
  });

  it("draws its sequences in both languages", () => {
    for (const b of lesson.body) {
      if (b.type !== "steps") continue;
      for (const s of b.steps) {
        for (const w of [s.from, s.what, ...(s.to ? [s.to] : [])]) {
          expect(w.en.trim()).not.toBe("");
          expect(w.ru.trim()).not.toBe("");
        }
        const line = [s.from.ru, s.to?.ru ?? "", s.what.ru].join(" ");
        expect(line.replace(/`[^`]*`/g, ""), line).toMatch(/[а-яё]/i);
      }
    }
  });

  it("says 'up to and including' of a version in Russian, not a bare 'до'", () => {
    for (const [where, w] of texts(lesson)) {
      expect(w.ru, where).not.toMatch(/(^|[^а-яё])до (версии )?\d{4}-\d\d-\d\d/i);
    }
  });
});
