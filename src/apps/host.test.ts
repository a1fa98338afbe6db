/**
 * The widget host against a scripted widget: the sandbox gets the page with its policy, the
 * handshake, nothing before `ui/notifications/initialized`, the tool's input and result after
 * it, a widget's tools/call through the send path with the same arguments, the refusal of an
 * app-hidden tool, links and messages asked, never acted on silently.
 */
import { describe, expect, it } from "vitest";
import type { WidgetResource } from "./document.ts";
import {
  type FrameEvent,
  type FramePort,
  MAX_WIDGET_MESSAGE_CHARS,
  NAVIGATED,
  PROXY_READY,
  RESOURCE_READY,
  withinCap,
} from "./frame.ts";
import { MAX_REPLY_CHARS } from "../transport/http/wire/exchange.ts";
import { type WidgetHostDeps, openWidgetHost } from "./host.ts";

type Json = Record<string, unknown>;

function fakeFrame() {
  const toFrame: Json[] = [];
  let handler: ((data: unknown) => void) | undefined;
  const port: FramePort = {
    post: (m) => toFrame.push(m as Json),
    listen: (h) => {
      handler = h;
      return () => (handler = undefined);
    },
  };
  const fromWidget = (m: unknown) => handler?.(m);
  return { port, toFrame, fromWidget, listening: () => handler !== undefined };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
};

const RESOURCE: WidgetResource = {
  uri: "ui://gifts/ideas.html",
  mimeType: "text/html;profile=mcp-app",
  html: "<!doctype html><p>hi</p>",
  csp: {},
  cspDeclared: true,
  permissions: {},
  prefersBorder: true,
};

const TOOLS: Record<string, Json> = {
  suggest_gifts: { name: "suggest_gifts", _meta: { ui: { visibility: ["model", "app"] } } },
  draft_congratulation: { name: "draft_congratulation", _meta: { ui: { visibility: ["model"] } } },
  wrap_gift: { name: "wrap_gift" },
  // A string, not a list: read as the most restrictive value, never as absent.
  stringly: { name: "stringly", _meta: { ui: { visibility: "model" } } },
};

async function open(answer = false) {
  const frame = fakeFrame();
  const log: [string, Json][] = [];
  const requests: [string, Json][] = [];
  const asked: string[] = [];
  const heights: number[] = [];
  const events: FrameEvent[] = [];
  const deps: WidgetHostDeps = {
    request: (method, params) => {
      requests.push([method, params]);
      return Promise.resolve({ content: [], structuredContent: { gifts: [] } });
    },
    tool: (name) => Promise.resolve(TOOLS[name]),
    ask: (q) => {
      asked.push(`${q.kind}: ${q.text}`);
      return Promise.resolve(answer);
    },
    resized: (h) => heights.push(h),
    record: (flow, text) => log.push([flow, JSON.parse(text) as Json]),
    frameEvent: (e) => events.push(e),
  };
  const host = await openWidgetHost({
    port: frame.port,
    resource: RESOURCE,
    flavour: "apps",
    toolInput: { occasion: "birthday", budget: 50 },
    toolResult: { content: [], structuredContent: { gifts: [{ name: "Mug" }] } },
    hostContext: { theme: "light", locale: "en" },
    deps,
  });
  return { host, frame, log, requests, asked, heights, events };
}

const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "ui/initialize",
  params: {
    appInfo: { name: "t", version: "1" },
    appCapabilities: {},
    protocolVersion: "2026-01-26",
  },
};

async function handshake(fromWidget: (m: unknown) => void) {
  fromWidget(initialize);
  await settle();
  fromWidget({ jsonrpc: "2.0", method: "ui/notifications/initialized", params: {} });
  await settle();
}

