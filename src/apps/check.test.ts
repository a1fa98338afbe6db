/** The widget check: the report a learner reads when a widget does not show. */
import { describe, expect, it } from "vitest";
import { checkWidget } from "./check.ts";
import { widgetResourceOf } from "./document.ts";
import { isCurrent, toolIn, widgetOffer } from "./offer.ts";
import { deriveExchange } from "../protocol/exchange/derive.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";

const read = (uri: string, mimeType: string, meta?: unknown) =>
  widgetResourceOf({ contents: [{ uri, mimeType, text: "<p>w</p>", _meta: meta }] }, uri);

describe("the widget check", () => {
  it("is all fine for a tool linking both flavours with the right MIME types and a CSP", () => {
    const tool = {
      _meta: {
        ui: { resourceUri: "ui://a/app.html", visibility: ["model", "app"] },
        "openai/outputTemplate": "ui://a/sky.html",
      },
    };
    const reads = new Map([
      [
        "ui://a/app.html",
        read("ui://a/app.html", "text/html;profile=mcp-app", { ui: { csp: {} } }),
      ],
      ["ui://a/sky.html", read("ui://a/sky.html", "text/html+skybridge", { ui: { csp: {} } })],
    ]);
    const lines = checkWidget(tool, reads);
    expect(lines.every((l) => l.state === "ok")).toBe(true);
    expect(lines.map((l) => l.topic)).toEqual([
      "appsKey",
      "openaiKey",
      "readable",
      "mime",
      "csp",
      "readable",
      "mime",
      "csp",
      "visibility",
    ]);
  });

  it("names the wrong MIME type, the missing CSP, the unreadable resource and the hidden tool", () => {
    const tool = { _meta: { ui: { resourceUri: "ui://a/app.html", visibility: ["model"] } } };
    const wrong = checkWidget(
      tool,
      new Map([["ui://a/app.html", read("ui://a/app.html", "text/html")]]),
    );
    expect(wrong.filter((l) => l.state !== "ok").map((l) => `${l.topic} ${l.state}`)).toEqual([
      "openaiKey warn",
      "mime bad",
      "csp warn",
      "visibility warn",
    ]);
    const missing = checkWidget(
      tool,
      new Map([["ui://a/app.html", { ok: false, reason: "Resource not found" } as const]]),
    );
    expect(missing.find((l) => l.topic === "readable")).toMatchObject({
      state: "bad",
      args: { reason: "Resource not found" },
    });
    expect(
      checkWidget({}, new Map())
        .slice(0, 2)
        .map((l) => l.state),
    ).toEqual(["bad", "bad"]);
  });
});

describe("which reply opens a widget", () => {
  const entries: ExchangeEntry[] = [
    {
      type: "message",
      seq: 0,
      flow: "out",
      at: 1,
      text: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
    },
    {
      type: "message",
      seq: 1,
      flow: "in",
      at: 2,
      text: JSON.stringify({
        jsonrpc: "2.0",
        id: 2,
        result: {
          tools: [
            {
              name: "t",
              inputSchema: { type: "object" },
              _meta: { ui: { resourceUri: "ui://t" } },
            },
          ],
        },
      }),
    },
    {
      type: "message",
      seq: 2,
      flow: "out",
      at: 3,
      text: '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"t","arguments":{"a":1}}}',
    },
    {
      type: "message",
      seq: 3,
      flow: "in",
      at: 4,
      text: '{"jsonrpc":"2.0","id":3,"result":{"content":[],"structuredContent":{"x":1}}}',
    },
  ];

  it("a successful tools/call reply, with its call's arguments and the listed tool", () => {
    const rows = deriveExchange(entries, "2025-11-25");
    const offer = widgetOffer(rows, rows[3] as (typeof rows)[number]);
    expect(offer).toMatchObject({
      seq: 3,
      toolName: "t",
      args: { a: 1 },
      result: { structuredContent: { x: 1 } },
      tool: { name: "t" },
    });
    expect(widgetOffer(rows, rows[1] as (typeof rows)[number])).toBeUndefined();
    expect(widgetOffer(rows, rows[2] as (typeof rows)[number])).toBeUndefined();
  });

  it("a tool another server listed says nothing of this one; a reply of an earlier connection is not current", () => {
    const switched: ExchangeEntry[] = [
      ...entries.slice(0, 2),
      { type: "event", seq: 4, event: "target-changed", at: 5, detail: "to B" },
      { ...(entries[2] as ExchangeEntry), seq: 5 },
      { ...(entries[3] as ExchangeEntry), seq: 6 },
    ];
    const rows = deriveExchange(switched, "2025-11-25");
    const offer = widgetOffer(rows, rows[4] as (typeof rows)[number]);
    expect(offer?.toolName).toBe("t");
    expect(offer?.tool).toBeUndefined();
    expect(toolIn(rows, "t")).toBeUndefined();
    expect(isCurrent(rows, 6)).toBe(true);
    // The first connection's rows belong to an earlier one.
    expect(isCurrent(rows, 1)).toBe(false);
    const later = deriveExchange(
      [...entries, { type: "event", seq: 9, event: "started", at: 9, detail: "Connected" }],
      "2025-11-25",
    );
    expect(isCurrent(later, 3)).toBe(false);
  });
});

describe("a malformed visibility and a wrong MIME type in the widget check", () => {
  it("a visibility that is not a list is a problem, read as model only", () => {
    const tool = { name: "t", _meta: { ui: { resourceUri: "ui://t", visibility: "model" } } };
    const line = checkWidget(tool, new Map()).find((l) => l.topic === "visibility");
    expect(line).toEqual({
      topic: "visibility",
      state: "bad",
      args: { value: "model", malformed: "yes" },
    });
  });
});
