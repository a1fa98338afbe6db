/** Links made and opened: the pinned format, what a link may carry, and round trips. */
import { inflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import {
  type LinkState,
  LINK_LIMITS,
  decodeLink,
  encodeLink,
  isLinkHash,
  withHash,
} from "./link.ts";
import { KNOWN, KNOWN_HASH, V1_SAMPLES } from "./link.testkit.ts";

/** The JSON a hash carries, read with zlib. */
const payloadOf = (hash: string): unknown =>
  JSON.parse(inflateRawSync(Buffer.from(hash.slice(3), "base64url")).toString("utf8"));

async function encoded(state: LinkState, pageUrl?: string) {
  const result = await encodeLink(state, pageUrl === undefined ? {} : { pageUrl });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe("encodeLink", () => {
  it("encodes a known state to exactly the pinned hash", async () => {
    const r = await encoded(KNOWN);
    expect(r.hash).toBe(KNOWN_HASH);
    expect(r.length).toBe(KNOWN_HASH.length + 1);
    expect(r.warnings).toEqual([]);
  });

  it("gives the full URL and its length with a page URL, replacing any old hash", async () => {
    const r = await encoded(KNOWN, "https://play.example.org/app/?lang=ru#v1:old");
    expect(r.url).toBe(`https://play.example.org/app/?lang=ru#${KNOWN_HASH}`);
    expect(r.length).toBe(r.url?.length);
    expect(withHash("https://a.example/", "v1:x")).toBe("https://a.example/#v1:x");
  });

  it("never puts headers or tokens in a link", async () => {
    const secret = "Bearer sk-live-0123456789";
    const entry = {
      type: "message",
      seq: 0,
      flow: "out",
      text: "{}",
      at: 1,
      http: {
        method: "POST",
        url: "https://mcp.example.com/mcp",
        status: 200,
        requestHeaders: { Authorization: secret },
        responseHeaders: { "Set-Cookie": "sid=abc" },
        token: secret, // not even an unknown field rides along
      },
    } as ExchangeEntry;
    const r = await encoded({ ...KNOWN, session: [entry] });
    const json = JSON.stringify(payloadOf(r.hash));
    expect(json).not.toContain("Authorization");
    expect(json).not.toContain(secret);
    expect(json).not.toContain("sid=abc");
    expect(r.warnings).toContain("headers-removed");
    const d = await decodeLink(r.hash);
    expect(d.ok && d.state.session?.[0]).toEqual({
      type: "message",
      seq: 0,
      flow: "out",
      text: "{}",
      at: 1,
      http: { method: "POST", url: "https://mcp.example.com/mcp", status: 200 },
    });
  });

  it("removes credentials from the server address and warns about a query string", async () => {
    const r = await encoded({
      text: "",
      version: "auto",
      target: { kind: "remote", url: "https://user:pass@mcp.example.com/mcp?key=1" },
    });
    expect(payloadOf(r.hash)).toMatchObject({ url: "https://mcp.example.com/mcp?key=1" });
    expect(r.warnings).toEqual(["url-credentials-removed", "url-query"]);
  });

  it("refuses a remote target that is not http(s)", async () => {
    const r = await encodeLink({
      text: "",
      version: "auto",
      target: { kind: "remote", url: "javascript:alert(1)" },
    });
    expect(r).toMatchObject({ ok: false, reason: "unsafe-url" });
  });

  it("warns about a long link and offers the message alone", async () => {
    // Random text does not compress: the session alone makes the link long.
    const noise = fc.sample(fc.string({ minLength: 4000, maxLength: 4000 }), {
      seed: 7,
      numRuns: 3,
    });
    const session = noise.map((text, seq): ExchangeEntry => ({
      type: "message",
      seq,
      flow: "out",
      text,
      at: seq,
    }));
    const r = await encoded({ ...KNOWN, session });
    expect(r.length).toBeGreaterThan(LINK_LIMITS.warnLength);
    expect(r.warnings).toContain("too-long");
    expect(r.messageOnly?.length).toBeLessThan(500);
    const alone = await decodeLink(r.messageOnly?.hash ?? "");
    expect(alone.ok && alone.state).toEqual({
      text: KNOWN.text,
      version: KNOWN.version,
      target: KNOWN.target,
    });
  });

  it("caps the session's entries", async () => {
    const session = Array.from({ length: LINK_LIMITS.maxEntries + 5 }, (_, seq): ExchangeEntry => ({
      type: "event",
      seq,
      event: "started",
      at: seq,
    }));
    const r = await encoded({ ...KNOWN, session });
    expect(r.warnings).toContain("entries-capped");
    const d = await decodeLink(r.hash);
    expect(d.ok && d.state.session?.length).toBe(LINK_LIMITS.maxEntries);
  });
});

describe("decodeLink", () => {
  it("opens the pinned hash as the known state", async () => {
    expect(await decodeLink(`#${KNOWN_HASH}`)).toEqual({ ok: true, state: KNOWN, notes: [] });
    const escaped = KNOWN_HASH.replace(":", "%3A");
    expect(await decodeLink(escaped)).toEqual({ ok: true, state: KNOWN, notes: [] });
  });

  it.each(V1_SAMPLES)("keeps opening older v1 links ($state.version)", async ({ hash, state }) => {
    expect(await decodeLink(hash)).toEqual({ ok: true, state, notes: [] });
  });

  it("round-trips any state", async () => {
    const entry = fc.oneof(
      fc.record({
        type: fc.constant("message" as const),
        flow: fc.constantFrom("out" as const, "in" as const),
        text: fc.string({ unit: "grapheme" }),
        at: fc.double({ noNaN: true, noDefaultInfinity: true }),
      }),
      fc.record({
        type: fc.constant("event" as const),
        event: fc.constantFrom("started" as const, "crashed" as const, "transport-error" as const),
        at: fc.integer(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary" }),
        fc.constantFrom("auto" as const, "2024-11-05" as const, "2026-07-28" as const),
        fc.array(entry, { maxLength: 5 }),
        async (text, version, entries) => {
          const session = entries.map((e, seq) => ({
            ...e,
            seq,
            at: Object.is(e.at, -0) ? 0 : e.at,
          }));
          const state: LinkState = { text, version, target: { kind: "gift" }, session };
          const r = await encoded(state);
          expect(await decodeLink(r.hash)).toEqual({ ok: true, state, notes: [] });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers `unsupported` where the platform cannot decompress", async () => {
    vi.stubGlobal("DecompressionStream", undefined);
    try {
      expect(await decodeLink(KNOWN_HASH)).toMatchObject({ ok: false, reason: "unsupported" });
      expect(await encodeLink(KNOWN)).toMatchObject({ ok: false, reason: "unsupported" });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("tells playground-looking hashes from others", () => {
    expect(isLinkHash("#v1:abc")).toBe(true);
    expect(isLinkHash("v2:abc")).toBe(true);
    expect(isLinkHash("#top")).toBe(false);
  });

  it("opens a link however an app percent-encoded it on the way", async () => {
    const everything = (text: string) =>
      [...text].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
    for (const hash of [
      KNOWN_HASH.replace(":", "%3A"),
      `#${KNOWN_HASH.replace(":", "%3a")}`,
      `#${encodeURIComponent(KNOWN_HASH)}`,
      `#${everything(KNOWN_HASH)}`,
      `#${everything(KNOWN_HASH).toUpperCase()}`,
      // Passed on twice: encoded twice.
      `#${encodeURIComponent(encodeURIComponent(KNOWN_HASH))}`,
      `#${encodeURIComponent(everything(KNOWN_HASH))}`,
    ]) {
      expect(isLinkHash(hash), hash.slice(0, 24)).toBe(true);
      expect(await decodeLink(hash), hash.slice(0, 24)).toEqual({
        ok: true,
        state: KNOWN,
        notes: [],
      });
    }
  });
});
