/** Where the authorization flow may send a request: https, and no private address via the proxy. */
import { describe, expect, it } from "vitest";
import { endpointRefusal, isLoopbackHost, isPrivateHost } from "./endpoints.ts";

const PUBLIC = "https://mcp.example.com/mcp";
const LOCAL = "http://127.0.0.1:3000/mcp";

describe("isLoopbackHost / isPrivateHost", () => {
  it("reads an IPv4-mapped IPv6 address as its IPv4 address, hex or dotted", () => {
    // What `new URL` makes of [::ffff:127.0.0.1] and [::ffff:169.254.169.254].
    expect(new URL("http://[::ffff:127.0.0.1]/").hostname).toBe("[::ffff:7f00:1]");
    expect(isLoopbackHost("::ffff:7f00:1")).toBe(true);
    expect(isLoopbackHost("[::ffff:7f00:1]")).toBe(true);
    expect(isLoopbackHost("::ffff:127.0.0.1")).toBe(true);
    expect(isLoopbackHost("0:0:0:0:0:ffff:7f00:1")).toBe(true);
    expect(isPrivateHost("::ffff:a9fe:a9fe")).toBe(true);
    expect(isPrivateHost("::ffff:a00:1")).toBe(true); // 10.0.0.1
    expect(isPrivateHost("::ffff:c0a8:101")).toBe(true); // 192.168.1.1
    expect(isPrivateHost("::ffff:808:808")).toBe(false); // 8.8.8.8
    expect(isLoopbackHost("::ffff:808:808")).toBe(false);
  });

  it("counts the unspecified addresses as private", () => {
    expect(isPrivateHost("::")).toBe(true);
    expect(isPrivateHost("0.0.0.0")).toBe(true);
    expect(isPrivateHost("::ffff:0:0")).toBe(true);
  });

  it("keeps the plain cases", () => {
    for (const host of ["localhost", "a.localhost", "127.0.0.2", "::1"])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ["10.1.2.3", "172.16.0.1", "192.168.0.1", "169.254.169.254", "100.64.0.1"])
      expect(isPrivateHost(host), host).toBe(true);
    for (const host of ["fd12::1", "fe80::1", "printer.local"])
      expect(isPrivateHost(host), host).toBe(true);
    for (const host of ["example.com", "8.8.8.8", "172.32.0.1", "2001:db8::1", "::2"])
      expect(isPrivateHost(host), host).toBe(false);
  });
});

describe("endpointRefusal", () => {
  it("refuses, via the proxy, an IPv4-mapped or unspecified address for a public server", () => {
    for (const url of [
      "https://[::ffff:127.0.0.1]/token",
      "https://[::ffff:169.254.169.254]/latest/meta-data",
      "https://[::ffff:7f00:1]/token",
      "https://[::]/token",
      "https://[0:0:0:0:0:0:0:0]:8080/token",
    ]) {
      expect(endpointRefusal(url, "as", PUBLIC, true), url).toEqual({
        code: "endpoint-private",
        url,
        resource: PUBLIC,
      });
    }
  });

  it("allows them for a server that is itself private, and without the proxy", () => {
    expect(endpointRefusal("http://[::ffff:127.0.0.1]:9/token", "as", LOCAL, true)).toBeUndefined();
    expect(endpointRefusal("https://[::]/token", "as", PUBLIC, false)).toBeUndefined();
    expect(endpointRefusal("https://auth.example.com/token", "as", PUBLIC, true)).toBeUndefined();
  });

  it("takes plain http only on loopback for the authorization server", () => {
    expect(endpointRefusal("http://[::ffff:127.0.0.1]/t", "as", LOCAL, false)).toBeUndefined();
    expect(endpointRefusal("http://auth.example.com/t", "as", PUBLIC, false)).toEqual({
      code: "endpoint-insecure",
      url: "http://auth.example.com/t",
    });
    expect(endpointRefusal("javascript:alert(1)", "as", PUBLIC, false)?.code).toBe(
      "endpoint-insecure",
    );
  });
});
