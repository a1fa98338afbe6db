/**
 * Page object of the lessons: the panel and its controls found by role and accessible name in
 * the page's language, and driven by the keyboard only (Tab to a control, Enter or arrows).
 */
import type { Locator, Page } from "playwright-core";
import type { Playground } from "./playground.ts";

export const NAMES = {
  en: {
    learn: "Learn",
    start: "Start learning",
    lessons: "Lessons",
    lesson: "Lesson",
    check: "Check",
    hint: "Hint",
    solution: "Show solution",
    next: "Next exercise",
    result: "Exercise result",
    solved: "Solved",
    helped: "Solved with help",
  },
  ru: {
    learn: "Обучение",
    start: "Начать обучение",
    lessons: "Уроки",
    lesson: "Урок",
    check: "Проверить",
    hint: "Подсказка",
    solution: "Показать решение",
    next: "Следующее упражнение",
    result: "Результат упражнения",
    solved: "Решено",
    helped: "Решено с подсказкой",
  },
} as const;

export class Learner {
  readonly page: Page;
  readonly n: (typeof NAMES)["en" | "ru"];

  constructor(
    readonly playground: Playground,
    lang: "en" | "ru" = "en",
  ) {
    this.page = playground.page;
    this.n = NAMES[lang];
  }

  button(name: string, within?: Locator): Locator {
    return (within ?? this.page).getByRole("button", { name, exact: true });
  }

  lessons(): Locator {
    return this.page.getByRole("navigation", { name: this.n.lessons, exact: true });
  }

  lesson(): Locator {
    return this.page.getByRole("region", { name: this.n.lesson, exact: true });
  }

  result(): Locator {
    return this.page.getByRole("status", { name: this.n.result, exact: true });
  }

  /** Tabs to `target` and presses Enter, as a keyboard-only learner does. */
  async press(target: Locator) {
    if (!(await this.playground.tabTo(target, 120))) throw new Error("not reachable by Tab");
    await this.page.keyboard.press("Enter");
  }

  async pressButton(name: string) {
    await this.press(this.button(name, this.lesson()));
  }

  /** Opens the lesson titled `title` from the list of lessons. */
  async openLesson(title: RegExp) {
    await this.press(this.lessons().getByRole("button", { name: title }));
  }

  /** Chooses an answer: Tab into the radio group, then arrow keys until `label` is checked. */
  async choose(label: string) {
    const radios = this.lesson().getByRole("radio");
    const target = this.lesson().getByRole("radio", { name: label, exact: true });
    if (!(await this.playground.tabTo(radios.first(), 120))) throw new Error("no answers");
    for (let i = 0; i < (await radios.count()) + 1; i++) {
      if (await target.isChecked()) return;
      await this.page.keyboard.press("ArrowDown");
    }
    throw new Error(`cannot choose ${label}`);
  }

  /** Replaces the editor's text by keyboard: Tab to the editor, select all, type. */
  async write(text: string) {
    if (!(await this.playground.tabTo(this.playground.editor(), 120))) {
      throw new Error("the editor is not reachable by Tab");
    }
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.insertText(text);
  }

  async check(): Promise<string> {
    await this.pressButton(this.n.check);
    const result = this.result();
    await result
      .filter({ hasNotText: /Checking|Проверяем/ })
      .filter({ hasText: /\S/ })
      .waitFor();
    return result.innerText();
  }
}
