/** Links that must not open as given: foreign, corrupt, oversized, unsafe or malformed input. */
import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LINK_LIMITS, REJECT_REASONS, decodeLink, isLinkHash } from "./link.ts";
import { KNOWN_HASH } from "./link.testkit.ts";

/** A v1 hash of any JSON, made with zlib rather than the codec under test. */
const hashOf = (json: unknown) =>
  "v1:" + deflateRawSync(Buffer.from(JSON.stringify(json))).toString("base64url");

describe("decodeLink", () => {
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

  it.each([
    ["#v1%3", "corrupt"], // the escape of the colon cut short
    ["#v1%3Ax%ZZ", "corrupt"], // a "%" that escapes nothing
    ["#%76%31%3", "corrupt"],
    ["#%76%31", "empty"], // cut right after its version
    ["#v1", "empty"],
    ["#v1%3A", "empty"],
    ["#V1:AAAA", "corrupt"], // a prefix an app changed
    ["#v1%253A" + "%25ZZ", "corrupt"],
    ["#%76%32%3AAAAA", "newer-version"],
  ])("tells a damaged link %j from no link, and rejects it as %s", async (hash, reason) => {
    expect(isLinkHash(hash)).toBe(true);
    expect(await decodeLink(hash)).toMatchObject({ ok: false, reason });
  });

  it.each(["#100%", "#view", "#v1-notes", "#version:2", "#%7B%22a%22%7D", "#%E2%9C%93", "#%"])(
    "leaves %j alone: not a link",
    async (hash) => {
      expect(isLinkHash(hash)).toBe(false);
      expect(await decodeLink(hash)).toMatchObject({ ok: false, reason: "foreign" });
    },
  );

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
});
