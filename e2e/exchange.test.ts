/** The exchange with the in-browser gift server: send, session, server controls, diagram. */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";

const app = usePlayground();

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
const notification = (method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", method, ...(params === undefined ? {} : { params }) });
const callTool = (id: number, name: string, args: unknown, meta?: unknown) =>
  request(id, "tools/call", { name, arguments: args, ...(meta ? { _meta: meta } : {}) });

async function initialized() {
  const p = await app.open();
  await p.waitForEditorReady();
  const x = new Exchange(p);
  await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
  await x.button("Initialize").click();
  await x.arrows("notification notifications/initialized").waitFor();
  return x;
}

describe("the exchange with the gift server", () => {
  test("initialize → initialized → tools/list → tools/call → result, drawn with labelled arrows", async () => {
    const x = await initialized();
    await x.arrows("request initialize").waitFor();
    await x.arrows("reply initialize").waitFor();

    await x.send(request(2, "tools/list"));
    await x.arrows("request tools/list id 2").waitFor();
    await x.arrows("reply tools/list id 2").waitFor();

    await x.send(callTool(3, "suggest_gifts", { occasion: "birthday", budget: 50 }));
    await x.arrows("request tools/call id 3").waitFor();
    const reply = x.arrows("reply tools/call id 3");
    await reply.waitFor();
    // The request shows its latency; the reply is a success (no error, no tool error).
    expect(await x.arrows("request tools/call id 3").getAttribute("aria-label")).toMatch(
      /answered in [\d.]+ ms/,
    );
    expect(await reply.getAttribute("aria-label")).not.toMatch(/error/);

    // The session lists every message in order, the handshake included.
    await expect.poll(() => x.sessionRows().count()).toBeGreaterThanOrEqual(7);
    const methods = (await x.sessionRows().allInnerTexts()).join("\n");
    for (const m of ["initialize", "notifications/initialized", "tools/list", "tools/call"])
      expect(methods).toContain(m);

    // Clicking an arrow selects its message: the message view shows it read-only.
    await reply.click();
    const shown = x.page.getByRole("document", { name: "Message text", exact: true });
    await expect.poll(() => shown.innerText()).toContain('"structuredContent"');
  });

  test("the one-click handshake keeps clear of the id in the editor, so sending it next reuses nothing", async () => {
    const p = await app.open();
    await p.waitForEditorReady();
    const x = new Exchange(p);
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await p.setText(callTool(1, "suggest_gifts", { occasion: "birthday", budget: 50 }));
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    expect(await x.arrows("request initialize id 1").count()).toBe(0);
    await x.button("Send").click();
    const sent = x.arrows("request tools/call id 1");
    await sent.waitFor();
    await x.arrows("reply tools/call id 1").waitFor();
    expect(await sent.getAttribute("aria-label")).not.toMatch(/duplicate id/);
    await sent.click();
    await x.page.getByRole("document", { name: "Message text", exact: true }).waitFor();
    const findings = x.page.getByRole("list", { name: "Message findings", exact: true });
    expect(await findings.getByRole("listitem").count()).toBe(0);
  });

  test("a business error (no gift within $5) and a protocol error (unknown method) look different", async () => {
    const x = await initialized();
    await x.send(callTool(2, "suggest_gifts", { occasion: "birthday", budget: 50 }));
    const ok = x.arrows("reply tools/call id 2");
    await ok.waitFor();
    await x.send(callTool(3, "suggest_gifts", { occasion: "birthday", budget: 5 }));
    const business = x.arrows("reply tools/call id 3");
    await business.waitFor();
    // The checker knows no such method: sending it takes a confirmation.
    await x.sendAnyway(request(4, "gifts/unknown"));
    const protocol = x.arrows("reply gifts/unknown id 4");
    await protocol.waitFor();

    expect(await business.getAttribute("aria-label")).toMatch(/tool error/);
    expect(await protocol.getAttribute("aria-label")).toMatch(/error -32601/);
    const colours = await Promise.all([ok, business, protocol].map((a) => x.arrowColour(a)));
    expect(new Set(colours).size, `colours ${colours.join(", ")}`).toBe(3);
  });

  test("a message chosen in the session list stays in view as new ones arrive; Latest follows again", async () => {
    const x = await initialized();
    await x.send(request(2, "tools/list"));
    await x.arrows("reply tools/list id 2").waitFor();
    // Picked in the diagram first, then elsewhere and following again: the list's later pick
    // of the same message still counts as made elsewhere.
    await x.arrows("reply tools/list id 2").click();
    await x.sessionRows().filter({ hasText: "initialize" }).first().click();
    await expect
      .poll(() => x.diagram().locator('[aria-pressed="true"]').getAttribute("aria-label"))
      .toMatch(/^request initialize/);
    // The whole session is in view: nothing newer to jump to yet.
    const latest = x.page.getByRole("button", { name: /latest/i });
    expect(await latest.count()).toBe(0);
    for (let id = 3; id <= 8; id++) await x.send(request(id, "ping"));
    await latest.click();
    await x.arrows("reply ping id 8").waitFor();
    // The reply: the list follows too, and its request row may be scrolled out.
    await x.sessionRows().filter({ hasText: "tools/list" }).last().click();
    const pressed = x.diagram().locator('[role="button"][aria-pressed="true"]');
    const picked = /^reply tools\/list id 2/;
    await expect.poll(() => pressed.getAttribute("aria-label")).toMatch(picked);
    for (let id = 9; id <= 20; id++) await x.send(request(id, "ping"));
    const total = () => x.sessionRows().first().getAttribute("aria-setsize");
    await expect.poll(async () => Number(await total())).toBeGreaterThanOrEqual(41);
    // Still drawn where it was, though a following view would have scrolled it away.
    expect(await pressed.getAttribute("aria-label")).toMatch(picked);
    expect(await x.arrows("reply ping id 20").count()).toBe(0);
    await latest.click();
    await x.arrows("reply ping id 20").waitFor();
  });

  test("the server's elicitation is answered from the editor", async () => {
    const x = await initialized();
    // No budget: the server asks the client for it (elicitation/create).
    await x.send(callTool(2, "suggest_gifts", { occasion: "birthday" }));
    await x.arrows("request elicitation/create").waitFor();
    await x.button("Answer in editor").click();
    await expect.poll(async () => (await x.editorJson()).result).toBeDefined();
    const reply = await x.editorJson();
    const answer = { ...reply, result: { action: "accept", content: { budget: 60 } } };
    await x.send(JSON.stringify(answer, null, 2));
    await x
      .arrows(`reply elicitation/create id ${JSON.stringify(reply.id).replace(/^"|"$/g, "")}`)
      .or(x.arrows("reply elicitation/create"))
      .first()
      .waitFor();
    const result = x.arrows("reply tools/call id 2");
    await result.waitFor();
    expect(await result.getAttribute("aria-label")).not.toMatch(/error/);
  });

  test("switching on the second tool sends tools/list_changed, and tools/list then offers it", async () => {
    const x = await initialized();
    await openSetup(x.playground);
    await x.page.getByRole("checkbox", { name: "Second tool (suggest_gift_cards)" }).check();
    await x.arrows("notification notifications/tools/list_changed").waitFor();
    await x.send(request(2, "tools/list"));
    const reply = x.arrows("reply tools/list id 2");
    await reply.waitFor();
    await reply.click();
    const shown = x.page.getByRole("document", { name: "Message text", exact: true });
    await expect.poll(() => shown.innerText()).toContain("suggest_gift_cards");
  });

  test("progress notifications follow a slow tool, and a cancellation stops it without a reply", async () => {
    const x = await initialized();
    await x.send(callTool(2, "wrap_gift", { gift: "Teapot" }, { progressToken: "wrap-1" }));
    await x.arrows("notification notifications/progress").first().waitFor();
    expect(
      await x.arrows("notification notifications/progress").first().getAttribute("aria-label"),
    ).toMatch(/progress of tools\/call id 2/);
    await x.send(
      notification("notifications/cancelled", { requestId: 2, reason: "changed my mind" }),
    );
    await x.arrows("notification notifications/cancelled").waitFor();
    await expect
      .poll(() => x.arrows("request tools/call id 2").getAttribute("aria-label"))
      .toMatch(/cancelled, no reply/);
    // Well past the tool's remaining steps, still no reply to the cancelled request.
    await x.page.waitForTimeout(4000);
    expect(await x.arrows("reply tools/call id 2").count()).toBe(0);
  });

  test("crashing the server: the app shows it, starts a new one, and keeps the whole session", async () => {
    const x = await initialized();
    await x.send(request(2, "tools/list"));
    await x.arrows("reply tools/list id 2").waitFor();
    const before = await x.sessionRows().allInnerTexts();

    await openSetup(x.playground);
    await x.button("Crash server").click();
    await x.bands(/server crashed/).waitFor();
    await x.bands(/server restarted/).waitFor();
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);

    const after = await x.sessionRows().allInnerTexts();
    for (const row of before) expect(after).toContain(row);

    // The new server answers (its state is fresh: ping works before any handshake).
    await x.send(request(3, "ping"));
    await x.arrows("reply ping id 3").waitFor();
  });
});

