import { describe, expect, it } from "vitest";
import type { TargetKind } from "./types.ts";
import { applyLinkTarget, linkTargetOf } from "./work.ts";

const DEFAULT_REMOTE = { url: "", headers: "" };
type TargetSettings = typeof DEFAULT_REMOTE;

function fakeStore(remote: Partial<TargetSettings> = {}) {
  const state = { kind: "gift" as TargetKind, remote: { ...DEFAULT_REMOTE, ...remote } };
  return {
    state,
    get remote() {
      return state.remote;
    },
    setTargetKind: (kind: TargetKind) => void (state.kind = kind),
    setRemote: (patch: Partial<TargetSettings>) =>
      void (state.remote = { ...state.remote, ...patch }),
  };
}

describe("the target in links and saved sessions", () => {
  it("shares a remote target by its address, and the gift server otherwise", () => {
    expect(linkTargetOf("remote", " https://mcp.example.com/mcp ")).toEqual({
      kind: "remote",
      url: "https://mcp.example.com/mcp",
    });
    expect(linkTargetOf("remote", "")).toEqual({ kind: "gift" });
    expect(linkTargetOf("remote", "javascript:alert(1)")).toEqual({ kind: "gift" });
    expect(linkTargetOf("gift", "https://mcp.example.com/mcp")).toEqual({ kind: "gift" });
  });

  it("chooses the named server without headers, or with headers for the same server", () => {
    const fresh = fakeStore();
    expect(applyLinkTarget({ kind: "remote", url: "https://a.example/mcp" }, fresh)).toEqual({
      applied: true,
    });
    expect(fresh.state).toMatchObject({ kind: "remote", remote: { url: "https://a.example/mcp" } });

    const same = fakeStore({ url: "https://a.example/old", headers: "Authorization: Bearer t" });
    applyLinkTarget({ kind: "remote", url: "https://a.example/mcp" }, same);
    expect(same.state).toMatchObject({
      kind: "remote",
      remote: { url: "https://a.example/mcp", headers: "Authorization: Bearer t" },
    });
  });

  it("never points headers entered for one server at another", () => {
    const mine = fakeStore({ url: "https://mine.example/mcp", headers: "Authorization: Bearer t" });
    const outcome = applyLinkTarget({ kind: "remote", url: "https://other.example/mcp" }, mine);
    expect(outcome).toEqual({ applied: false, headersFor: "https://mine.example" });
    expect(mine.state).toMatchObject({ kind: "gift", remote: { url: "https://mine.example/mcp" } });

    const noUrl = fakeStore({ headers: "X-Key: k" });
    expect(applyLinkTarget({ kind: "remote", url: "https://x.example/" }, noUrl)).toEqual({
      applied: false,
      headersFor: "",
    });
    // The gift server needs no headers: always applied.
    expect(applyLinkTarget({ kind: "gift" }, mine)).toEqual({ applied: true });
  });
});