describe("the widget host", () => {
  it("gives the sandbox the page with its policy in front, and records nothing of that", async () => {
    const { frame, log } = await open();
    frame.fromWidget({ jsonrpc: "2.0", method: PROXY_READY, params: {} });
    const [ready] = frame.toFrame;
    expect(ready?.method).toBe(RESOURCE_READY);
    const html = (ready?.params as { html: string }).html;
    expect(html).toMatch(/^<!doctype html><meta http-equiv="Content-Security-Policy"/);
    expect(html).toContain("connect-src 'none'");
    expect(log).toEqual([]);
  });

  it("answers ui/initialize, sends nothing else before initialized, then the input and the result", async () => {
    const { frame, log } = await open();
    frame.fromWidget(initialize);
    await settle();
    expect(frame.toFrame.map((m) => m.id)).toEqual([1]);
    expect(frame.toFrame[0]?.result).toMatchObject({ hostInfo: { name: "mcp-playground" } });
    frame.fromWidget({ jsonrpc: "2.0", method: "ui/notifications/initialized", params: {} });
    await settle();
    const methods = frame.toFrame.slice(1).map((m) => m.method);
    expect(methods).toEqual(["ui/notifications/tool-input", "ui/notifications/tool-result"]);
    expect(frame.toFrame[1]?.params).toEqual({ arguments: { occasion: "birthday", budget: 50 } });
    expect(log.map(([flow, m]) => `${flow} ${String(m.method ?? m.id)}`)).toEqual([
      "in ui/initialize",
      "out 1",
      "in ui/notifications/initialized",
      "out ui/notifications/tool-input",
      "out ui/notifications/tool-result",
    ]);
  });

  it("sends a widget's tools/call to the server with the same arguments and relays the result", async () => {
    const { frame, requests } = await open();
    await handshake(frame.fromWidget);
    const args = { occasion: "birthday", budget: 75 };
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: args },
    });
    await settle();
    expect(requests).toEqual([["tools/call", { name: "suggest_gifts", arguments: args }]]);
    expect(frame.toFrame.find((m) => m.id === 2)?.result).toMatchObject({
      structuredContent: { gifts: [] },
    });
  });

  it("refuses a call to a tool whose visibility lacks app, and sends nothing to the server", async () => {
    const { frame, requests, log } = await open();
    await handshake(frame.fromWidget);
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "draft_congratulation", arguments: {} },
    });
    await settle();
    expect(requests).toEqual([]);
    const reply = frame.toFrame.find((m) => m.id === 3);
    expect((reply?.error as { message: string }).message).toMatch(/not for apps.*visibility/);
    expect(log.some(([flow, m]) => flow === "out" && m.id === 3 && "error" in m)).toBe(true);
    // No visibility at all means both may call it.
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 4,
      method: "tools/call",
      params: { name: "wrap_gift", arguments: { gift: "Mug" } },
    });
    await settle();
    expect(requests.map(([m]) => m)).toEqual(["tools/call"]);
  });

  it("asks before a link or a message and tells the widget when the user says no", async () => {
    const { frame, asked } = await open(false);
    await handshake(frame.fromWidget);
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 5,
      method: "ui/open-link",
      params: { url: "https://example.com/" },
    });
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 6,
      method: "ui/message",
      params: { role: "user", content: [{ type: "text", text: "More, please" }] },
    });
    await settle();
    expect(asked).toEqual(["open-link: https://example.com/", "message: More, please"]);
    expect(frame.toFrame.find((m) => m.id === 5)?.result).toEqual({ isError: true });
    expect(frame.toFrame.find((m) => m.id === 6)?.result).toEqual({ isError: true });
  });

  it("passes the widget's height on, and stops listening when closed", async () => {
    const { host, frame, heights } = await open();
    frame.fromWidget({
      jsonrpc: "2.0",
      method: "ui/notifications/size-changed",
      params: { height: 240 },
    });
    await settle();
    expect(heights).toEqual([240]);
    await host.close();
    expect(frame.listening()).toBe(false);
  });

  it("tells an initialized widget about a new theme or language, and tears it down on close", async () => {
    const { host, frame } = await open();
    await handshake(frame.fromWidget);
    host.setContext({ theme: "dark", locale: "ru-RU" });
    await settle();
    const changed = frame.toFrame.find((m) => m.method === "ui/notifications/host-context-changed");
    expect(changed?.params).toMatchObject({ theme: "dark", locale: "ru-RU" });
    const closing = host.close();
    await settle();
    const teardown = frame.toFrame.find((m) => m.method === "ui/resource-teardown");
    expect(teardown).toBeDefined();
    frame.fromWidget({ jsonrpc: "2.0", id: teardown?.id, result: {} });
    await closing;
    expect(frame.listening()).toBe(false);
  });
});

