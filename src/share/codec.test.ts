import { deflateRawSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deflateRaw, fromBase64Url, inflateRaw, toBase64Url } from "./codec.ts";

const bytes = (b: Uint8Array) => new Uint8Array(b);

describe("base64url", () => {
  it("matches Node's encoder and decodes back, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (data) => {
        const text = toBase64Url(data);
        expect(text).toBe(Buffer.from(data).toString("base64url"));
        expect(fromBase64Url(text)).toEqual(bytes(data));
      }),
    );
  });

  it("refuses characters outside the alphabet, padding and impossible lengths", () => {
    expect(fromBase64Url("ab+c")).toBeUndefined();
    expect(fromBase64Url("ab/c")).toBeUndefined();
    expect(fromBase64Url("abc=")).toBeUndefined();
    expect(fromBase64Url("abcde")).toBeUndefined(); // 5 % 4 === 1 encodes no whole byte
    expect(fromBase64Url("ab cd")).toBeUndefined();
    expect(fromBase64Url("Zé")).toBeUndefined();
  });

  it("refuses a last character whose unused bits are set (one text, one reading)", () => {
    expect(fromBase64Url("AQ")).toEqual(new Uint8Array([1]));
    expect(fromBase64Url("AR")).toBeUndefined();
  });
});

describe("deflate-raw", () => {
  it("round-trips, and reads what zlib's raw deflate writes", async () => {
    const data = new TextEncoder().encode("hello, ".repeat(1000) + "привет");
    const packed = await deflateRaw(data);
    expect(packed.byteLength).toBeLessThan(data.byteLength / 10);
    expect(await inflateRaw(packed, 1 << 20)).toEqual({ ok: true, bytes: data });
    const fromZlib = bytes(deflateRawSync(data));
    expect(await inflateRaw(fromZlib, 1 << 20)).toEqual({ ok: true, bytes: data });
  });

  it("inflates empty input written by the compressor", async () => {
    const packed = await deflateRaw(new Uint8Array(0));
    expect(await inflateRaw(packed, 10)).toEqual({ ok: true, bytes: new Uint8Array(0) });
  });

  it("refuses output over the cap, stopping soon after the cap instead of inflating all", async () => {
    // 48 MB of zeros deflate to about 47 KB: a zip bomb, ten times the cap.
    const bomb = bytes(deflateRawSync(Buffer.alloc(48 * 1024 * 1024)));
    expect(bomb.byteLength).toBeLessThan(60_000);
    const cap = 5 * 1024 * 1024;
    const result = await inflateRaw(bomb, cap);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("too-large");
    expect(result.produced).toBeGreaterThan(cap);
    // At most one slice of input past the cap: ~1 MB, plus a zlib chunk.
    expect(result.produced).toBeLessThan(cap + 2 * 1024 * 1024);
  });

  it("allows output of exactly the cap", async () => {
    const data = new Uint8Array(4096).fill(7);
    const result = await inflateRaw(bytes(deflateRawSync(data)), 4096);
    expect(result.ok).toBe(true);
  });

  it("reports truncated and garbage input as corrupt", async () => {
    const packed = await deflateRaw(new TextEncoder().encode("x".repeat(5000) + "y".repeat(5000)));
    const cut = await inflateRaw(packed.slice(0, packed.byteLength - 3), 1 << 20);
    expect(cut).toMatchObject({ ok: false, reason: "corrupt" });
    const junk = await inflateRaw(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0x00]), 1 << 20);
    expect(junk).toMatchObject({ ok: false, reason: "corrupt" });
  });
});
