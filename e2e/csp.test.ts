/**
 * The built page under its own Content-Security-Policy: scripts only from the site (the theme
 * script by its hash), nothing evaluated from a string. The whole workbench works under it; the
 * page object fails any test whose pages the policy refused something in.
 */
import { describe, expect, test } from "vitest";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { TOOLS_CALL_MISNAMED } from "./messages.ts";

const app = usePlayground();

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

describe("the Content-Security-Policy", () => {
  test("is in the built page, strict, and enforced", async () => {
    const p = await app.open();
    const policy = await p.page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/unsafe-eval/);
    // An inline script the page did not ship is refused, and the refusal is what the page
    // object watches for in every test (then forgotten here, as it was put there on purpose).
    const ran = await p.page.evaluate(async () => {
      const w = globalThis as unknown as InjectGlobals;
      const script = w.document.createElement("script");
      script.textContent = "globalThis.injected = 'ran'";
      w.document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return w.injected ?? "refused";
    });
    expect(ran).toBe("refused");
    expect(await p.cspViolations()).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    await p.page.evaluate(() => ((globalThis as unknown as InjectGlobals).__cspViolations = []));
  });

  test("the workbench works under it: checking, fixes, templates, the gift server, tool arguments, the diagram", async () => {
    const p = await app.open();
    await p.waitForEditorReady();

    await p.setText(TOOLS_CALL_MISNAMED);
    await expect.poll(() => p.fixButtons().count()).toBeGreaterThan(0);
    await p.applyFirstFix();
    await p.page.getByRole("button", { name: "Templates", exact: true }).click();
    const search = p.page.getByRole("searchbox", { name: "Search templates", exact: true });
    await search.fill("ping");
    await search.press("Enter");
    await expect.poll(() => p.text()).toContain('"ping"');

    const x = new Exchange(p);
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.send(request(2, "tools/list"));
    await x.arrows("reply tools/list id 2").waitFor();

    // Arguments that break the tool's inputSchema: the session rules validate them against the
    // schema the server declared (interpreted: nothing is compiled to code under this policy).
    await x.send(
      request(3, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: "fifty" },
      }),
    );
    const call = x.arrows("request tools/call id 3");
    await call.waitFor();
    await call.click();
    const findings = p.page.getByRole("list", { name: "Message findings", exact: true });
    await expect
      .poll(() => findings.innerText())
      .toMatch(/inputSchema of tool "suggest_gifts": \/budget must be number/);
    await x.arrows("reply tools/call id 3").waitFor();
    expect(await p.cspViolations()).toEqual([]);
  });
});

interface InjectGlobals {
  injected?: string;
  __cspViolations: string[];
  document: {
    createElement(tag: "script"): { textContent: string };
    head: { append(node: unknown): void };
  };
}