describe("the widget host against a hostile widget", () => {
  it("sends the page once per frame: a repeated sandbox-proxy-ready is logged once, else ignored", async () => {
    const { frame, log, events } = await open();
    for (let i = 0; i < 100; i++)
      frame.fromWidget({ jsonrpc: "2.0", method: PROXY_READY, params: {} });
    expect(frame.toFrame.filter((m) => m.method === RESOURCE_READY)).toHaveLength(1);
    expect(log.map(([flow, m]) => `${flow} ${String(m.method)}`)).toEqual([`in ${PROXY_READY}`]);
    expect(events).toEqual([{ kind: "repeated-ready" }]);
    // The page carries the widget's frame domains, for the sandbox to narrow its own policy.
    expect(frame.toFrame[0]?.params).toMatchObject({ frameSrc: "'none'" });
  });

  it("reads no widget message past the cap of a server's reply, and answers a request so large with an error", async () => {
    expect(MAX_WIDGET_MESSAGE_CHARS).toBe(MAX_REPLY_CHARS);
    const { frame, log, events, requests } = await open();
    await handshake(frame.fromWidget);
    const before = log.length;
    const huge = "x".repeat(MAX_REPLY_CHARS + 1);
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 9,
      method: "tools/call",
      params: { name: "suggest_gifts", arguments: { huge } },
    });
    frame.fromWidget({ jsonrpc: "2.0", method: "notifications/message", params: { huge } });
    await settle();
    expect(requests).toEqual([]);
    expect(events).toEqual([
      { kind: "too-large", mib: 32 },
      { kind: "too-large", mib: 32 },
    ]);
    // Only the host's refusal is logged, never the message itself.
    const logged = log.slice(before);
    expect(logged.map(([flow, m]) => `${flow} ${String(m.id)}`)).toEqual(["out 9"]);
    expect((logged[0]?.[1].error as { message: string }).message).toMatch(/larger than 32 MiB/);
  });

  it("judges a message's size without writing it out, stopping at the cap", () => {
    expect(withinCap({ a: "x".repeat(100) }, 200)).toBe(true);
    expect(withinCap({ a: "x".repeat(300) }, 200)).toBe(false);
    expect(withinCap(new Array(1000).fill(1), 200)).toBe(false);
    const cyclic: Json = { a: 1 };
    cyclic.self = cyclic;
    expect(withinCap(cyclic, 200)).toBe(true);
    expect(withinCap(new Uint8Array(1000), 200)).toBe(false);
  });

  it("hears of a navigated frame, which the sandbox says with its own notification", async () => {
    const { frame, events, log } = await open();
    frame.fromWidget({ jsonrpc: "2.0", method: NAVIGATED, params: {} });
    expect(events).toEqual([{ kind: "navigated" }]);
    expect(log).toEqual([]);
  });

  it("refuses a tool whose visibility is a string, not a list (read as model only)", async () => {
    const { frame, requests } = await open();
    await handshake(frame.fromWidget);
    frame.fromWidget({
      jsonrpc: "2.0",
      id: 7,
      method: "tools/call",
      params: { name: "stringly", arguments: {} },
    });
    await settle();
    expect(requests).toEqual([]);
    const reply = frame.toFrame.find((m) => m.id === 7);
    expect((reply?.error as { message: string }).message).toMatch(
      /not for apps: its _meta.ui.visibility is not a list/,
    );
  });
});
