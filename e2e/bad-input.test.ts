/**
 * Bad input never freezes the page and always ends with an explanation. Responsiveness is a
 * round trip through the page's main thread completing, never a wall-clock threshold.
 */
import { describe, expect, test } from "vitest";
import { usePlayground } from "./fixtures.ts";
import { PING } from "./messages.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();

/** Generous: a slow machine may take long, but the page must get there. */
const LONG = { timeout: 150_000 };

/**
 * The whole paste landed, the panel ends with an explanation, and the page still judges what is
 * typed next.
 */
async function explainsAndRecovers(p: Playground, length: number, exact = true) {
  expect(await p.roundTrip()).toBe(true);
  if (exact) expect(await p.textLength()).toBe(length);
  // The editor may turn CR LF pairs of random bytes into one line break.
  else expect(await p.textLength()).toBeGreaterThan(length * 0.99);
  await expect.poll(() => p.kindBadge().innerText(), LONG).toBe("Not JSON-RPC");
  await expect.poll(() => p.findings().count(), LONG).toBeGreaterThan(0);
  const first = (await p.findingTexts())[0] ?? "";
  expect(first.trim().length).toBeGreaterThan(20);
  expect(await p.roundTrip()).toBe(true);

  await p.setText(PING);
  await expect.poll(() => p.validVerdict().count(), LONG).toBe(1);
  expect(await p.findings().count()).toBe(0);
}

describe("bad input", () => {
  test("pasting 20 MB of text", { timeout: 300_000 }, async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    const line = 'lorem ipsum dolor sit amet, {["consectetur"]}\n';
    await p.paste((n) => 'lorem ipsum dolor sit amet, {["consectetur"]}\n'.repeat(n), 456_000);
    await explainsAndRecovers(p, line.length * 456_000); // 20.0 MiB
  });

  test("pasting 10,000 nested brackets", { timeout: 300_000 }, async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.paste((n) => "[".repeat(n) + "]".repeat(n), 10_000);
    await explainsAndRecovers(p, 20_000);
  });

  test("pasting binary garbage", { timeout: 300_000 }, async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    await p.paste((n) => {
      // Every byte value, NUL and lone surrogates included, from a fixed seed (xorshift32).
      let x = 0x9e3779b9;
      const codes = new Array<number>(n);
      for (let i = 0; i < n; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        codes[i] = i % 97 === 0 ? 0xd800 + ((x >>> 0) % 0x800) : (x >>> 0) % 256;
      }
      let s = "";
      for (let i = 0; i < n; i += 8192) s += String.fromCharCode(...codes.slice(i, i + 8192));
      return s;
    }, 1 << 20);
    await explainsAndRecovers(p, 1 << 20, false);
  });
});
