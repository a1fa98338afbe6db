/**
 * The report card in a link: a real run's card round-trips through "Copy link"; no secret
 * travels; hostile card fields (cut, newer, wrong types, oversized, markup) are refused in
 * words or kept as plain text.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECK_IDS } from "../probe/catalog.ts";
import { deriveInProcess } from "../probe/derive.ts";
import { type FaultyServer, startFaultyServer } from "../probe/faulty.testkit.ts";
import { httpWire } from "../probe/http.ts";
import { runProbe } from "../probe/run.ts";
import { scoreOf } from "../probe/score.ts";
import type { Card, CheckResult } from "../probe/types.ts";
import { CARD_LIMITS, readLinkCard } from "./card.ts";
import { encodeCardLink } from "./card-link.ts";
import { LINK_LIMITS, decodeLink } from "./link.ts";

const PAGE = "https://play.example.org/app/";
const TOKEN = "card-secret-0123456789QZXW";
const API_KEY = "key-secret-abcdefghYKVJ";

/** The JSON a hash carries, read with zlib rather than the codec under test. */
const payloadOf = (url: string): string =>
  inflateRawSync(Buffer.from(url.slice(url.indexOf("#v1:") + 4), "base64url")).toString("utf8");

/** A v1 hash of any JSON, made with zlib. */
const hashOf = (json: unknown) =>
  "v1:" + deflateRawSync(Buffer.from(JSON.stringify(json))).toString("base64url");

async function linkOf(card: Card): Promise<string> {
  const result = await encodeCardLink(card, PAGE);
  if (!result.ok) throw new Error(result.reason);
  return result.url;
}

async function decodedCard(url: string): Promise<Card> {
  const decoded = await decodeLink(new URL(url).hash);
  if (!decoded.ok) throw new Error(`${decoded.reason}: ${decoded.detail}`);
  if (!decoded.state.card) throw new Error("no card");
  return decoded.state.card;
}

const message = (seq: number, flow: "out" | "in", text: string) =>
  ({ type: "message", seq, flow, text, at: seq }) as const;

/** A small hand-made card: two messages, one failed check pointing at the answer. */
function smallCard(checks?: CheckResult[]): Card {
  const list: CheckResult[] = checks ?? [
    {
      id: "errors.unknown-method",
      status: "failed",
      entries: [1],
      notes: [{ key: "code-wrong", params: { code: -32603, expected: -32601 } }],
    },
    { id: "lifecycle.ping", status: "passed", entries: [], notes: [] },
  ];
  return {
    format: 1,
    target: "http://127.0.0.1:1/mcp",
    version: "2025-11-25",
    startedAt: 1_700_000_000_000,
    finishedAt: 1_700_000_001_500,
    checks: list,
    score: scoreOf(list),
    calledTools: [],
    log: [
      message(0, "out", '{"jsonrpc":"2.0","id":1,"method":"probe/no-such-method"}'),
      message(1, "in", '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"x"}}'),
    ],
    http: [],
  };
}

/** The wire form of the small card with some fields replaced, as a hostile link would hold it. */
function hostile(patch: Record<string, unknown>, session?: unknown[]): string {
  return hashOf({
    text: "{}",
    version: "2025-11-25",
    target: "gift",
    session: session ?? [
      ["o", 0, 0, '{"jsonrpc":"2.0","id":1,"method":"ping"}'],
      ["i", 1, 1, '{"jsonrpc":"2.0","id":1,"result":{}}'],
    ],
    card: {
      format: 1,
      target: "gift server",
      version: "2025-11-25",
      startedAt: 1,
      finishedAt: 2,
      checks: [{ id: "lifecycle.ping", status: "passed", entries: [0, 1], notes: [] }],
      calledTools: [],
      http: [],
      ...patch,
    },
  });
}

