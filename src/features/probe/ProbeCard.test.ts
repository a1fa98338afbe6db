/** The card view shows a card opened from a link as plain text, whatever its server text says. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readLinkCard } from "../../share/card.ts";
import { ProbeCard } from "./ProbeCard.tsx";

const MARKUP = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

describe("ProbeCard", () => {
  it("renders markup in a linked card's notes as inert text", () => {
    const read = readLinkCard(
      {
        format: 1,
        target: MARKUP,
        version: "2025-11-25",
        startedAt: 1,
        finishedAt: 2,
        checks: [
          {
            id: "errors.unknown-method",
            status: "failed",
            entries: [1],
            notes: [{ key: "wrong-code", params: { code: MARKUP, expected: "-32601" } }],
          },
          {
            id: "lifecycle.ping",
            status: "passed",
            entries: [],
            notes: [{ key: MARKUP.slice(1, 4) }],
          },
        ],
        calledTools: [],
        http: [],
      },
      [
        { type: "message", seq: 0, flow: "out", text: "{}", at: 0 },
        { type: "message", seq: 1, flow: "in", text: MARKUP, at: 1 },
      ],
    );
    if (!read.ok) throw new Error(read.detail);
    for (const lang of ["en", "ru"] as const) {
      const html = renderToStaticMarkup(
        createElement(ProbeCard, { card: read.card, lang, onShow: () => {} }),
      );
      expect(html).not.toContain("<img");
      expect(html).not.toContain("<script");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
      expect(html).toContain('href="https://modelcontextprotocol.io/specification/2025-11-25/');
    }
  });
});
