import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveExchange } from "./derive.ts";
import { mermaidText, toMermaid } from "./mermaid.ts";
import { LogBuilder, rpc } from "./testkit.ts";

/** Every line a diagram may hold: the header, participants, arrows and notes, labels escaped. */
const LABEL = String.raw`(?:[A-Za-z0-9 ._/,()'=+-]|#\d+;)*`;
const LINE = new RegExp(
  String.raw`^(sequenceDiagram|  participant [CS] as (Client|Server)|  [CS](->>|-->>|-\)|-x)[CS]: ${LABEL}|  Note over (C,S|C|S): ${LABEL})$`,
);

/** What Mermaid shows for a label: entity codes decoded. */
const decode = (label: string) =>
  label.replace(/#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));

const HOSTILE = [
  "a;b",
  "x#35;y",
  "%%{init: {'theme':'dark'}}%%",
  "line\nNote over C,S: injected",
  "<img src=x onerror=alert(1)>",
  "end",
  "C->>S: forged",
  "\u2028\u0000\t😀 тест",
];

describe("toMermaid", () => {
  it("draws requests, replies with latency, notifications, error notes and events", () => {
    const log = new LogBuilder()
      .handshake()
      .out(rpc.request(7, "tools/call", { name: "suggest_gifts", arguments: {} }))
      .in(rpc.result(7, { content: [] }), 12)
      .out(rpc.request("x", "tools/list"))
      .in(rpc.error("x", -32601, "Method not found"), 3.4)
      .in(rpc.request(1, "roots/list"))
      .event("crashed", "Worker terminated");
    expect(toMermaid(deriveExchange(log.entries, "2025-11-25"))).toBe(
      [
        "sequenceDiagram",
        "  participant C as Client",
        "  participant S as Server",
        "  C->>S: initialize id 0",
        "  S-->>C: initialize id 0, 10 ms",
        "  C-)S: notifications/initialized",
        "  C->>S: tools/call id 7",
        "  S-->>C: tools/call id 7, 12 ms",
        "  C->>S: tools/list id #34;x#34;",
        "  S-->>C: tools/list id #34;x#34; error -32601, 3 ms",
        "  Note over C: error -32601#58; Method not found",
        "  S->>C: roots/list id 1, lost with the server",
        "  Note over C,S: server crashed#58; Worker terminated",
        "",
      ].join("\n"),
    );
  });

  it("flags invalid text, stray replies, duplicate ids and requests still waiting", () => {
    const log = new LogBuilder()
      .out("{not json")
      .in(rpc.result(5))
      .out(rpc.request(1, "ping"))
      .out(rpc.request(1, "ping"));
    const lines = toMermaid(deriveExchange(log.entries, "2025-11-25")).split("\n");
    expect(lines.slice(3, 7)).toEqual([
      "  C-xS: invalid message",
      "  S-->>C: reply id 5, unmatched",
      "  C->>S: ping id 1, no reply yet",
      "  C->>S: ping id 1, no reply yet, duplicate id, invalid",
    ]);
  });

  it("keeps hostile methods, ids, error messages and event details inside their labels", () => {
    for (const evil of HOSTILE) {
      const log = new LogBuilder()
        .out(rpc.request(evil, evil))
        .in(rpc.error(evil, -1, evil))
        .in(rpc.notification(evil))
        .out([rpc.request(evil, evil)])
        .event("transport-error", evil);
      const text = toMermaid(deriveExchange(log.entries, "2025-03-26"));
      const lines = text.split("\n");
      expect(lines.pop()).toBe("");
      for (const line of lines) expect(line, JSON.stringify(evil)).toMatch(LINE);
      expect(lines).toHaveLength(3 + 6);
    }
  });
});

describe("mermaidText", () => {
  it("shows the same text once decoded, whitespace runs made one space", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (s) => {
        const label = mermaidText(s, 1_000);
        expect(label).toMatch(new RegExp(`^${LABEL}$`));
        expect(decode(label)).toBe(s.replace(/\s+/gu, " ").trim());
      }),
    );
  });

  it("cuts long text", () => {
    expect(decode(mermaidText("a".repeat(500)))).toBe("a".repeat(119) + "…");
  });
});