describe("a real run's card in a link", () => {
  let server: FaultyServer;
  let card: Card;
  beforeAll(async () => {
    server = await startFaultyServer({ internalErrorForUnknown: true });
    const wire = httpWire({
      url: server.url,
      headers: { Authorization: `Bearer ${TOKEN}`, "X-Api-Key": API_KEY },
    });
    card = await runProbe({
      target: server.url,
      open: wire.open,
      wire,
      derive: deriveInProcess,
      timeoutMs: 10_000,
    });
  });
  afterAll(() => server.close());

  it("opens as the same card over the same session", async () => {
    const url = await linkOf(card);
    expect(url.startsWith(`${PAGE}#v1:`)).toBe(true);
    const decoded = await decodeLink(new URL(url).hash);
    if (!decoded.ok) throw new Error(decoded.reason);
    const { state } = decoded;
    const back = state.card;
    if (!back) throw new Error("no card");
    expect(back.checks).toEqual(card.checks);
    expect(back.score).toEqual(card.score);
    expect(back.version).toBe(card.version);
    expect([back.startedAt, back.finishedAt]).toEqual([card.startedAt, card.finishedAt]);
    expect(back.target).toBe(card.target);
    // The session is the card's log, message by message, numbered as the page numbers it.
    expect(state.session).toBe(back.log);
    expect(back.log.map((e) => (e.type === "message" ? e.text : e.event))).toEqual(
      card.log.map((e) => (e.type === "message" ? e.text : e.event)),
    );
    expect(back.log.map((e) => e.seq)).toEqual(card.log.map((_, i) => i));
    // A failure still points at the message that shows it.
    const failed = back.checks.find((c) => c.id === "errors.unknown-method");
    expect(failed?.status).toBe("failed");
    const shown = (failed?.entries ?? []).map((seq) => back.log[seq]);
    const texts = shown.map((e) => (e?.type === "message" ? e.text : ""));
    expect(texts[0]).toContain("-32603");
    expect(texts.join("\n")).toContain("probe/no-such-method");
    // The editor gets the run's first message; the version and the server come along.
    expect(state.text).toContain('"initialize"');
    expect(state.version).toBe(card.version);
    expect(state.target).toEqual({ kind: "remote", url: server.url });
    expect(decoded.notes).toEqual([]);
  });

  it("carries no credential: no header value, no token in an address, not even a tail", async () => {
    // What the run masked already keeps the last four characters; the link keeps none.
    expect(JSON.stringify(card)).toContain("QZXW");
    const withSecrets: Card = {
      ...card,
      target: `http://user:hunter2@127.0.0.1:1/mcp?token=tok-secret-LMNO&x=1`,
      log: [
        ...card.log,
        {
          type: "event",
          seq: card.log.length,
          event: "started",
          at: 8,
          detail:
            "Connected to http://127.0.0.1:1/mcp?access_token=ev-secret-MNOP (Streamable HTTP).",
        },
        {
          type: "message",
          seq: card.log.length + 1,
          flow: "in",
          text: JSON.stringify({ access_token: "at-secret-0123456789RSTU", token_type: "Bearer" }),
          at: 9,
          lane: "auth",
          auth: {
            step: "token",
            peer: "as",
            version: "2025-11-25",
            resource: "http://127.0.0.1:1/mcp",
          },
          http: {
            method: "POST",
            url: "http://127.0.0.1:1/token?api_key=query-secret-EFGH",
            status: 200,
            requestHeaders: { Cookie: "sid=cookie-secret-IJKL" },
          },
        },
      ],
      http: [
        ...card.http,
        {
          method: "GET",
          url: "http://127.0.0.1:1/mcp?session_token=rec-secret-ABCD",
          status: 405,
          error: "Failed: http://127.0.0.1:1/mcp?apikey=err-secret-GHIJ",
          requestHeaders: { Authorization: "Bearer ••••QZXW", Cookie: "a=b-secret-WXYZ" },
          responseHeaders: { "Set-Cookie": "sid=set-secret-PQRS", Allow: "POST" },
          at: 5,
        },
      ],
    };
    const url = await linkOf(withSecrets);
    const raw = payloadOf(url) + url;
    for (const secret of [
      TOKEN,
      API_KEY,
      "QZXW",
      "YKVJ",
      "hunter2",
      "LMNO",
      "at-secret",
      "ev-secret",
      "err-secret",
      "EFGH",
      "IJKL",
      "ABCD",
      "WXYZ",
      "PQRS",
    ]) {
      expect(raw).not.toContain(secret);
    }
    const back = await decodedCard(url);
    expect(back.target).toBe("http://127.0.0.1:1/mcp?x=1");
    const record = back.http.at(-1);
    expect(record?.requestHeaders).toEqual({ Authorization: "••••", Cookie: "••••" });
    expect(record?.responseHeaders).toEqual({ "Set-Cookie": "••••", Allow: "POST" });
    expect(record?.url).toBe("http://127.0.0.1:1/mcp");
    expect(record?.error).toBe("Failed: http://127.0.0.1:1/mcp");
    const started = back.log.at(-2);
    expect(started?.type === "event" && started.detail).toBe(
      "Connected to http://127.0.0.1:1/mcp (Streamable HTTP).",
    );
  });
});

