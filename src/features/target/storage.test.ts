import { describe, expect, it } from "vitest";
import { maskedHeaders, parseHeaders, shareableUrl, withRecent } from "./storage.ts";

describe("the remote target's remembered data", () => {
  it("never keeps credentials in a URL", () => {
    expect(shareableUrl("https://me:pw@example.com/mcp?token=abc&x=1#frag")).toBe(
      "https://example.com/mcp?x=1",
    );
    expect(shareableUrl("ftp://example.com")).toBeUndefined();
    expect(shareableUrl("not a url")).toBeUndefined();
  });

  it("keeps the last 8 servers, newest first, once each", () => {
    let recent: string[] = [];
    for (let i = 0; i < 10; i++) recent = withRecent(recent, `http://h${i}.test/mcp`);
    recent = withRecent(recent, "http://h5.test/mcp");
    expect(recent).toHaveLength(8);
    expect(recent[0]).toBe("http://h5.test/mcp");
    expect(new Set(recent).size).toBe(8);
  });

  it("reads Name: value lines and masks the values", () => {
    const text = "Authorization: Bearer abcdefghijklmnop\nbad line\nX-Trace: 1";
    expect(parseHeaders(text)).toEqual({
      Authorization: "Bearer abcdefghijklmnop",
      "X-Trace": "1",
    });
    expect(maskedHeaders(text)).toBe("Authorization: Bearer ••••mnop\nbad line\nX-Trace: ••••");
  });
});
