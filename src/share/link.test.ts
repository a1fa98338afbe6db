import { deflateRawSync, inflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import {
  type LinkState,
  LINK_LIMITS,
  REJECT_REASONS,
  decodeLink,
  encodeLink,
  isLinkHash,
  withHash,
} from "./link.ts";

/** A v1 hash of any JSON, made with zlib rather than the codec under test. */
const hashOf = (json: unknown) =>
  "v1:" + deflateRawSync(Buffer.from(JSON.stringify(json))).toString("base64url");

/** The JSON a hash carries, read with zlib. */
const payloadOf = (hash: string): unknown =>
  JSON.parse(inflateRawSync(Buffer.from(hash.slice(3), "base64url")).toString("utf8"));

const KNOWN: LinkState = {
  text: '{"jsonrpc":"2.0","id":2,"method":"tools/list"}',
  version: "2025-11-25",
  target: { kind: "remote", url: "https://mcp.example.com/mcp" },
  session: [
    { type: "event", seq: 0, event: "started", at: 1000 },
    {
      type: "message",
      seq: 1,
      flow: "out",
      text: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
      at: 1010.5,
      http: { method: "POST", url: "https://mcp.example.com/mcp", status: 200, durationMs: 12.25 },
    },
    {
      type: "message",
      seq: 2,
      flow: "in",
      text: '{"jsonrpc":"2.0","id":1,"result":{}}',
      at: 1022.75,
    },
  ],
};

/** The encoded form of KNOWN. If this changes, old links may no longer open: bump the format. */
const KNOWN_HASH =
  "v1:jc7BasMwEATQf5nzRpYWTED_UFpobpYPxl4SFdsy0roEjP-9OOmll5LjzMDwNqjcFR5bwFdJc176AB_AxgZQQBwCPFPAJHpLw2PTlMZSjbFowA7Ct-QS0wwPtlyfnDtxDYJ2-SrHdZYpqYCw5hEeN9Wl-Kqa-sXIvZuWUUyfpiODUKQ8z5oGArLkrLWEol1WGdBSgwRy5KyzpqZ_3e6ve4nz9SHeflt4fLx_Xl6VaadrgefDM6y505jmtwLv2HC9H7IIYnKW2ZxfoGUp66gBftt3tO3-Aw";

/** Links made by earlier builds: each must keep opening with the same state. */
const V1_SAMPLES: { hash: string; state: LinkState }[] = [
  {
    hash: "v1:Jc3BCsIwEEXRXwlvHVS6zLfMJrTT9onOSDKKtPTfRbq9Z3F3hH4DBbtYSoJ7d2uvUVCSYLjcBPmEp8bq09nNgzPHGnTrVxqD9cFNJ4HYIYaMj7ZONxTUdzgyorZF_6OFc-D4AQ",
    state: {
      text: '{\n  "jsonrpc": "2.0",\n  "method": "notifications/initialized"\n}\n',
      version: "auto",
      target: { kind: "gift" },
    },
  },
  {
    hash: "v1:jY7BboMwEER_Bc15CYYERfVPJFJ7wxws2AYqzCJ7qVoh_r2i7aHHXkdvZt4G5Q-FxSyavSWZsw2Ed45plBkWlakueVnmpgZBfXzwAUcOogzCGidYDKqLLYpJOj8NktSejTFF6BYQEqefqaaBgAzV9PerpQYjqKTrqSZsDkcel87BOlQn40AOY-9g53WayIFjlOhgN4dOenaw-bm6GkMOgVPyD_6u3n1MnP3C-w7aEFgH6WFxvz2__M9dva4J9mLMfogyqKInQhd9GrgH4bZqJq9Z4CDxE227fwE",
    state: {
      text: "not json {",
      version: "2024-11-05",
      target: { kind: "remote", url: "http://localhost:3000/mcp" },
      session: [
        { type: "message", seq: 0, flow: "out", text: "not json {", at: 5 },
        {
          type: "message",
          seq: 1,
          flow: "in",
          text: '{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}}',
          at: 7.5,
          http: { method: "POST", url: "http://localhost:3000/mcp", status: 400 },
        },
        { type: "event", seq: 2, event: "crashed", at: 9, detail: "Out of memory" },
      ],
    },
  },
];

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

  it.each([
    ["", "foreign"],
    ["#", "foreign"],
    ["#/settings", "foreign"],
    ["#section-2", "foreign"],
    ["#v0:abc", "foreign"],
    ["#v1:", "empty"],
    ["#v2:AAAA", "newer-version"],
    ["v17:anything", "newer-version"],
    ["#v1:not base64!", "corrupt"],
    ["#v1:AAAAAAAA", "corrupt"],
  ])("rejects %j as %s", async (hash, reason) => {
    expect(await decodeLink(hash)).toMatchObject({ ok: false, reason });
  });

  it("rejects a truncated link as corrupt", async () => {
    const cut = KNOWN_HASH.slice(0, KNOWN_HASH.length - 20);
    expect(await decodeLink(cut)).toMatchObject({ ok: false, reason: "corrupt" });
  });

  it("rejects oversized links before decoding, and zip bombs while inflating", async () => {
    const long = "v1:" + "A".repeat(LINK_LIMITS.maxEncodedChars + 1);
    expect(await decodeLink(long)).toMatchObject({ ok: false, reason: "too-large" });
    const padding = " ".repeat(LINK_LIMITS.maxInflatedBytes);
    expect(
      await decodeLink(hashOf({ text: "", version: "auto", target: "gift", padding })),
    ).toMatchObject({
      ok: false,
      reason: "too-large",
    });
  });

  it("rejects payloads that are not UTF-8, not JSON, or not a link's shape", async () => {
    const raw = (bytes: Buffer) => "v1:" + deflateRawSync(bytes).toString("base64url");
    expect(await decodeLink(raw(Buffer.from([0xff, 0xfe, 0x7b])))).toMatchObject({
      reason: "corrupt",
    });
    expect(await decodeLink(raw(Buffer.from('{"text":')))).toMatchObject({ reason: "corrupt" });
    expect(await decodeLink(hashOf([1, 2]))).toMatchObject({ reason: "malformed" });
    expect(await decodeLink(hashOf({ version: "auto" }))).toMatchObject({ reason: "malformed" });
    expect(await decodeLink(hashOf({ text: 42 }))).toMatchObject({ reason: "malformed" });
  });

  it.each([
    "javascript:alert(document.cookie)",
    "data:text/html,<script>1</script>",
    "file:///etc/passwd",
    "ftp://x.example/",
  ])("refuses a remote target %s", async (url) => {
    const d = await decodeLink(hashOf({ text: "{}", version: "auto", target: "remote", url }));
    expect(d).toMatchObject({ ok: false, reason: "unsafe-url" });
  });

  it("opens with notes what it must change, ignoring unknown fields", async () => {
    const d = await decodeLink(
      hashOf({
        text: "{}",
        version: "2031-01-01",
        target: "remote",
        url: "https://admin:secret@mcp.example.com/",
        theme: "dark",
        headers: { Authorization: "x" },
      }),
    );
    expect(d).toEqual({
      ok: true,
      state: {
        text: "{}",
        version: "auto",
        target: { kind: "remote", url: "https://mcp.example.com/" },
      },
      notes: [{ code: "version-unknown" }, { code: "url-credentials-removed" }],
    });
    const other = await decodeLink(hashOf({ text: "", version: "auto", target: "websocket" }));
    expect(other).toMatchObject({
      ok: true,
      state: { target: { kind: "gift" } },
      notes: [{ code: "target-unknown" }],
    });
    const noUrl = await decodeLink(
      hashOf({ text: "", version: "auto", target: "remote", url: "not a url" }),
    );
    expect(noUrl).toMatchObject({
      ok: true,
      state: { target: { kind: "gift" } },
      notes: [{ code: "url-invalid" }],
    });
  });

  it("checks session entries one by one, dropping the malformed ones", async () => {
    const d = await decodeLink(
      hashOf({
        text: "",
        version: "auto",
        target: "gift",
        session: [
          ["o", 0, 1, "{}"],
          ["o", 0, 2, "{}"], // seq not rising
          ["x", 2, 3, "{}"], // unknown tag
          ["i", 3, "soon", "{}"], // time not a number
          ["i", 4, 5, { not: "text" }],
          ["e", 5, 6, "exploded"], // unknown event
          ["i", 6, 7, "{}", { method: "POST", url: "javascript:alert(1)" }], // http detail dropped
          ["e", 7, 8, "crashed", 12], // detail of the wrong type dropped
          "junk",
        ],
      }),
    );
    expect(d).toEqual({
      ok: true,
      state: {
        text: "",
        version: "auto",
        target: { kind: "gift" },
        session: [
          { type: "message", seq: 0, flow: "out", text: "{}", at: 1 },
          { type: "message", seq: 6, flow: "in", text: "{}", at: 7 },
          { type: "event", seq: 7, event: "crashed", at: 8 },
        ],
      },
      notes: [{ code: "entries-dropped", count: 6 }],
    });
    const notList = await decodeLink(
      hashOf({ text: "", version: "auto", target: "gift", session: "x" }),
    );
    expect(notList).toMatchObject({ ok: true, notes: [{ code: "session-invalid" }] });
  });

  it("never throws and answers only with known reasons, whatever the hash", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `v1:${s}`),
          fc
            .uint8Array({ maxLength: 300 })
            .map((b) => "v1:" + Buffer.from(b).toString("base64url")),
          fc.jsonValue().map(hashOf),
        ),
        async (hash) => {
          const d = await decodeLink(hash);
          if (!d.ok) expect(REJECT_REASONS).toContain(d.reason);
        },
      ),
      { numRuns: 300 },
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
});