describe("a card link made and opened", () => {
  it("a card whose session does not fit in a link is refused, not linked without it", async () => {
    // Text that does not compress: past the link's cap once deflated and base64url-encoded.
    let noise = "";
    let x = 12345;
    while (noise.length < 3_000_000) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      noise += x.toString(36);
    }
    const card = smallCard();
    card.log = [...card.log, message(2, "in", noise)];
    expect(await encodeCardLink(card, PAGE)).toEqual({ ok: false, reason: "too-large" });
  });

  it("says when a link is long", async () => {
    const small = await encodeCardLink(smallCard(), PAGE);
    expect(small).toMatchObject({ ok: true, long: false });
    const card = smallCard();
    card.log = [
      ...card.log,
      // Numbers that do not repeat: the link outgrows what chat apps keep whole.
      ...Array.from({ length: 2000 }, (_, i) =>
        message(i + 2, "in", `{"n":${(i * 2654435761) % 4294967291}}`),
      ),
    ];
    expect(await encodeCardLink(card, PAGE)).toMatchObject({ ok: true, long: true });
  });

  it("points each check at the same messages when the link's session lost one", async () => {
    const hash = hostile(
      {
        checks: [{ id: "lifecycle.ping", status: "failed", entries: [0, 2, 3], notes: [] }],
      },
      [
        ["o", 0, 0, "a"],
        ["o", 1, 1, 42], // damaged: left out
        ["i", 2, 2, "b"],
      ],
    );
    const decoded = await decodeLink(hash);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.state.card?.checks[0]?.entries).toEqual([0, 1]);
    expect(decoded.state.session?.map((e) => e.seq)).toEqual([0, 1]);
    expect(decoded.notes).toContainEqual({ code: "entries-dropped", count: 1 });
  });

  it("leaves out checks this build does not know, and says how many", async () => {
    const decoded = await decodeLink(
      hostile({
        checks: [
          { id: "lifecycle.ping", status: "passed", entries: [], notes: [] },
          { id: "future.check", status: "passed", entries: [], notes: [] },
          { id: "lifecycle.initialize", status: "brilliant", entries: [], notes: [] },
        ],
      }),
    );
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.state.card?.checks.map((c) => c.id)).toEqual(["lifecycle.ping"]);
    expect(decoded.notes).toContainEqual({ code: "card-checks-unknown", count: 2 });
  });

  it("computes the score again: a link cannot claim one", async () => {
    const decoded = await decodeLink(
      hostile({
        checks: [{ id: "lifecycle.ping", status: "failed", entries: [], notes: [] }],
        score: { percent: 100, earned: 9, possible: 9, mustPassed: true },
      }),
    );
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.state.card?.score).toMatchObject({ percent: 0, mustPassed: false });
  });

  it("keeps markup in server text as plain text, capped", async () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const decoded = await decodeLink(
      hostile({
        target: markup,
        checks: [
          {
            id: "errors.unknown-method",
            status: "failed",
            entries: [1],
            notes: [{ key: "code-wrong", params: { code: markup, long: "x".repeat(50_000) } }],
          },
        ],
        calledTools: [markup],
      }),
    );
    if (!decoded.ok) throw new Error(decoded.reason);
    const card = decoded.state.card;
    expect(card?.target).toBe(markup);
    expect(card?.calledTools).toEqual([markup]);
    const params = card?.checks[0]?.notes[0]?.params;
    expect(params?.code).toBe(markup);
    expect(String(params?.long).length).toBe(CARD_LIMITS.paramChars);
  });
});