describe("the diagram follows the newest message", () => {
  test("also when its pane shrinks and the resize is reported late", async () => {
    // The page learns of resizes only when the test says so: the diagram's idea of its own
    // height goes stale, as it does for a frame when a notice appears above the workbench.
    const p = await app.open({
      beforeOpen: (context) =>
        context.addInitScript(() => {
          const g = globalThis as unknown as {
            ResizeObserver: new (cb: (entries: Entry[]) => void) => {
              observe(el: unknown): void;
            };
            heldResize: boolean;
          };
          interface Entry {
            target: { querySelector(selector: string): unknown };
          }
          const Native = g.ResizeObserver;
          const isDiagram = (e: Entry) =>
            e.target.querySelector(':scope > svg[aria-label="Sequence diagram"]') !== null;
          g.heldResize = false;
          g.ResizeObserver = class {
            private inner;
            constructor(cb: (entries: Entry[]) => void) {
              // Only the diagram's own observer is held back: the editor keeps its layout.
              this.inner = new Native((entries) => {
                const told = g.heldResize ? entries.filter((e) => !isDiagram(e)) : entries;
                if (told.length > 0) cb(told);
              });
            }
            observe(el: unknown) {
              this.inner.observe(el);
            }
            unobserve(el: unknown) {
              (this.inner as unknown as { unobserve(e: unknown): void }).unobserve(el);
            }
            disconnect() {
              (this.inner as unknown as { disconnect(): void }).disconnect();
            }
          };
        }),
    });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    for (let id = 2; id <= 8; id++) {
      await x.send(request(id, "ping"));
      await x.arrows(`reply ping id ${id}`).waitFor();
    }
    // The pane loses 200 px that the diagram is not told about.
    await x.diagram().evaluate((svg) => {
      const g = globalThis as unknown as { heldResize: boolean };
      g.heldResize = true;
      const scroller = (svg as unknown as { parentElement: { previousElementSibling: unknown } })
        .parentElement;
      const heads = scroller.previousElementSibling as { style: { height: string } };
      heads.style.height = "228px";
    });
    for (let id = 9; id <= 16; id++) {
      await x.send(request(id, "ping"));
      await x.arrows(`reply ping id ${id}`).waitFor();
    }
  });
});
