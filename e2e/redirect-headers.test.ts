/**
 * A header typed in the Headers field never follows a redirect to another origin (issue 34,
 * hole 2): the page's POST gets a 307 to a second loopback server, which must never see it.
 * The browser hides where the redirect goes, so the page refuses it in words.
 */
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type ScriptedServer, startScripted } from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";

const app = usePlayground();
let home: ScriptedServer | undefined;
let away: ScriptedServer | undefined;

beforeAll(async () => {
  [home, away] = await Promise.all([startScripted(), startScripted()]);
  const there = away.url("/mcp");
  home.on("/mcp", (_req, res: ServerResponse) => {
    res.writeHead(307, { Location: there, "Access-Control-Allow-Origin": "*" });
    res.end();
  });
  away.on("/mcp", (_req, res: ServerResponse) => {
    res.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
    res.end('{"jsonrpc":"2.0","id":1,"result":{}}');
  });
});
afterAll(async () => {
  await Promise.all([home?.close(), away?.close()]);
});

test("X-Api-Key does not go along a 307 to another origin; the page says why", async () => {
  if (!home || !away) throw new Error("servers did not start");
  const p = await app.open();
  await p.waitForEditorReady();
  const x = new Exchange(p);
  const page = p.page;
  await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
  await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(home.url("/mcp"));
  await page
    .getByRole("textbox", { name: "Headers", exact: true })
    .fill("X-Api-Key: typed-secret-123");
  await x.button("Connect").click();
  await x.button("Initialize").click();
  const problems = page.getByRole("list", { name: "Connection problems", exact: true });
  await expect
    .poll(() => problems.innerText(), { timeout: 30_000 })
    .toContain("redirected the request");
  expect(home.seen.some((r) => r.headers["x-api-key"] === "typed-secret-123")).toBe(true);
  expect(away.seen.filter((r) => r.headers["x-api-key"] !== undefined)).toEqual([]);
});
