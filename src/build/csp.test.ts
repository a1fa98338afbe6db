import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CSP, inlineScriptHashes, policyFor, withPolicy } from "./csp.ts";

const INDEX = readFileSync(new URL("../../index.html", import.meta.url), "utf8");

describe("the built page's Content-Security-Policy", () => {
  it("allows the inline theme script by the hash of its exact text, and nothing evaluated", () => {
    const body = /<script>([\s\S]*?)<\/script>/.exec(INDEX)?.[1] ?? "";
    expect(body).toContain("localStorage");
    const hash = createHash("sha256").update(body).digest("base64");
    expect(inlineScriptHashes(INDEX)).toEqual([`'sha256-${hash}'`]);
    const policy = policyFor(INDEX);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect(CSP["script-src"]).toEqual(["'self'"]);
  });

  it("goes right after the charset, before any script", () => {
    const html = withPolicy(INDEX);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf("<meta charset"));
    expect(meta).toBeLessThan(html.indexOf("<script"));
    expect(() => withPolicy("<html><head></head></html>")).toThrow(/charset/);
  });

  it("ignores scripts loaded from files", () => {
    expect(inlineScriptHashes('<script type="module" src="/x.js"></script>')).toEqual([]);
  });
});
