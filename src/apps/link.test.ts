import { describe, expect, it } from "vitest";
import { linkView } from "./link.ts";

describe("the address of a link a widget asks to open", () => {
  it("names the real host of a spoofed address and flags what is before the @", () => {
    const view = linkView("http://trusted.example\u2215docs\u2215start@127.0.0.1:8123/");
    expect(view).toMatchObject({
      ok: true,
      host: "127.0.0.1:8123",
      userinfo: "trusted.example\u2215docs\u2215start",
      href: "http://trusted.example%E2%88%95docs%E2%88%95start@127.0.0.1:8123/",
    });
    if (view.ok)
      expect(view.shown).toBe("http://trusted.example\u2215docs\u2215start@127.0.0.1:8123/");
  });

  it("shows a non-ASCII host as the browser reaches it (punycode), the path decoded", () => {
    const view = linkView("https://аpple.example/%D0%BF%D1%83%D1%82%D1%8C?q=1");
    expect(view).toMatchObject({ ok: true, host: "xn--pple-43d.example", userinfo: "" });
    if (view.ok) expect(view.shown).toBe("https://xn--pple-43d.example/путь?q=1");
  });

  it("keeps a password visible as part of the user info", () => {
    expect(linkView("https://a:b%40c@example.com/")).toMatchObject({
      host: "example.com",
      userinfo: "a:b@c",
    });
  });

  it("refuses what is not an http(s) address", () => {
    expect(linkView("javascript:alert(1)").ok).toBe(false);
    expect(linkView("data:text/html,hi").ok).toBe(false);
    expect(linkView("not a url").ok).toBe(false);
  });
});
