import { describe, expect, it } from "vitest";
import { deriveExchange } from "../../protocol/exchange/derive.ts";
import { LogBuilder, rpc } from "../../protocol/exchange/testkit.ts";
import { escapeXml, toSvgDocument } from "./export.ts";
import { PALETTES } from "./palette.ts";

/**
 * A strict little XML check: tags balanced, attributes quoted, text and attribute values free of
 * `<` and of `&` other than character references, and only characters XML 1.0 allows.
 */
function assertWellFormed(xml: string): void {
  expect(xml).not.toMatch(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/u);
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, "").trimEnd();
  const token = /<(\/?)([a-z][\w-]*)((?:\s+[a-z][\w:-]*="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  let pos = 0;
  while (pos < body.length) {
    token.lastIndex = pos;
    const m = token.exec(body);
    if (!m) throw new Error(`not well-formed at ${pos}: ${body.slice(pos, pos + 60)}`);
    const [, closing, name, attrs, selfClosing, text] = m;
    const checked = text ?? attrs ?? "";
    expect(checked.replace(/&(#\d+|amp|lt|gt|quot|apos);/g, "")).not.toMatch(/&/);
    if (name && closing) expect(stack.pop()).toBe(name);
    else if (name && !selfClosing) stack.push(name);
    pos = token.lastIndex;
  }
  expect(stack).toEqual([]);
}

const HOSTILE = '</text><script>alert("x")</script>&amp;\u0000\u0007\ud800 ]]> <!--';

describe("toSvgDocument", () => {
  const log = new LogBuilder()
    .handshake()
    .out(rpc.request(7, "tools/call", { name: "suggest_gifts", arguments: {} }))
    .in(rpc.error(7, -32602, "Unknown tool"), 12)
    .in(rpc.request(HOSTILE, HOSTILE))
    .in(rpc.notification(HOSTILE))
    .event("crashed", HOSTILE);
  const rows = deriveExchange(log.entries, "2025-11-25");

  it("writes a standalone SVG: namespace, inline colours, no style sheet or external reference", () => {
    const { svg } = toSvgDocument(rows, { lang: "en" });
    assertWellFormed(svg);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain(`fill="${PALETTES.light.background}"`);
    expect(svg).toContain(PALETTES.light.tone.error);
    expect(svg).not.toMatch(/var\(--|<style|href=|<script/i);
    expect(svg).toContain("<title>request tools/call id 7, answered in 12 ms</title>");
    expect(svg).toContain(">Client</text>");
  });

  it("escapes every text from the messages", () => {
    const { svg } = toSvgDocument(rows, { lang: "en" });
    assertWellFormed(svg);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<!--");
    expect(svg).toContain("&#60;/text&#62;&#60;script&#62;");
    expect(svg).toContain("\ufffd");
  });

  it("draws in the dark palette and the UI language when asked", () => {
    const { svg } = toSvgDocument(rows, { lang: "ru", theme: "dark" });
    assertWellFormed(svg);
    expect(svg).toContain(`fill="${PALETTES.dark.background}"`);
    expect(svg).toContain(">Клиент</text>");
    expect(svg).toContain("Сервер упал");
    // Accessible titles stay English, as in the live diagram.
    expect(svg).toContain("<title>request tools/call id 7");
  });

  it("caps long sessions and says so in the file", () => {
    const long = new LogBuilder();
    for (let i = 0; i < 10; i++) long.out(rpc.request(i, "ping"));
    const result = toSvgDocument(deriveExchange(long.entries, "2025-11-25"), {
      lang: "en",
      maxRows: 4,
    });
    assertWellFormed(result.svg);
    expect([result.shown, result.total]).toEqual([4, 10]);
    expect(result.svg.match(/<title>request ping/g)).toHaveLength(4);
    expect(result.svg).toContain("Only rows 1–4 of 10 are drawn.");
    const whole = toSvgDocument(deriveExchange(long.entries, "2025-11-25"), { lang: "en" });
    expect(whole.svg).not.toContain("Only rows");
    expect(whole.svg.match(/<title>request ping/g)).toHaveLength(10);
  });
});

describe("escapeXml", () => {
  it("escapes markup and replaces characters XML cannot hold", () => {
    expect(escapeXml(`<a href="x">&'`)).toBe("&#60;a href=&#34;x&#34;&#62;&#38;&#39;");
    expect(escapeXml("a\u0000b\tc\ud83d")).toBe("a\ufffdb\tc\ufffd");
    expect(escapeXml("😀")).toBe("😀");
  });
});