/** A card link as this format's first build made it: it must keep opening as this card. */
const PINNED =
  "v1:rZExb9swFIT_SnHzk0zKcA1w69ipBZrN1MBSzxZriRRIukkg6L8XVBTECNAiQzm-I-99d5yR-SlDYdb4lYKPk9VQGk0tNEjDdRpKksbIuQ_dqk0x_OSdD1W62b56FRYQfnNMLngoNKI5VFJWzQGEbOKFy5LIY8gMwi0OUOhzntRuJ5tjLWpRS7UXQu5GO4GQOL1YnU4IIEEH-h-MLZ3gQJKO9QcMOcYQNdSsYUPHGqraN5_Fft2Vkrnw-u6rzxy9GT5t95cFNG80UPj-7cfDxzJnk28JqhFiaVuCNbGDmnEOcTS5IL1V-S-fv3xDyiZm7r4Up6N4O4Sz8y717yR5KJLt2V4T1GmGK2HWiKm--asPj35r9o4dZ-MGLhP2OTouT2VL8CHzi82Vn6HwGIO_VKVVECYTzZhK1HXw2jL4aWKbuexdRxLL0i60oQzuzPbZDlxPzl_uGSaT0juGO4R2WbsdBu4eQhg2tRS6issf";

describe("a card link of an earlier build", () => {
  it("keeps opening as the same card over the same session", async () => {
    const decoded = await decodeLink(PINNED);
    if (!decoded.ok) throw new Error(decoded.reason);
    const { state, notes } = decoded;
    expect(notes).toEqual([]);
    expect(state.target).toEqual({ kind: "remote", url: "http://127.0.0.1:3001/mcp" });
    expect(state.text).toBe('{"jsonrpc":"2.0","id":1,"method":"probe/no-such-method"}');
    expect(state.card).toMatchObject({
      format: 1,
      target: "http://127.0.0.1:3001/mcp",
      version: "2025-11-25",
      startedAt: 1_700_000_000_000,
      finishedAt: 1_700_000_001_500,
      checks: [
        {
          id: "errors.unknown-method",
          status: "failed",
          entries: [1],
          notes: [{ key: "wrong-code", params: { code: -32603, expected: "-32601" } }],
        },
        { id: "lifecycle.ping", status: "passed", entries: [], notes: [] },
      ],
      score: { mustPassed: false, percent: 50 },
      calledTools: [],
      http: [],
    });
    expect(state.session).toEqual([
      expect.objectContaining({ seq: 0, flow: "out", at: 5 }),
      expect.objectContaining({
        seq: 1,
        flow: "in",
        text: '{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error"}}',
        http: { method: "POST", url: "http://127.0.0.1:3001/mcp", status: 200 },
      }),
    ]);
  });
});

