/**
 * The remote target's other paths in the browser: a 2024-11-05 HTTP+SSE server found by
 * auto-detection, the transport and timeout fields, headers remembered (or not) across a
 * reload, and the target panel in Russian.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type RunningServer, startEverything } from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import type { PageGlobals } from "./dom.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();
let legacy: RunningServer | undefined;
let modern: RunningServer | undefined;

beforeAll(async () => {
  [legacy, modern] = await Promise.all([
    startEverything({ mode: "sse" }),
    startEverything({ mode: "streamableHttp" }),
  ]);
});
afterAll(async () => {
  await Promise.all([legacy?.close(), modern?.close()]);
});

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

function controls(p: Playground) {
  const page = p.page;
  return {
    target: page.getByRole("combobox", { name: "Target", exact: true }),
    url: page.getByRole("combobox", { name: "Server URL", exact: true }),
    headers: page.getByRole("textbox", { name: "Headers", exact: true }),
    remember: page.getByRole("checkbox", { name: "Remember headers on this device", exact: true }),
    transport: page.getByRole("combobox", { name: "Transport", exact: true }),
    timeout: page.getByRole("spinbutton", { name: "Timeout (s)", exact: true }),
    connection: page.getByRole("status", { name: "Connection", exact: true }),
    problems: page.getByRole("list", { name: "Connection problems", exact: true }),
  };
}

async function opened(locale?: string) {
  const p = await app.open(locale ? { locale } : {});
  await p.waitForEditorReady();
  return { p, x: new Exchange(p), c: controls(p) };
}

describe("the remote target's settings", () => {
  test("an HTTP+SSE (2024-11-05) server is detected; its replies arrive on the event stream", async () => {
    if (!legacy) throw new Error("server-everything (sse) did not start");
    const { p, x, c } = await opened();
    await c.target.selectOption("remote");
    await c.url.fill(legacy.url);
    await x.button("Connect").click();
    await expect.poll(() => c.connection.innerText()).toMatch(/Connected to .*HTTP\+SSE/);

    await x.button("Initialize").click();
    await x.arrows("reply initialize").waitFor();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.send(request(5, "tools/call", { name: "echo", arguments: { message: "legacy" } }));
    const reply = x.arrows("reply tools/call id 5");
    await reply.waitFor();
    await reply.click();
    const shown = p.page.getByRole("document", { name: "Message text", exact: true });
    await expect.poll(() => shown.innerText()).toContain("legacy");

    // The POST's curl command says where the reply will come.
    await x.arrows("request tools/call id 5").click();
    await x.button("Copy as curl").click();
    await p.page.getByText(/the reply comes on its event stream/).waitFor();
  });

  test("the transport chosen by hand is used as is, and a short timeout stops awaiting", async () => {
    if (!legacy || !modern) throw new Error("server-everything did not start");
    const { x, c } = await opened();
    await c.target.selectOption("remote");
    // Streamable HTTP forced on the legacy server: it cannot be reached that way.
    await c.url.fill(legacy.url);
    await c.transport.selectOption("streamable-http");
    await x.button("Connect").click();
    await expect.poll(() => c.connection.innerText()).not.toMatch(/Connecting/);
    expect(await c.connection.innerText()).not.toMatch(/HTTP\+SSE/);
    await expect.poll(() => c.problems.count()).toBe(1);

    // The modern server, a 1 s timeout and a tool that takes 30 s.
    await c.url.fill(modern.url);
    await c.transport.selectOption("auto");
    await c.timeout.fill("1");
    await x.button("Connect").click();
    await expect.poll(() => c.connection.innerText()).toMatch(/Connected to .*Streamable HTTP/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    const slow = { name: "trigger-long-running-operation", arguments: { duration: 30, steps: 2 } };
    await x.send(request(7, "tools/call", slow));
    await expect
      .poll(() => c.problems.innerText())
      .toContain("No answer to request 7 within 1 s: it is no longer awaited.");
  });

  test("headers are kept across a reload only when remembered, and never the unchecked ones", async () => {
    const { p, c } = await opened();
    await c.target.selectOption("remote");
    await c.url.fill("http://127.0.0.1:9/mcp");
    await c.headers.fill("Authorization: Bearer remembered-token-123456");
    await c.remember.check();
    const stored = () =>
      p.page.evaluate(() =>
        JSON.stringify({ ...(globalThis as unknown as PageGlobals).localStorage }),
      );
    await expect.poll(stored).toContain("remembered-token-123456");
    await p.page.reload();
    await p.waitForEditorReady();
    await c.target.waitFor();
    expect(await c.target.inputValue()).toBe("remote");
    await c.headers.waitFor();
    // Shown masked out of focus; the value itself is there when the field is edited.
    expect(await c.headers.inputValue()).toBe("Authorization: Bearer ••••3456");
    await c.headers.focus();
    expect(await c.headers.inputValue()).toBe("Authorization: Bearer remembered-token-123456");

    // Forgetting removes them from the device.
    await c.remember.uncheck();
    await expect.poll(stored).not.toContain("remembered-token");
    await p.page.reload();
    await p.waitForEditorReady();
    await c.headers.waitFor();
    expect(await c.headers.inputValue()).toBe("");
  });

  test("the target panel speaks Russian, its controls keep their names", async () => {
    if (!modern) throw new Error("server-everything did not start");
    const { p, x, c } = await opened("ru-RU");
    await c.target.selectOption("remote");
    const panel = p.page.getByRole("region", { name: "Session", exact: true });
    for (const text of ["Цель", "Транспорт", "Тайм-аут (с)", "Запомнить заголовки"])
      await panel.getByText(text, { exact: false }).first().waitFor();
    await expect.poll(() => c.connection.innerText()).toMatch(/Не подключено/);
    await c.url.fill(modern.url);
    await x.button("Connect").click();
    await expect.poll(() => c.connection.innerText()).toMatch(/Подключено к/);
    await x.button("Initialize").click();
    await x.arrows("notification notifications/initialized").waitFor();
    await x.arrows("request initialize").click();
    const detail = p.page.getByRole("region", { name: "Message", exact: true });
    await expect.poll(() => detail.innerText()).toMatch(/Копировать как curl/);
    await expect.poll(() => detail.innerText()).toMatch(/Заголовки запроса/);
  });
});
