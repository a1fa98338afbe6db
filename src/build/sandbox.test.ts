import { describe, expect, it } from "vitest";
import { SANDBOX_CSP, sandboxPage } from "./sandbox.ts";

describe("the widget sandbox page", () => {
  it("carries its own policy before its one script: no eval, no plugins, no forms, no base", () => {
    const page = sandboxPage();
    const meta = page.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(0);
    expect(meta).toBeLessThan(page.indexOf("<script"));
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(SANDBOX_CSP).toContain("default-src 'none'");
    expect(SANDBOX_CSP).not.toMatch(/unsafe-eval|'self'/);
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'none'"])
      expect(SANDBOX_CSP).toContain(d);
  });

  it("frames the widget with scripts only, never with the same origin", () => {
    const page = sandboxPage();
    expect(page).toContain('"sandbox", "allow-scripts"');
    expect(page).not.toContain("allow-same-origin");
    expect(page).toContain("ui/notifications/sandbox-proxy-ready");
  });
});

describe("the widget frame stays under the widget's policy", () => {
  it("narrows its own frame-src to the widget's frame domains before the page is shown", () => {
    const page = sandboxPage();
    const narrowing = page.indexOf('"frame-src " + narrowed');
    expect(narrowing).toBeGreaterThan(0);
    // The policy goes in before the page does.
    expect(narrowing).toBeLessThan(page.indexOf("inner.srcdoc = params.html"));
    expect(page).toContain(`"'none'"`);
  });

  it("tears a navigated frame down and says so", () => {
    const page = sandboxPage();
    expect(page).toContain("if (loads > 1) tearDown()");
    expect(page).toContain("ui/notifications/sandbox-frame-navigated");
  });
});
