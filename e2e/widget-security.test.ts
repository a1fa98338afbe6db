/**
 * The widget host against hostile widgets and servers, each attack reproduced and its defence
 * shown: a widget bound to its connection and session, its frame kept on its page, its
 * messages capped, its handshake answered once, its link question frozen and its address shown
 * with the real host, only widget MIME types run, no WebRTC without declared network, a
 * malformed visibility read as model only, and a page too large to read failing at once.
 * The widget servers are started here, on loopback.
 */
import type { Frame, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  SCRIPTED_WIDGET,
  type WidgetServer,
  startWidgetServer,
  widgetTool,
} from "../test/servers/index.ts";
import { Exchange } from "./exchange.ts";
import { usePlayground } from "./fixtures.ts";
import { openSetup } from "./setupLine.ts";
import { widgetDocument } from "./widget.ts";
import type { Playground } from "./playground.ts";

const app = usePlayground();

/** The exchange of the test running now: a failed test prints what its diagram held. */
let current: Exchange | undefined;
// Registered after usePlayground's: it runs first, while the page is still open.
afterEach(async (context) => {
  const x = current;
  current = undefined;
  if (context.task.result?.state === "fail" && x) console.error(await x.diagnosis());
});

const APPS = "text/html;profile=mcp-app";
const ESCAPE = "https://widget-escape.test";
const MIB = 1024 * 1024;

/**
 * The scripted widget with a declarative shadow root in its markup: a closed root (no script of
 * the page can see into it) holding a frame that runs a script of the widget's writing. What its
 * frames say is kept in `heard`, from before the page's first frame can speak.
 */
const SHADOWED_WIDGET = SCRIPTED_WIDGET.replace(
  "<body>",
  `<body><script>window.heard = []; addEventListener("message", (e) => { if (typeof e.data === "string" && e.data.startsWith("child:")) heard.push(e.data); });</script>` +
    `<div><template shadowrootmode="closed"><iframe srcdoc="<script>parent.postMessage('child:dsd:' + typeof RTCPeerConnection, '*')</script>"></iframe></template></div>`,
);

const request = (id: number, method: string, params?: unknown) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

const servers: WidgetServer[] = [];
let a: WidgetServer;
let b: WidgetServer;

