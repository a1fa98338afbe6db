/**
 * Monaco replaces the plain text area while the user may be typing in it (on a return visit it
 * arrives from the cache about as the page paints): it takes the focus and the caret over, so
 * the keys that follow go on where they were going, and nothing typed is lost.
 */
import { expect, test } from "vitest";
import { usePlayground } from "./fixtures.ts";

const app = usePlayground();

test("typing in the text area as Monaco arrives goes on in Monaco, at the same place", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const p = await app.open({
    // Monaco's chunk waits until the user is typing in the text area.
    beforeOpen: (context) =>
      context.route(/\/assets\/MessageEditor-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      }),
  });
  await p.setText('{"jsonrpc":"2.0","id":1,"method":""}');
  expect(await p.monaco().count()).toBe(0);
  // The caret between the method's quotes.
  await p.page.keyboard.press("ArrowLeft");
  await p.page.keyboard.press("ArrowLeft");
  await p.type("pi");

  release();
  await p.waitForEditorReady();
  expect(await p.isFocused(p.monaco())).toBe(true);
  await p.type("ng");
  expect(await p.text()).toBe('{"jsonrpc":"2.0","id":1,"method":"ping"}');
});
