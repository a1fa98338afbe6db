/** Judging as you type: findings, fixes with undo, versions, completion, both languages. */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { CYRILLIC, PING_BATCH, TOOLS_CALL_MISNAMED } from "./messages.ts";

const app = usePlayground();

describe("validation in the editor", () => {
  test("a tools/call with `tool` and `args` gets a fixable error on params; fixes make it valid, Ctrl+Z undoes", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.setText(TOOLS_CALL_MISNAMED);

    const paramsErrorWithFix = p.errorFindings().and(p.fixableFindings()).filter({
      hasText: "/params",
    });
    await expect.poll(() => paramsErrorWithFix.count()).toBeGreaterThan(0);

    const texts = [await p.text()];
    expect(texts[0]).toBe(TOOLS_CALL_MISNAMED);
    for (let step = 0; (await p.fixButtons().count()) > 0; step++) {
      expect(step, "fixes never run out").toBeLessThan(10);
      const before = await p.findingTexts();
      const fixed = await p.fixableFindings().first().innerText();
      await p.applyFirstFix();
      // Each fix removes its own finding and adds none.
      await expect.poll(() => p.findingTexts()).not.toEqual(before);
      const after = await p.findingTexts();
      expect(after).not.toContain(fixed);
      expect(after.length).toBe(before.length - 1);
      texts.push(await p.text());
      expect(texts.at(-1)).not.toBe(texts.at(-2));
    }
    expect(texts.length).toBeGreaterThan(1);
    await expect.poll(() => p.validVerdict().count()).toBe(1);
    expect(await p.errorFindings().count()).toBe(0);
    expect(JSON.parse(texts.at(-1) ?? "")).toMatchObject({
      params: { name: "suggest_gifts", arguments: { occasion: "birthday" } },
    });

    // Ctrl+Z takes back the last fix, and only it; undoing every fix restores the typed text.
    await p.undo();
    await expect.poll(() => p.text()).toBe(texts.at(-2));
    await expect.poll(() => p.validVerdict().count()).toBe(texts.length > 2 ? 1 : 0);
    for (let i = texts.length - 2; i > 0; i--) await p.undo();
    await expect.poll(() => p.text()).toBe(TOOLS_CALL_MISNAMED);
    await expect.poll(() => paramsErrorWithFix.count()).toBeGreaterThan(0);
  });

  test("a batch is valid under 2025-03-26 and invalid under 2025-11-25", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await expect.poll(() => p.versionPicker().inputValue()).toBe("2025-11-25");
    await p.setText(PING_BATCH);
    await expect.poll(() => p.kindBadge().innerText()).toMatch(/^Batch/);
    await expect.poll(() => p.errorFindings().count()).toBeGreaterThan(0);
    expect(await p.validVerdict().count()).toBe(0);

    await p.chooseVersion("2025-03-26");
    await expect.poll(() => p.validVerdict().count()).toBe(1);
    expect(await p.errorFindings().count()).toBe(0);

    await p.chooseVersion("2025-11-25");
    await expect.poll(() => p.errorFindings().count()).toBeGreaterThan(0);
    expect(await p.validVerdict().count()).toBe(0);
  });

  test('completion offers tools/call after typing "method": "to', async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.setText('{\n  "jsonrpc": "2.0",\n  "id": 1,\n  \n}');
    // To the end of the empty fourth line, then type as a user does (quotes auto-close).
    await p.page.keyboard.press("ControlOrMeta+End");
    await p.page.keyboard.press("ArrowUp");
    await p.page.keyboard.press("End");
    await p.type('"method": "to');
    const items = await p.completionItems();
    expect(items.some((label) => label.includes("tools/call"))).toBe(true);
  });

  test("the Russian switch translates the findings, and English comes back", async () => {
    const p = await app.open({ locale: "en-US" });
    await p.waitForEditorReady();
    await p.setText(TOOLS_CALL_MISNAMED);
    await expect.poll(() => p.errorFindings().count()).toBeGreaterThan(0);
    const english = await p.findingTexts();
    // The longest line of a finding is its message (the others: severity, path, fix).
    const message = (item: string) =>
      item.split("\n").reduce((a, b) => (b.length > a.length ? b : a), "");
    for (const item of english) expect(message(item)).not.toMatch(CYRILLIC);

    await p.switchLanguage("ru");
    await expect
      .poll(async () => (await p.findingTexts()).map(message))
      .toSatisfy((messages: string[]) => messages.every((m) => CYRILLIC.test(m)));
    const russian = await p.findingTexts();
    expect(russian.length).toBe(english.length);
    for (const item of english) expect(russian.join("\n")).not.toContain(message(item));

    await p.switchLanguage("en");
    await expect.poll(() => p.findingTexts()).toEqual(english);
  });

  test("an elicitation form field and a 2026-07-28 result are explained by the branch they mean, in both languages", async () => {
    const form = {
      message: "Who gets the gift?",
      requestedSchema: { type: "object", properties: { recipient: { type: "object" } } },
    };
    const p = await app.open({ locale: "en-US" });
    await p.waitForEditorReady();
    // No `mode` is a form: one error at the field, nothing of the URL mode's keys.
    await p.setText(
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "elicitation/create", params: form }),
    );
    const field = "/params/requestedSchema/properties/recipient";
    await expect.poll(() => p.findingTexts()).toHaveLength(1);
    const [english] = await p.findingTexts();
    expect(english).toContain(field);
    expect(english).toContain("is a field of an elicitation form");
    expect(english).not.toMatch(/elicitationId|\burl\b/);
    await p.switchLanguage("ru");
    await expect
      .poll(async () => (await p.findingTexts()).join("\n"))
      .toContain("поле формы запроса к пользователю");
    expect((await p.findingTexts()).join("\n")).toContain(field);

    // 2026-07-28: "input_required" is read as an InputRequiredResult; another value is an error.
    await p.chooseVersion("2026-07-28");
    const asking = {
      resultType: "input_required",
      inputRequests: { who: { method: "elicitation/create", params: form } },
    };
    await p.setText(JSON.stringify({ jsonrpc: "2.0", id: 1, result: asking }));
    await expect
      .poll(async () => (await p.errorFindings().allInnerTexts()).join("\n"))
      .toContain(`/result/inputRequests/who${field}`);
    await p.setText(JSON.stringify({ jsonrpc: "2.0", id: 1, result: { resultType: "completed" } }));
    await expect
      .poll(async () => (await p.errorFindings().allInnerTexts()).join("\n"))
      .toMatch(/resultType должен быть "complete".*или "input_required"/);
    await p.switchLanguage("en");
    await expect
      .poll(async () => (await p.errorFindings().allInnerTexts()).join("\n"))
      .toMatch(/resultType must be "complete" .* or "input_required" .*Did you mean "complete"\?/);
  });

  test("a 2026-07-28 reply in the editor is judged against the session's request with its id", async () => {
    const p = await app.open({ locale: "en-US" });
    await p.waitForEditorReady();
    await p.chooseVersion("2026-07-28");
    const x = new Exchange(p);
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/i);
    const reply = JSON.stringify({ jsonrpc: "2.0", id: 41, result: { resultType: "complete" } });
    // Alone, only the envelope can be checked: the hint says why.
    await p.setText(reply);
    await expect.poll(async () => (await p.findingTexts()).join("\n")).toContain("id 41");
    expect(await p.errorFindings().count()).toBe(0);
    // With tools/list sent as request 41, the reply lacks `tools`, an error at /result.
    await x.send(
      JSON.stringify({
        jsonrpc: "2.0",
        id: 41,
        method: "tools/list",
        params: {
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
          },
        },
      }),
    );
    await x.arrows("reply tools/list id 41").waitFor();
    await p.setText(reply);
    await expect
      .poll(async () => (await p.errorFindings().allInnerTexts()).join("\n"))
      .toMatch(/result lacks the required key\W+tools/);
    await p.switchLanguage("ru");
    await expect
      .poll(async () => (await p.errorFindings().allInnerTexts()).join("\n"))
      .toMatch(/нет обязательного ключа\W+tools/);
  });

  test("Monaco's own texts are Russian in a page opened in Russian", async () => {
    const p = await app.open({ locale: "ru-RU" });
    await p.waitForEditorReady();
    await p.focusEditor();
    await p.page.keyboard.press("ControlOrMeta+F");
    await p.page.getByRole("textbox", { name: "Найти", exact: true }).waitFor();
  });
});