beforeAll(async () => {
  const tools = [
    widgetTool("show", "ui://t/scripted.html"),
    widgetTool("stringly", "ui://t/scripted.html", "model"),
    widgetTool("framed", "ui://t/framed.html"),
    widgetTool("online", "ui://t/online.html"),
    widgetTool("shadowed", "ui://t/shadowed.html"),
    widgetTool("plain", "ui://t/plain.html"),
    widgetTool("huge", "ui://t/huge.html"),
  ];
  const pages = {
    "ui://t/scripted.html": { mimeType: APPS, text: SCRIPTED_WIDGET },
    "ui://t/framed.html": {
      mimeType: APPS,
      text: SCRIPTED_WIDGET,
      meta: { ui: { csp: { frameDomains: [ESCAPE] } } },
    },
    "ui://t/online.html": {
      mimeType: APPS,
      text: SHADOWED_WIDGET,
      meta: { ui: { csp: { connectDomains: ["https://api.widget-escape.test"] } } },
    },
    "ui://t/shadowed.html": { mimeType: APPS, text: SHADOWED_WIDGET },
    "ui://t/plain.html": { mimeType: "text/plain", text: SCRIPTED_WIDGET },
    "ui://t/huge.html": { mimeType: APPS, text: 33 * MIB },
    "secret://b/private": { mimeType: "text/plain", text: "B's private resource" },
  };
  a = await startWidgetServer({ name: "server-a", tools, pages });
  b = await startWidgetServer({ name: "server-b", tools, pages });
  servers.push(a, b);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** Chooses the remote target, enters `url` (and `headers`) and presses Connect. */
async function connect(p: Playground, url: string, headers?: string) {
  const page = p.page;
  await openSetup(p);
  await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("remote");
  await page.getByRole("combobox", { name: "Server URL", exact: true }).fill(url);
  if (headers !== undefined)
    await page.getByRole("textbox", { name: "Headers", exact: true }).fill(headers);
  await new Exchange(p).button("Connect").click();
}

/** Connects to `server`, shakes hands, lists the tools, calls `tool` and opens its widget. */
async function openWidget(server: WidgetServer, tool: string, p?: Playground) {
  p ??= await app.open();
  await p.waitForEditorReady();
  const x = new Exchange(p);
  current = x;
  await connect(p, server.url);
  await x.button("Initialize").click();
  await x.arrows("reply initialize").last().waitFor();
  await x.send(request(2, "tools/list"));
  await x.arrows("reply tools/list id 2").last().waitFor();
  await x.send(request(3, "tools/call", { name: tool, arguments: {} }));
  const reply = x.arrows("reply tools/call id 3").last();
  await reply.waitFor();
  await reply.click();
  await x.button("Open widget").click();
  return { p, x, page: p.page };
}

const pane = (page: Page) => page.getByRole("region", { name: "Widget", exact: true });
const paneStatus = (page: Page) => pane(page).getByRole("status");
const widgetFrames = (page: Page) => page.locator('iframe[title="Widget frame"]');

/** The widget's own document (inside the sandbox page's frame), once it has shaken hands. */
async function readyWidget(page: Page): Promise<Frame> {
  const doc = await widgetDocument(page);
  await expect
    .poll(() => doc.evaluate(() => typeof (globalThis as { ready?: unknown }).ready))
    .toBe("object");
  await doc.evaluate(() => (globalThis as unknown as { ready: Promise<void> }).ready);
  return doc;
}

type Answer = { result?: Record<string, unknown>; error?: { message: string } };

/** Runs `rpc(method, params)` in the widget and returns the host's answer. */
const rpc = (doc: Frame, method: string, params: unknown) =>
  doc.evaluate(
    ([m, p]) =>
      (globalThis as unknown as { rpc(m: string, p: unknown): Promise<Answer> }).rpc(m, p),
    [method, params] as const,
  );

const widgetHostCalls = (server: WidgetServer) =>
  server.calls.filter((c) => typeof c.id === "string" && c.id.startsWith("widget-host-"));

describe("a widget belongs to one connection and one session", () => {
  test("connecting to server B closes server A's widget with a notice; nothing of it reaches B, headers or not", async () => {
    const { p, x, page } = await openWidget(a, "show");
    const doc = await readyWidget(page);
    // On A, the widget's call goes through the host to A.
    const answer = await rpc(doc, "tools/call", { name: "show", arguments: {} });
    expect(answer.result?.structuredContent).toEqual({ server: "server-a" });
    const before = b.calls.length;

    await connect(p, b.url, "Authorization: Bearer secret-of-b");
    await expect
      .poll(() => paneStatus(page).innerText())
      .toMatch(/belonged to the earlier connection: it was closed/);
    // The frame is gone: nothing of the widget runs on.
    await expect.poll(() => widgetFrames(page).count()).toBe(0);
    await x.button("Initialize").click();
    await x.arrows("reply initialize").last().waitFor();
    // B heard the user's handshake only: no tools/call, no resources/read from the widget.
    const toB = b.calls.slice(before);
    expect(toB.map((c) => c.method)).not.toContain("resources/read");
    expect(toB.map((c) => c.method)).not.toContain("tools/call");
    expect(widgetHostCalls(b)).toEqual([]);
    expect(toB.some((c) => c.headers.authorization === "Bearer secret-of-b")).toBe(true);
  });

  test("switching to the gift server, or a new session, closes the widget and says why", async () => {
    const { p, page } = await openWidget(a, "show");
    await readyWidget(page);
    await openSetup(p);
    await page.getByRole("combobox", { name: "Target", exact: true }).selectOption("gift");
    await expect.poll(() => paneStatus(page).innerText()).toMatch(/belonged to the earlier server/);
    await expect.poll(() => widgetFrames(page).count()).toBe(0);
    await pane(page).getByRole("button", { name: "Close widget", exact: true }).click();

    await openWidget(a, "show", p);
    await readyWidget(page);
    await new Exchange(p).button("New session").click();
    const dialog = page.getByRole("dialog");
    if (await dialog.count()) await dialog.getByRole("button").first().click();
    await expect
      .poll(() => paneStatus(page).innerText())
      .toMatch(/belonged to the earlier session/);
    await expect.poll(() => widgetFrames(page).count()).toBe(0);
  });

  test("visibility comes from the widget's own server; a string visibility is read as model only", async () => {
    const { page } = await openWidget(a, "show");
    const doc = await readyWidget(page);
    const calls = widgetHostCalls(a).length;
    const refused = await rpc(doc, "tools/call", { name: "stringly", arguments: {} });
    expect(refused.error?.message).toMatch(/not for apps: its _meta.ui.visibility is not a list/);
    expect(widgetHostCalls(a).slice(calls)).toEqual([]);
    // The widget check says so as a problem.
    const p2 = await openWidget(a, "stringly");
    await p2.x.button("Check widget").click();
    const report = p2.page.getByRole("list", { name: "Widget check", exact: true });
    await expect
      .poll(() => report.innerText())
      .toMatch(/problem · _meta.ui.visibility is not a list \(model assumed\)/);
  });
});

describe("the widget's frame stays on the widget's page", () => {
  test("a widget that declares no frame domains cannot take its frame to an https address", async () => {
    const { p, page } = await openWidget(a, "show");
    let escaped = 0;
    await p.context.route(`${ESCAPE}/**`, (route) => {
      escaped++;
      return route.fulfill({ contentType: "text/html", body: "<h1>escaped</h1>" });
    });
    const doc = await readyWidget(page);
    await doc.evaluate((to) => {
      (globalThis as unknown as { location: { href: string } }).location.href = to;
    }, `${ESCAPE}/away`);
    // The sandbox page's policy, narrowed to the widget's, refused it: nothing was fetched, and
    // a frame that tried to leave is torn down all the same.
    await expect
      .poll(() => paneStatus(page).innerText())
      .toMatch(/frame went to another page: the widget was closed/);
    await expect.poll(() => widgetFrames(page).count()).toBe(0);
    expect(escaped).toBe(0);
  });

  test("a frame that navigates even where it may (a declared frame domain) is torn down", async () => {
    const { p, page } = await openWidget(a, "framed");
    let loaded = 0;
    await p.context.route(`${ESCAPE}/**`, (route) => {
      loaded++;
      return route.fulfill({ contentType: "text/html", body: "<h1>escaped</h1>" });
    });
    const doc = await readyWidget(page);
    await doc.evaluate((to) => {
      (globalThis as unknown as { location: { href: string } }).location.href = to;
    }, `${ESCAPE}/declared`);
    await expect
      .poll(() => paneStatus(page).innerText())
      .toMatch(/frame went to another page: the widget was closed/);
    await expect.poll(() => widgetFrames(page).count()).toBe(0);
    // Allowed by its policy, so it did load (the same route the test above saw unused).
    expect(loaded).toBe(1);
  });
});

describe("what a widget sends is bounded", () => {
  test("a 40 MiB message is not read (the cap of a server's reply), and the log says so", async () => {
    const { x, page } = await openWidget(a, "show");
    const doc = await readyWidget(page);
    const calls = widgetHostCalls(a).length;
    const answer = await doc.evaluate(
      (mib) =>
        (globalThis as unknown as { rpc(m: string, p: unknown): Promise<Answer> }).rpc(
          "tools/call",
          { name: "show", arguments: { huge: "x".repeat(mib * 1024 * 1024) } },
        ),
      40,
    );
    expect(answer.error?.message).toMatch(/larger than 32 MiB, more than the host reads/);
    const rows = x.sessionRows();
    await expect
      .poll(async () => (await rows.allInnerTexts()).join("\n"))
      .toMatch(/A message from the widget is larger than 32 MiB/);
    expect(widgetHostCalls(a).slice(calls)).toEqual([]);
  });

  test("a hundred sandbox-proxy-ready: the page goes once, the repeat is logged once", async () => {
    const { x, page } = await openWidget(a, "show");
    const doc = await readyWidget(page);
    await doc.evaluate(() => {
      const g = globalThis as unknown as { notify(m: string, p: unknown): void };
      for (let i = 0; i < 100; i++) g.notify("ui/notifications/sandbox-proxy-ready", {});
    });
    // A request after them is answered: they were handled in order, and ignored.
    await rpc(doc, "ping", {});
    await x.arrows("widget reply ping").last().waitFor();
    const ready = x.arrows("widget notification ui/notifications/sandbox-proxy-ready");
    expect(await ready.count()).toBe(1);
    const resourceReady = x.arrows("widget notification ui/notifications/sandbox-resource-ready");
    expect(await resourceReady.count()).toBe(0);
  });
});

describe("what a widget asks of the user", () => {
  test("the link question stays as shown while open, and names the real host of a spoofed address", async () => {
    const { p, page } = await openWidget(a, "show");
    const doc = await readyWidget(page);
    const port = new URL(a.origin).port;
    const spoofed = `http://trusted.example\u2215docs\u2215start@127.0.0.1:${port}/`;
    const first = doc.evaluate(
      (url) =>
        (globalThis as unknown as { rpc(m: string, p: unknown): Promise<Answer> }).rpc(
          "ui/open-link",
          { url },
        ),
      spoofed,
    );
    const question = pane(page).getByRole("alertdialog");
    await question.waitFor();
    // Its real host, emphasised; what sits before the @ flagged as a user name.
    expect(await question.locator("strong").innerText()).toBe(`127.0.0.1:${port}`);
    expect(await question.getByRole("note").innerText()).toMatch(
      /“trusted.example∕docs∕start” before the @ is not where the link goes/,
    );
    // A second request while it is shown is refused; the question does not change.
    const swapped = await rpc(doc, "ui/open-link", { url: "https://elsewhere.example/" });
    expect(swapped.result).toEqual({ isError: true });
    expect(await question.locator("strong").innerText()).toBe(`127.0.0.1:${port}`);
    expect(await question.innerText()).toMatch(/asked again while a question was open/);
    // Allow opens exactly the address shown: on 127.0.0.1.
    const popup = p.context.waitForEvent("page");
    await question.getByRole("button", { name: "Allow", exact: true }).click();
    const opened = await popup;
    await opened.waitForLoadState("domcontentloaded").catch(() => undefined);
    expect(new URL(opened.url()).host).toBe(`127.0.0.1:${port}`);
    expect((await first).result).toEqual({});
  });
});

describe("only widgets run as widgets", () => {
  test("a ui:// resource served as text/plain is refused, not run", async () => {
    const { page } = await openWidget(a, "plain");
    await expect
      .poll(() => paneStatus(page).innerText())
      .toMatch(/Not a widget: ui:\/\/t\/plain\.html is served as text\/plain/);
    expect(await widgetFrames(page).getAttribute("src")).toBeNull();
    expect(page.frames().filter((f) => f.url().endsWith("sandbox.html"))).toEqual([]);
  });

  test("a page over the read cap fails at once, not at the ten-minute timeout", async () => {
    const { page } = await openWidget(a, "huge");
    await expect
      .poll(() => paneStatus(page).innerText())
      .toMatch(/could not be opened: The server did not answer resources\/read/);
  });
});

describe("no WebRTC without declared network", () => {
  /**
   * What the widget can do with WebRTC: in its own window, and in every kind of frame whose page
   * it could write itself (each would bring a fresh window with WebRTC in it). A child that ran
   * says `child:<route>:<typeof RTCPeerConnection>`; the page's own declarative shadow root had
   * its chance at load, and `heard` kept what it said.
   */
  const probe = async () => {
    type Frame = { srcdoc: string; src: string; isConnected: boolean };
    type Host = {
      attachShadow(init: unknown): { appendChild(n: unknown): void };
      cloneNode(deep: boolean): unknown;
      setHTMLUnsafe?: (html: string) => void;
    };
    type Win = Record<string, unknown>;
    const g = globalThis as unknown as Win & {
      document: {
        createElement(t: "iframe"): Frame;
        createElement(t: "div"): Host;
        body: { appendChild(n: unknown): void };
        write?: unknown;
      };
      heard: string[];
      addEventListener(type: "message", f: (e: { data: unknown }) => void): void;
      rpc(m: string, p: unknown): Promise<unknown>;
    };
    const Peer = (g.RTCPeerConnection ?? g.webkitRTCPeerConnection) as
      (new (c: unknown) => unknown) | undefined;
    let own = "none";
    if (typeof Peer === "function") {
      try {
        new Peer({
          iceServers: [{ urls: "turn:127.0.0.1:3478", username: "data", credential: "x" }],
        });
        own = "created";
      } catch (error) {
        own = String(error);
      }
    }
    const said = [...g.heard];
    const routes = ["srcdoc", "javascript", "setHTMLUnsafe", "clone"];
    const all = new Promise<void>((resolve) =>
      g.addEventListener("message", (e) => {
        if (typeof e.data !== "string" || !e.data.startsWith("child:")) return;
        said.push(e.data);
        if (said.length === routes.length + 1) resolve();
      }),
    );
    const kid = (route: string) =>
      `<script>parent.postMessage('child:${route}:' + typeof RTCPeerConnection, '*')</` + "script>";
    const made: Frame[] = [];
    const frame = () => {
      const f = g.document.createElement("iframe");
      made.push(f);
      return f;
    };
    const srcdoc = frame();
    srcdoc.srcdoc = kid("srcdoc");
    g.document.body.appendChild(srcdoc);
    const scripted = frame();
    scripted.src = `javascript:parent.postMessage('child:javascript:' + typeof RTCPeerConnection, '*')`;
    g.document.body.appendChild(scripted);
    const parsed = g.document.createElement("div");
    g.document.body.appendChild(parsed);
    const dsd = (html: string) =>
      `<div><template shadowroot${"mode"}="closed"><iframe srcdoc="${html.replace(/"/g, "&quot;")}"></iframe></template></div>`;
    if (typeof parsed.setHTMLUnsafe === "function") parsed.setHTMLUnsafe(dsd(kid("setHTMLUnsafe")));
    let clonable: string;
    try {
      const host = g.document.createElement("div");
      const root = host.attachShadow({ mode: "open", clonable: true });
      const inner = frame();
      inner.srcdoc = kid("clone");
      root.appendChild(inner);
      g.document.body.appendChild(host.cloneNode(true));
      clonable = "cloned";
    } catch (error) {
      clonable = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    const connected = made.filter((f) => f.isConnected).length;
    // Offline, a round trip through the host: a child that ran would have spoken by now.
    // Online, every child speaks.
    if (own === "none") await g.rpc("ping", {});
    else await all;
    return {
      own,
      channel: typeof g.RTCDataChannel,
      write: typeof g.document.write,
      clonable,
      connected,
      said: said.sort(),
    };
  };

  test("a widget that declares no connect domains cannot create a peer connection, not even from a frame it writes", async () => {
    const { page } = await openWidget(a, "shadowed");
    const doc = await readyWidget(page);
    expect(await doc.evaluate(probe)).toEqual({
      own: "none",
      channel: "undefined",
      write: "undefined",
      clonable: "cloned",
      connected: 0,
      said: [],
    });
  });

  test("a widget that declares where it connects keeps WebRTC (its policy is its own), and every route above works there", async () => {
    const { page } = await openWidget(a, "online");
    const doc = await readyWidget(page);
    expect(await doc.evaluate(probe)).toEqual({
      own: "created",
      channel: "function",
      write: "function",
      clonable: "cloned",
      connected: 2,
      said: [
        "child:clone:function",
        "child:dsd:function",
        "child:javascript:function",
        "child:setHTMLUnsafe:function",
        "child:srcdoc:function",
      ],
    });
  });
});
