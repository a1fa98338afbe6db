import { describe, expect, it } from "vitest";
import { shareableUrl } from "../../share/guards.ts";
import { DEFAULT_REMOTE } from "../target.ts";
import { keptTarget, readKeptTarget, withRecent } from "./target.ts";

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

  it("keeps the target and its settings, never the headers or a secret in the URL", () => {
    const kept = keptTarget("remote", {
      ...DEFAULT_REMOTE,
      url: "https://me:pw@mcp.example.com/mcp?api_key=k&x=1",
      headers: "Authorization: Bearer abc",
      rememberHeaders: true,
      transport: "sse",
      timeoutS: 5,
    });
    expect(kept).toEqual({
      kind: "remote",
      remote: {
        url: "https://mcp.example.com/mcp?x=1",
        transport: "sse",
        timeoutS: 5,
        viaProxy: false,
      },
    });
    expect(JSON.stringify(kept)).not.toMatch(/Bearer|pw@|api_key/);
    expect(readKeptTarget(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
  });

  it("takes only the well-formed fields of a kept target", () => {
    for (const junk of [null, 7, "remote", [], {}]) expect(readKeptTarget(junk)).toEqual({});
    expect(
      readKeptTarget({
        kind: "evil",
        remote: {
          url: "javascript:alert(1)",
          transport: "carrier-pigeon",
          timeoutS: 1e12,
          viaProxy: "yes",
          headers: "Authorization: x",
        },
      }),
    ).toEqual({ remote: { timeoutS: 3600 } });
    expect(readKeptTarget({ kind: "gift", remote: "nope" })).toEqual({ kind: "gift" });
  });
});
