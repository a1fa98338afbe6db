/** Links, visibility, reading the resource and the policy a widget's page gets. */
import { describe, expect, it } from "vitest";
import {
  mimeFits,
  sandboxedPage,
  uiLinksOf,
  visibilityMalformed,
  visibilityOf,
  widgetResourceOf,
} from "./document.ts";
import { WEBRTC_NAMES } from "./nowebrtc.ts";
import { cspOf, widgetPolicy, withHead } from "./policy.ts";

describe("a tool's UI links", () => {
  it("reads MCP Apps first, the flat key too, then the Apps SDK template; ignores non-ui URIs", () => {
    const both = {
      _meta: {
        ui: { resourceUri: "ui://a/x.html" },
        "openai/outputTemplate": "ui://a/y.html",
      },
    };
    expect(uiLinksOf(both)).toEqual([
      { uri: "ui://a/x.html", flavour: "apps" },
      { uri: "ui://a/y.html", flavour: "openai" },
    ]);
    expect(uiLinksOf({ _meta: { "ui/resourceUri": "ui://a/z.html" } })).toEqual([
      { uri: "ui://a/z.html", flavour: "apps" },
    ]);
    expect(uiLinksOf({ _meta: { ui: { resourceUri: "https://evil/" } } })).toEqual([]);
    expect(uiLinksOf(null)).toEqual([]);
    expect(visibilityOf({})).toEqual(["model", "app"]);
    expect(visibilityOf({ _meta: { ui: { visibility: ["model"] } } })).toEqual(["model"]);
  });
});

describe("the widget's policy", () => {
  it("allows no network by default and only real origins when declared", () => {
    expect(widgetPolicy({})).toContain("connect-src 'none'");
    const csp = cspOf({
      ui: {
        csp: {
          connectDomains: ["https://api.example.com", "https://x; script-src *", "'unsafe-eval'"],
          resourceDomains: ["https://cdn.example.com"],
        },
      },
    });
    expect(csp.connectDomains).toEqual(["https://api.example.com"]);
    const policy = widgetPolicy(csp);
    expect(policy).toContain("connect-src https://api.example.com;");
    expect(policy).toContain("script-src 'unsafe-inline' https://cdn.example.com;");
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it("goes before anything of the widget, after its doctype", () => {
    expect(withHead("<!DOCTYPE html><script>x</script>", "<meta>")).toBe(
      "<!DOCTYPE html><meta><script>x</script>",
    );
    expect(withHead("<script>x</script>", "<meta>")).toBe("<meta><script>x</script>");
  });

  it("puts the window.openai shim after the policy for Apps SDK pages only", () => {
    const read = widgetResourceOf(
      { contents: [{ uri: "ui://a", mimeType: "text/html+skybridge", text: "<p>w</p>" }] },
      "ui://a",
    );
    if (!read.ok) throw new Error(read.reason);
    expect(read.resource.cspDeclared).toBe(false);
    const openai = sandboxedPage(read.resource, "openai");
    expect(openai.indexOf("Content-Security-Policy")).toBeLessThan(openai.indexOf("openai"));
    expect(openai.endsWith("<p>w</p>")).toBe(true);
    expect(sandboxedPage(read.resource, "apps")).not.toContain("window.openai");
  });

  it("says why a read result holds no page", () => {
    expect(widgetResourceOf({ contents: [] }, "ui://a")).toEqual({
      ok: false,
      reason: "the result has no contents",
    });
    expect(widgetResourceOf({ contents: [{ uri: "ui://a", blob: "AA==" }] }, "ui://a").ok).toBe(
      false,
    );
  });
});

describe("what the host will not take on trust", () => {
  it("a visibility that is not a list of strings is read as the most restrictive value", () => {
    const of = (visibility: unknown) => ({ _meta: { ui: { visibility } } });
    for (const bad of ["model", "app", { app: true }, ["app", 1], null, 1]) {
      expect(visibilityOf(of(bad))).toEqual(["model"]);
      expect(visibilityMalformed(of(bad))).toBe(true);
    }
    expect(visibilityMalformed(of(["app"]))).toBe(false);
    expect(visibilityMalformed({})).toBe(false);
  });

  it("only the MCP Apps and Apps SDK MIME types make a widget", () => {
    expect(mimeFits("text/html;profile=mcp-app", "apps")).toBe(true);
    expect(mimeFits("text/html; profile=mcp-app", "apps")).toBe(true);
    expect(mimeFits("text/html+skybridge", "openai")).toBe(true);
    for (const bad of ["text/plain", "text/html", undefined, "text/html+skybridge"])
      expect(mimeFits(bad, "apps")).toBe(false);
    expect(mimeFits("text/html;profile=mcp-app", "openai")).toBe(false);
  });

  it("takes WebRTC away, before the widget's first script, when it declares no network", () => {
    const resource = {
      uri: "ui://x",
      mimeType: "text/html;profile=mcp-app",
      html: "<!doctype html><script>new RTCPeerConnection()</script>",
      csp: {},
      cspDeclared: false,
      permissions: {},
      prefersBorder: undefined,
    };
    const page = sandboxedPage(resource, "apps");
    const strip = page.indexOf('"RTCPeerConnection"');
    expect(strip).toBeGreaterThan(page.indexOf("Content-Security-Policy"));
    expect(strip).toBeLessThan(page.indexOf("new RTCPeerConnection()"));
    expect(WEBRTC_NAMES).toEqual(
      expect.arrayContaining(["RTCPeerConnection", "webkitRTCPeerConnection", "RTCDataChannel"]),
    );
    // A widget that declares where it connects keeps WebRTC (its policy is its own choice).
    const online = sandboxedPage(
      { ...resource, csp: { connectDomains: ["https://api.example.com"] } },
      "apps",
    );
    expect(online).not.toContain('"RTCPeerConnection"');
  });

  it("makes the page's declarative shadow roots inert when it declares no network, and only then", () => {
    const html =
      '<!doctype html><div><template ShadowRootMode="closed"><iframe srcdoc="x"></iframe></template></div>';
    const resource = {
      uri: "ui://x",
      mimeType: "text/html;profile=mcp-app",
      html,
      csp: {},
      cspDeclared: false,
      permissions: {},
      prefersBorder: undefined,
    };
    const page = sandboxedPage(resource, "apps");
    expect(page).toContain('<template data-shadowrootmode="closed">');
    expect(page).not.toMatch(/[^-]shadowrootmode/i);
    const online = sandboxedPage(
      { ...resource, csp: { connectDomains: ["https://api.example.com"] } },
      "apps",
    );
    expect(online).toContain('<template ShadowRootMode="closed">');
  });
});
