/**
 * The built page served by the stdio bridge (`mcp-playground`), in Chromium: the page works
 * under the bridge's policy headers, reaches the bridge's routes the way the page does (a
 * same-origin POST carries the exact Origin), and nothing else can: not the widget sandbox page
 * opened on its own (an opaque origin), not another local site.
 */
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { tempSite, writeTinyServer } from "../src/bridge/bridge.testkit.ts";
import { type Bridge, startBridge } from "../src/bridge/server.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { widgetFrame } from "./widget.ts";

const app = usePlayground();
let bridge: Bridge;
let scratch: Awaited<ReturnType<typeof tempSite>>;

beforeAll(async () => {
  scratch = await tempSite();
  const tiny = await writeTinyServer(scratch.root);
  bridge = await startBridge({
    site: inject("outDir"),
    // Offered, not chosen: the page starts nothing by itself and stays on the gift server, so
    // the processes here are the test's own.
    servers: [{ id: "tiny", command: process.execPath, args: [tiny] }],
  });
});
afterAll(async () => {
  await bridge?.close();
  await scratch?.done();
});

interface PageGlobals {
  fetch: typeof fetch;
  origin: string;
  TextDecoder: typeof TextDecoder;
}

describe("the bridge's site in the browser", () => {
  test("the page works under the bridge's headers and talks to a stdio server through it", async () => {
    const p = await app.open({ url: bridge.url });
    await p.waitForEditorReady();
    // The page's own fetches, as the stdio transport makes them: hello, start, events, send.
    const reply = await p.page.evaluate(async () => {
      const w = globalThis as unknown as PageGlobals;
      const json = { "content-type": "application/json" };
      const hello = (await (
        await w.fetch("__mcp-bridge/hello", { method: "POST", headers: json, body: "{}" })
      ).json()) as { token: string; servers: { id: string }[] };
      const headers = { ...json, "x-mcp-playground-token": hello.token };
      const post = (route: string, body: unknown) =>
        w.fetch(`__mcp-bridge/${route}`, { method: "POST", headers, body: JSON.stringify(body) });
      const { process } = (await (
        await post("start", { server: hello.servers[0]!.id })
      ).json()) as {
        process: string;
      };
      const events = await post("events", { process });
      const reader = events.body!.getReader();
      await post("send", {
        process,
        line: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      });
      const decoder = new w.TextDecoder();
      let text = "";
      while (!text.includes('"type":"stdout"')) {
        const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      await post("stop", { process });
      return text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { type: string; line?: string })
        .find((event) => event.type === "stdout")?.line;
    });
    expect(JSON.parse(reply ?? "null")).toEqual({ jsonrpc: "2.0", id: 1, result: { tools: [] } });
    await expect.poll(() => bridge.running()).toBe(0);
    expect(await p.cspViolations()).toEqual([]);
  });

  test("the widget sandbox page, opened on its own, is an opaque origin the bridge refuses", async () => {
    const p = await app.open({ url: bridge.url });
    await p.waitForEditorReady();
    const token = await p.page.evaluate(async () => {
      const w = globalThis as unknown as PageGlobals;
      const answer = await w.fetch("__mcp-bridge/hello", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      return ((await answer.json()) as { token: string }).token;
    });
    await p.page.goto(new URL("sandbox.html", bridge.url).href);
    const seen = await p.page.evaluate(async (known) => {
      const w = globalThis as unknown as PageGlobals;
      const tries: string[] = [];
      for (const body of ["{}", JSON.stringify({ command: "node", args: ["-e", "1"] })]) {
        try {
          // Even with the token (a widget could not know it): the Origin is "null".
          const answer = await w.fetch("__mcp-bridge/start", {
            method: "POST",
            headers: { "content-type": "application/json", "x-mcp-playground-token": known },
            body,
          });
          tries.push(`status ${answer.status}`);
        } catch {
          tries.push("refused");
        }
      }
      // A simple request (no preflight) reaches the bridge, whose Origin check refuses it (and
      // the answer's Cross-Origin-Resource-Policy keeps even its opaque form from the page).
      try {
        await w.fetch("__mcp-bridge/start", {
          method: "POST",
          mode: "no-cors",
          body: JSON.stringify({ server: "tiny" }),
        });
        tries.push("answered");
      } catch {
        tries.push("refused");
      }
      return { origin: w.origin, tries };
    }, token);
    expect(seen).toEqual({ origin: "null", tries: ["refused", "refused", "refused"] });
    expect(bridge.running()).toBe(0);
  });

  test("another local site cannot read hello", async () => {
    const p = await app.open();
    const result = await p.page.evaluate(async (url) => {
      const w = globalThis as unknown as PageGlobals;
      try {
        const answer = await w.fetch(`${url}__mcp-bridge/hello`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        return `status ${answer.status}: ${await answer.text()}`;
      } catch {
        return "refused";
      }
    }, bridge.url);
    expect(result).toBe("refused");
  });

  test("a widget still opens: the sandbox page under its sandbox header works in its frame", async () => {
    const p = await app.open({ url: bridge.url });
    await p.waitForEditorReady();
    const x = new Exchange(p);
    const request = (id: number, method: string, params?: unknown) =>
      JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
    await expect.poll(() => x.serverStatus().innerText()).toMatch(/ready/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.send(request(2, "tools/list"));
    await x.arrows("reply tools/list id 2").waitFor();
    await x.send(
      request(3, "tools/call", {
        name: "suggest_gifts",
        arguments: { occasion: "birthday", budget: 50 },
      }),
    );
    const reply = x.arrows("reply tools/call id 3");
    await reply.waitFor();
    await reply.click();
    await x.button("Open widget").click();
    const widget = widgetFrame(p.page);
    await widget.getByRole("heading", { name: "Gift ideas" }).waitFor();
    await expect.poll(() => widget.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await p.cspViolations()).toEqual([]);
  });
});
