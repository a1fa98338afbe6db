/**
 * The lessons explain their answers: a wrong classify answer says why it is wrong (and not
 * what is right), the right one and "Show solution" give the whole why; the widget lesson's
 * sequence reads in Russian and wraps between words.
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

describe("lessons explain their answers", () => {
  test("classify: a wrong answer says why it is wrong, the right one why it is right", async () => {
    const { l } = await ready("en", "#learn/frame/first-request");
    await l.lesson().getByRole("heading", { name: "The first example" }).waitFor();

    await l.choose("A notification: nobody answers it");
    const wrong = await l.check();
    expect(wrong).toContain("Not yet");
    expect(wrong).toContain("A notification is one JSON-RPC object with a method and no id");
    expect(wrong).not.toContain("Why:");
    expect(wrong).not.toContain("it is a request");

    // The page object tabs to the first radio; once one is checked, Tab lands on that one.
    await l.lesson().getByRole("radio", { name: "A request: it expects a reply" }).check();
    const right = await l.check();
    expect(right).toContain(l.n.solved);
    expect(right).toContain("A request is one JSON-RPC object with both an id and a method");
    expect(right).toMatch(/Why:\s*It has both an id \(42\) and a method/);
  });

  test("Show solution explains the solution it puts in the editor, in Russian too", async () => {
    const { p, l } = await ready("ru", "#learn/frame/missing-jsonrpc");
    await l.lesson().getByRole("heading", { name: "Сначала рамка" }).waitFor();
    expect(await l.check()).not.toContain("Почему так:");
    await l.pressButton(l.n.solution);
    await expect.poll(() => p.text()).toContain('"jsonrpc": "2.0"');
    await expect
      .poll(() => l.result().innerText())
      .toMatch(/Почему так:\s*Каждое сообщение JSON-RPC 2\.0 обязано содержать/);
  });

  test("the widget lesson's sequence reads in Russian and wraps between words", async () => {
    const { l } = await ready("ru", "#learn/apps-sdk-widget");
    const steps = l.lesson().getByRole("list").filter({ hasText: "Виджет → Apps SDK" });
    await steps.waitFor();
    const text = await steps.innerText();
    expect(text).toContain("Apps SDK → MCP-сервер: запрос tools/call, id 7");
    expect(text).toContain("кладёт его в своё состояние");
    expect(text).not.toMatch(/the tool's output|Widget/);
    const wordBreak = await steps.evaluate((el) => {
      const w = globalThis as unknown as { getComputedStyle(e: unknown): { wordBreak: string } };
      return w.getComputedStyle(el).wordBreak;
    });
    expect(wordBreak).toBe("normal");
  });
});
