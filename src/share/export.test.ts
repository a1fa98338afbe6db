import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deriveExchange } from "../protocol/exchange/derive.ts";
import { toMermaid } from "../protocol/exchange/mermaid.ts";
import { LogBuilder } from "../protocol/exchange/testkit.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { buildReport, exportMermaid, exportReport } from "./derived.ts";
import { exportFileName, exportJsonLines, mermaidFromRows, reportFromRows } from "./export.ts";
import { importSession } from "./import.ts";

const http = {
  method: "POST",
  url: "https://mcp.example.com/mcp",
  status: 200,
  durationMs: 3.5,
  requestHeaders: { Authorization: "Bearer •••" },
  responseHeaders: { "Mcp-Session-Id": "abc" },
};

/** A session with everything an export must keep: odd texts, events, HTTP detail. */
function session(): ExchangeEntry[] {
  const log = new LogBuilder().event("started").handshake();
  log.out('{"jsonrpc":"2.0","id":2,"method":"tools/call"');
  log.out('  {\n\t"jsonrpc": "2.0" }\r\n');
  log.in('{"text":"line\\u2028sep \\"quoted\\" ☃ 😀"}');
  log.event("crashed", "killed by the user");
  const entries = log.entries;
  entries.push({
    type: "message",
    seq: entries.length,
    flow: "in",
    text: "",
    at: 1e12 + 0.125,
    http,
  });
  return entries;
}

describe("JSON Lines", () => {
  it("round-trips a session exactly, invalid texts included", () => {
    const entries = session();
    const text = exportJsonLines(entries, { version: "2025-11-25", headers: true });
    expect(importSession(text)).toEqual({
      format: "playground",
      entries,
      warnings: [],
      skipped: 0,
      version: "2025-11-25",
    });
  });

  it("round-trips any texts and times", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.string({ unit: "binary" }),
            fc.double({ noNaN: true, noDefaultInfinity: true }),
          ),
        ),
        (items) => {
          const entries = items.map(([text, at], seq): ExchangeEntry => ({
            type: "message",
            seq,
            flow: seq % 2 ? "in" : "out",
            text,
            at: at || 0,
          }));
          const back = importSession(exportJsonLines(entries, { version: "auto" }));
          expect(back.entries).toEqual(entries);
        },
      ),
    );
  });

  it("writes a header line, one line per entry, and leaves headers out by default", () => {
    const lines = exportJsonLines(session(), {
      version: "2024-11-05",
      exportedAt: "2026-01-02T03:04:05.000Z",
    })
      .trimEnd()
      .split("\n");
    expect(lines[0]).toBe(
      '{"format":"mcp-playground-session","formatVersion":1,"protocolVersion":"2024-11-05","exportedAt":"2026-01-02T03:04:05.000Z"}',
    );
    expect(lines).toHaveLength(session().length + 1);
    expect(lines[1]).toBe('{"seq":0,"event":"started","at":1010}');
    expect(lines[2]).toBe(
      '{"seq":1,"flow":"out","at":1020,"text":"{\\"jsonrpc\\":\\"2.0\\",\\"id\\":0,\\"method\\":\\"initialize\\",\\"params\\":{\\"protocolVersion\\":\\"2025-11-25\\",\\"capabilities\\":{},\\"clientInfo\\":{\\"name\\":\\"test\\",\\"version\\":\\"1.0.0\\"}}}"}',
    );
    expect(lines.at(-1)).toBe(
      '{"seq":8,"flow":"in","at":1000000000000.125,"text":"","http":{"method":"POST","url":"https://mcp.example.com/mcp","status":200,"durationMs":3.5}}',
    );
    expect(lines.join("\n")).not.toContain("Authorization");
  });
});

describe("report", () => {
  it("lists each message's findings and counts them, for the chosen version", () => {
    const entries = session();
    const report = buildReport(entries, {
      version: "2025-11-25",
      generatedAt: "2026-01-01T00:00:00.000Z",
    });
    const rows = deriveExchange(entries, "2025-11-25");
    expect(report).toMatchObject({
      format: "mcp-playground-report",
      formatVersion: 1,
      protocolVersion: "2025-11-25",
      generatedAt: "2026-01-01T00:00:00.000Z",
    });
    expect(report.messages.map((m) => m.seq)).toEqual(
      rows.filter((r) => r.type === "message").map((r) => r.seq),
    );
    expect(report.events).toEqual([
      { seq: 0, event: "started", at: 1010 },
      { seq: 7, event: "crashed", at: 1080, detail: "killed by the user" },
    ]);
    const broken = report.messages.find((m) => m.seq === 4);
    expect(broken).toMatchObject({ kind: "invalid", valid: false, flow: "out" });
    expect(broken?.findings[0]).toMatchObject({ severity: "error", line: 1 });
    expect(broken?.findings[0]?.code).toMatch(/^json\./);
    const initialize = report.messages.find((m) => m.seq === 1);
    expect(initialize).toMatchObject({
      kind: "request",
      method: "initialize",
      id: 0,
      valid: true,
      pairSeq: 2,
    });
    expect(initialize).not.toHaveProperty("text");
    const total = report.messages.reduce(
      (n, m) => n + m.findings.filter((f) => f.severity === "error").length,
      0,
    );
    expect(report.summary.findings.error).toBe(total);
    expect(report.summary.messages).toBe(7);
    expect(report.summary.invalid).toBeGreaterThanOrEqual(3);
  });

  it("is the same from the rows the page derived, and marks the messages not checked", () => {
    const entries = session();
    const options = { version: "2025-11-25" as const, generatedAt: "2026-01-01T00:00:00.000Z" };
    const rows = deriveExchange(entries, "2025-11-25");
    expect(reportFromRows(rows, options)).toEqual(buildReport(entries, options));
    const stopped = deriveExchange(entries, "2025-11-25", { uncheckedFrom: 4 });
    const report = reportFromRows(stopped, { ...options, uncheckedFrom: 4 });
    expect(report.uncheckedFrom).toBe(4);
    expect(report.messages.filter((m) => m.unchecked).map((m) => m.seq)).toEqual([4, 5, 6, 8]);
    expect(report.messages.find((m) => m.seq === 4)?.findings).toEqual([]);
    expect(buildReport(entries, options)).not.toHaveProperty("uncheckedFrom");
  });

  it("is JSON text, with message texts when asked", () => {
    const text = exportReport(session(), { version: "auto", includeText: true });
    const parsed = JSON.parse(text) as { messages: { text?: string }[] };
    expect(parsed.messages[0]?.text).toContain("initialize");
  });
});

describe("Mermaid and file names", () => {
  it("exports the diagram the exchange view draws", () => {
    const entries = session();
    expect(exportMermaid(entries, "2025-11-25")).toBe(
      toMermaid(deriveExchange(entries, "2025-11-25")),
    );
    expect(exportMermaid(entries, "2025-11-25")).toMatch(/^sequenceDiagram\n/);
    expect(mermaidFromRows(deriveExchange(entries, "2025-11-25"))).toBe(
      exportMermaid(entries, "2025-11-25"),
    );
  });

  it("names files by kind and time, safely for every system", () => {
    const date = new Date("2026-03-04T05:06:07.089Z");
    expect(exportFileName("session", date)).toBe("mcp-session-2026-03-04T05-06-07Z.jsonl");
    expect(exportFileName("report", date)).toBe("mcp-report-2026-03-04T05-06-07Z.json");
    expect(exportFileName("diagram", date)).toBe("mcp-diagram-2026-03-04T05-06-07Z.mmd");
  });
});
