/**
 * Validation latency: from a keystroke (the key event's own time stamp) until the findings
 * panel shows the verdict of the new text, measured inside the page. Typing an `x` before the
 * opening brace breaks a valid message, Backspace repairs it; each is one measurement.
 */
import type { Browser } from "playwright-core";
import { Playground } from "../../e2e/playground.ts";
import { MARKERS, type ProbeApi, installProbe } from "./probe.ts";

const ROUNDS = Number(process.env.UI_BENCH_ROUNDS ?? 5);

/** A valid tools/call request of about `size` characters, pretty-printed over many lines. */
export function messageOfSize(size: number): string {
  const head =
    '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "method": "tools/call",\n  "params": {\n' +
    '    "name": "suggest_gifts",\n    "arguments": {\n      "notes": [\n';
  const tail = "\n      ]\n    }\n  }\n}\n";
  const lines: string[] = [];
  let length = head.length + tail.length;
  for (let i = 0; length < size; i++) {
    const line = `        "note ${i}: a gift idea, written out at the length people write them"`;
    lines.push(line);
    length += line.length + 2;
  }
  return head + lines.join(",\n") + tail;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2
    ? (s[s.length >> 1] ?? NaN)
    : ((s[s.length / 2 - 1] ?? 0) + (s[s.length / 2] ?? 0)) / 2;
};

interface Armed {
  __uiBench: ProbeApi;
  __uiBenchChange?: Promise<number>;
}

export async function latency(browser: Browser, url: string, size: number): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(installProbe, { ...MARKERS });
    const p = await Playground.open(browser, url, { context });
    await p.waitForEditorReady();
    await p.paste(messageOfSize(size));
    await p.validVerdict().waitFor({ timeout: 120_000 });
    await p.focusEditor();
    await p.page.keyboard.press("ControlOrMeta+Home");
    const breaking: number[] = [];
    const repairing: number[] = [];
    const measure = async (key: string) => {
      await p.page.evaluate(() => {
        const w = globalThis as unknown as Armed;
        w.__uiBenchChange = w.__uiBench.nextPanelChange();
      });
      await p.page.keyboard.press(key);
      return p.page.evaluate(() =>
        Promise.race([
          (globalThis as unknown as Armed).__uiBenchChange ?? Promise.resolve(NaN),
          new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 60_000)),
        ]),
      );
    };
    for (let i = 0; i < ROUNDS; i++) {
      breaking.push(await measure("x"));
      repairing.push(await measure("Backspace"));
    }
    const all = [...breaking, ...repairing];
    if (all.some(Number.isNaN)) return "the panel did not change within 60 s after a keystroke";
    const f = (x: number) => `${Math.round(x)} ms`;
    return `${f(median(all)).padStart(7)}   (breaking it ${f(median(breaking))}, repairing it ${f(median(repairing))}; ${all.length} keystrokes)`;
  } finally {
    await context.close();
  }
}
