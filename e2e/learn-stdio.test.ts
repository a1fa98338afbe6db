/**
 * The stdio lesson in the browser, with no bridge (the static site has none): the stdout it
 * shows lands in the editor as it came, line by line; the right answer is explained; the
 * shutdown sequence reads in Russian; the line-break fix starts as text that is not JSON and is
 * solved by the call written on one line.
 */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { Learner } from "./learner.ts";

const app = usePlayground();

async function ready(lang: "en" | "ru", hash: string) {
  const p = await app.open(lang === "ru" ? { locale: "ru-RU" } : {});
  await p.page.goto(`${app.appUrl}${hash}`);
  await p.waitForEditorReady();
  const x = new Exchange(p);
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready|готов/i);
  return { p, l: new Learner(p, lang) };
}

describe("the stdio lesson", () => {
  test("classify what a client reads from stdout, without a bridge", async () => {
    const { p, l } = await ready("en", "#learn/stdio/stdout-lines");
    await l.lesson().getByRole("heading", { name: "What the client can read" }).waitFor();
    await expect.poll(() => p.text()).toContain("Gift server ready\n{");
    expect((await p.text()).split("\n").length).toBeGreaterThan(3);

    await l.choose("The second line and the notification at the end");
    const wrong = await l.check();
    expect(wrong).not.toContain(l.n.solved);
    expect(wrong).toContain("a stdio client never does that");

    await l
      .lesson()
      .getByRole("radio", { name: "Only the second line, the reply to initialize" })
      .check();
    const right = await l.check();
    expect(right).toContain(l.n.solved);
    expect(right).toContain("A stdio client cuts stdout at every newline");
  });

  test("the shutdown in steps reads in Russian; the line-break fix is solved on one line", async () => {
    const { p, l } = await ready("ru", "#learn/stdio/line-break-inside");
    await l.lesson().getByRole("heading", { name: "Перевод строки посередине" }).waitFor();
    const steps = l.lesson().getByRole("list").filter({ hasText: "SIGKILL" });
    expect(await steps.innerText()).toContain("Хост → Процесс сервера");
    expect(await steps.innerText()).not.toMatch(/Server process|Host/);

    // The start holds a raw line break inside a string: not JSON yet.
    await expect.poll(() => p.text()).toContain("who loves\ngardening");
    expect(await l.check()).not.toContain(l.n.solved);

    await l.write(
      '{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"suggest_gifts","arguments":{"occasion":"день рождения","budget":50,"recipient":"бабушка,\\nлюбит свой сад"}}}',
    );
    expect(await l.check()).toContain(l.n.solved);
  });
});