describe("hostile card links", () => {
  it("a cut link is refused as damaged", async () => {
    const url = await linkOf(smallCard());
    const hash = new URL(url).hash;
    expect(await decodeLink(hash.slice(0, hash.length - 30))).toMatchObject({
      ok: false,
      reason: "corrupt",
    });
  });

  it.each([
    [{ format: 2 }, "newer-version"],
    [{ format: 99 }, "newer-version"],
    [{ format: "1" }, "card-malformed"],
    [{ format: 0 }, "card-malformed"],
    [{ format: undefined }, "card-malformed"],
    [{ checks: "all passed" }, "card-malformed"],
    [{ checks: [null] }, "card-malformed"],
    [{ checks: [{ id: 7, status: "passed", entries: [], notes: [] }] }, "card-malformed"],
    [{ checks: [{ id: "lifecycle.ping", status: 1, entries: [], notes: [] }] }, "card-malformed"],
    [{ checks: [{ id: "lifecycle.ping", status: "passed", notes: [] }] }, "card-malformed"],
    [
      { checks: [{ id: "lifecycle.ping", status: "passed", entries: ["0"], notes: [] }] },
      "card-malformed",
    ],
    [
      { checks: [{ id: "lifecycle.ping", status: "passed", entries: [-1], notes: [] }] },
      "card-malformed",
    ],
    [
      { checks: [{ id: "lifecycle.ping", status: "passed", entries: [], notes: "fine" }] },
      "card-malformed",
    ],
    [
      { checks: [{ id: "lifecycle.ping", status: "passed", entries: [], notes: [{}] }] },
      "card-malformed",
    ],
    [
      {
        checks: [
          {
            id: "lifecycle.ping",
            status: "passed",
            entries: [],
            notes: [{ key: "items", params: { count: { toString: "x" } } }],
          },
        ],
      },
      "card-malformed",
    ],
    [
      {
        checks: [
          { id: "lifecycle.ping", status: "passed", entries: [], notes: [] },
          { id: "lifecycle.ping", status: "failed", entries: [], notes: [] },
        ],
      },
      "card-malformed",
    ],
    [{ version: "../../../evil" }, "card-malformed"],
    [{ version: 20251125 }, "card-malformed"],
    [{ target: 1 }, "card-malformed"],
    [{ startedAt: "yesterday" }, "card-malformed"],
    [{ finishedAt: 1e300 }, "card-malformed"],
    [{ transport: "websocket" }, "card-malformed"],
    [{ transport: 1 }, "card-malformed"],
    [{ calledTools: [1] }, "card-malformed"],
    [{ calledTools: "echo" }, "card-malformed"],
    [{ http: {} }, "card-malformed"],
    [
      { http: [{ method: "GET", url: "javascript:alert(1)", requestHeaders: {}, at: 1 }] },
      "card-malformed",
    ],
    [
      { http: [{ method: "GET", url: "http://a.test/", requestHeaders: [], at: 1 }] },
      "card-malformed",
    ],
    [
      { http: [{ method: "GET", url: "http://a.test/", requestHeaders: { a: 1 }, at: 1 }] },
      "card-malformed",
    ],
    [{ checks: Array.from({ length: CARD_LIMITS.checks + 1 }, () => ({})) }, "too-large"],
    [{ calledTools: Array.from({ length: CARD_LIMITS.tools + 1 }, () => "t") }, "too-large"],
  ])("refuses a card with %j (%s), saying so", async (patch, reason) => {
    const decoded = await decodeLink(hostile(patch));
    expect(decoded).toMatchObject({ ok: false, reason });
    if (!decoded.ok) expect(decoded.detail).toMatch(/report card/);
  });

  it("keeps the transport the run spoke", async () => {
    for (const transport of ["sse", "streamable-http"] as const) {
      const card = await decodedCard(await linkOf({ ...smallCard(), transport }));
      expect(card.transport).toBe(transport);
    }
    expect((await decodedCard(await linkOf(smallCard()))).transport).toBeUndefined();
  });

  it("refuses a card that came without its session, or not as an object", async () => {
    const bare = hashOf({ text: "{}", version: "auto", target: "gift", card: smallCard() });
    expect(await decodeLink(bare)).toMatchObject({ ok: false, reason: "card-malformed" });
    expect(readLinkCard("card", [])).toMatchObject({ ok: false, reason: "card-malformed" });
    expect(readLinkCard([], [message(0, "out", "{}")])).toMatchObject({
      ok: false,
      reason: "card-malformed",
    });
  });

  it("refuses an oversized card link before inflating all of it", async () => {
    const big = hostile({ calledTools: ["x".repeat(LINK_LIMITS.maxInflatedBytes)] });
    expect(await decodeLink(big)).toMatchObject({ ok: false, reason: "too-large" });
  });

  it("every check id of this build opens", async () => {
    const checks = CHECK_IDS.map((id): CheckResult => ({
      id,
      status: "warning",
      entries: [0],
      notes: [],
    }));
    const back = await decodedCard(await linkOf(smallCard(checks)));
    expect(back.checks).toEqual(checks);
  });
});
