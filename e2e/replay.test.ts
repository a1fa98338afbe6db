/** Replay: a session's client messages sent again to a fresh gift server, replies compared. */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";

const app = usePlayground();

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** Initialize, tools/list, suggest_gifts (budget 50) and a read of the catalog. */
async function recorded() {
  const p = await app.open();
  await p.waitForEditorReady();
  const x = new Exchange(p);
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
  await p.chooseVersion("2025-06-18");
  await x.button("Initialize").click();
  await x.arrows("notification notifications/initialized").waitFor();
  await x.send(request(10, "tools/list"));
  await x.arrows("reply tools/list id 10").waitFor();
  await x.send(
    request(11, "tools/call", {
      name: "suggest_gifts",
      arguments: { occasion: "birthday", budget: 50 },
    }),
  );
  await x.arrows("reply tools/call id 11").waitFor();
  await x.send(request(12, "resources/read", { uri: "gifts://catalog" }));
  await x.arrows("reply resources/read id 12").waitFor();
  return x;
}

/** Opens Replay, runs it to the end, and returns the dialog and its results. */
async function replay(x: Exchange) {
  await x.button("Replay").click();
  const dialog = x.page.getByRole("dialog", { name: "Replay", exact: true });
  await dialog.getByRole("button", { name: "Start replay", exact: true }).click();
  const results = dialog.getByRole("list", { name: "Replay results", exact: true });
  await results.waitFor();
  return {
    dialog,
    results,
    steps: results.getByRole("listitem").filter({ hasText: /^Message \d/ }),
  };
}

describe("replay", () => {
  test("against the gift server nothing differs; after Change catalog the catalog's replies do", async () => {
    const x = await recorded();
    const before = await x.sessionRows().allInnerTexts();

    const first = await replay(x);
    await expect.poll(() => first.steps.count()).toBe(5);
    // notifications/initialized has no reply, then as now.
    expect(await first.dialog.getByRole("status").innerText()).toBe("4 same, 1 no reply");
    for (const text of await first.steps.allInnerTexts())
      expect(text).toMatch(/\bsame\b|no reply, as recorded/);
    expect(await first.dialog.locator("mark").count()).toBe(0);
    await first.dialog.getByRole("button", { name: "Close", exact: true }).click();
    await first.dialog.waitFor({ state: "hidden" });

    // The replayed exchange is the session now: a fresh server, then the same messages.
    await x.arrows("reply resources/read id 12").waitFor();
    const after = await x.sessionRows().allInnerTexts();
    expect(after.length).toBe(before.length);

    await openSetup(x.playground);
    await x.button("Change catalog").click();
    // Nothing sent since: the dialog opens on the last results; Start replays the recording.
    const second = await replay(x);
    await expect.poll(() => second.dialog.getByRole("status").innerText()).toMatch(/\d+ different/);
    await expect.poll(() => second.steps.count()).toBe(5);
    const different = second.steps.filter({ hasText: /^Message \d+ \S+ different/ });
    expect(await different.count()).toBeGreaterThanOrEqual(1);
    const read = second.steps.filter({ hasText: "resources/read" });
    expect(await read.innerText()).toMatch(/\bdifferent\b/);
    expect(await read.locator("mark").first().innerText()).toBe("/result/contents/0/text");
    // The handshake and tools/list did not change.
    expect(await second.steps.first().innerText()).toMatch(/\bsame\b/);
    await second.dialog.getByRole("button", { name: "Close", exact: true }).click();

    // Something sent since: the session is no longer the replay's, the dialog starts afresh.
    await x.send(request(20, "ping"));
    await x.arrows("reply ping id 20").waitFor();
    await x.button("Replay").click();
    await second.dialog.getByRole("button", { name: "Start replay", exact: true }).waitFor();
    expect(await second.results.count()).toBe(0);
  });

  test("Stop ends a replay early; its results outlive the dialog; the recorded session can be put back", async () => {
    const x = await recorded();
    const before = await x.sessionRows().allInnerTexts();
    await openSetup(x.playground);
    await x.page.getByRole("slider", { name: "Added latency", exact: true }).fill("1500");
    await x.button("Replay").click();
    const dialog = x.page.getByRole("dialog", { name: "Replay", exact: true });
    await dialog.getByRole("button", { name: "Start replay", exact: true }).click();
    await dialog.getByRole("button", { name: "Stop", exact: true }).click();
    const results = dialog.getByRole("list", { name: "Replay results", exact: true });
    await results.waitFor();
    expect(await dialog.getByRole("status").innerText()).toMatch(/not run.*Stopped after \d of 5/s);
    // Closed and opened again with nothing sent since: the results are still there.
    await dialog.getByRole("button", { name: "Close", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await x.button("Replay").click();
    await results.waitFor();
    expect(await dialog.getByRole("status").innerText()).toMatch(/Stopped after \d of 5/);
    await dialog
      .getByRole("button", { name: "Put the recorded session back", exact: true })
      .click();
    await dialog.waitFor({ state: "hidden" });
    await expect
      .poll(async () => (await x.sessionRows().allInnerTexts()).slice(0, before.length))
      .toEqual(before);
  });
});
