import { describe, expect, it } from "vitest";
import { isSecretHeader, maskHeaders, maskValue } from "./mask.ts";

describe("maskHeaders", () => {
  it("masks credentials, keeping the scheme and the last 4 characters of a long secret", () => {
    expect(
      maskHeaders({
        Authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.payload.sig1234",
        "Proxy-Authorization": "Basic dXNlcjpwYXNzd29yZA==",
        Cookie: "sid=abcdef0123456789",
        "X-Api-Key": "sk-live-0123456789abcd",
        "X-Auth-Token": "tok_123456789012",
        "Client-Secret": "short",
        "X-Mcp-Proxy-Token": "p".repeat(43),
        "Content-Type": "application/json",
        "Mcp-Session-Id": "1868a90c-aaaa-bbbb",
      }),
    ).toEqual({
      Authorization: "Bearer ••••1234",
      "Proxy-Authorization": "Basic ••••ZA==",
      Cookie: "••••6789",
      "X-Api-Key": "••••abcd",
      "X-Auth-Token": "••••9012",
      "Client-Secret": "••••",
      "X-Mcp-Proxy-Token": "••••pppp",
      "Content-Type": "application/json",
      "Mcp-Session-Id": "1868a90c-aaaa-bbbb",
    });
  });

  it("never shows part of a short secret", () => {
    expect(maskValue("Bearer abc")).toBe("Bearer ••••");
    expect(maskValue("12345678901")).toBe("••••");
    expect(maskValue("")).toBe("••••");
  });

  it("reads Headers objects and entry lists alike", () => {
    const headers = new Headers({ authorization: "Token 0123456789abcdef", accept: "*/*" });
    expect(maskHeaders(headers)).toEqual({ authorization: "Token ••••cdef", accept: "*/*" });
    expect(maskHeaders([["Set-Cookie", "a=1"]])).toEqual({ "Set-Cookie": "••••" });
  });

  it("tells secret names from harmless ones", () => {
    for (const name of [
      "authorization",
      "COOKIE",
      "x-secret-thing",
      "apikey",
      "x-auth",
      "password",
    ]) {
      expect(isSecretHeader(name), name).toBe(true);
    }
    for (const name of [
      "www-authenticate",
      "keep-alive",
      "content-type",
      "mcp-session-id",
      "author",
    ]) {
      expect(isSecretHeader(name), name).toBe(false);
    }
  });
});
