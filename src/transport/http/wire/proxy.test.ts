import { describe, expect, it } from "vitest";
import { findDevProxy, proxyEndpoint, proxyPath, tokenPath } from "./proxy.ts";

describe("the dev proxy's URLs", () => {
  it("are under the app's base path", () => {
    expect(proxyPath()).toBe("/__mcp-proxy");
    expect(proxyPath("/")).toBe("/__mcp-proxy");
    expect(proxyPath("/playground/")).toBe("/playground/__mcp-proxy");
    expect(proxyPath("/playground")).toBe("/playground/__mcp-proxy");
    expect(tokenPath("/playground/__mcp-proxy")).toBe("/playground/__mcp-proxy/token");
  });

  it("come from the page's marker, on the page's own origin", () => {
    const page = "http://127.0.0.1:4321/playground/?x=1#v1:abc";
    expect(proxyEndpoint("/playground/__mcp-proxy", page)).toBe(
      "http://127.0.0.1:4321/playground/__mcp-proxy",
    );
    expect(proxyEndpoint("/__mcp-proxy", "http://localhost:5173/")).toBe(
      "http://localhost:5173/__mcp-proxy",
    );
  });

  it("are nothing without a marker, or with one that leaves the page's origin", () => {
    const page = "https://user.github.io/project/";
    for (const marker of [
      null,
      undefined,
      "",
      "__mcp-proxy",
      "//evil.example/__mcp-proxy",
      "/\\evil.example/__mcp-proxy",
      "https://user.github.io/__mcp-proxy",
      "http://evil.example/__mcp-proxy",
      "javascript:alert(1)",
      "/__mcp-proxy?x=1",
      "/__mcp-proxy#x",
    ]) {
      expect(proxyEndpoint(marker, page), String(marker)).toBeUndefined();
    }
  });

  it("the token is asked for at the endpoint, never at the origin's root", async () => {
    const asked: string[] = [];
    const fetchFn = (input: string | URL) => {
      asked.push(String(input));
      return Promise.resolve(Response.json({ token: "t-1" }));
    };
    const endpoint = "https://user.github.io/project/__mcp-proxy";
    expect(await findDevProxy(endpoint, fetchFn as typeof fetch)).toEqual({
      endpoint,
      token: "t-1",
    });
    expect(asked).toEqual(["https://user.github.io/project/__mcp-proxy/token"]);
  });
});
