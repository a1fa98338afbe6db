/** The site the bridge serves: SPA paths, no way out of the folder, the pages' policies. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { policyFor } from "../build/csp.ts";
import { SANDBOX_CSP } from "../build/sandbox.ts";
import { INDEX_HTML, request, tempSite } from "./bridge.testkit.ts";
import { markBridgePage } from "../transport/stdio/protocol.ts";
import { type Bridge, startBridge } from "./server.ts";

let bridge: Bridge;
let site: Awaited<ReturnType<typeof tempSite>>;
let port: number;
const get = (path: string, method = "GET") => request({ port, path, method });

beforeAll(async () => {
  site = await tempSite();
  bridge = await startBridge({ site: site.site });
  port = bridge.port;
});
afterAll(async () => {
  await bridge.close();
  await site.done();
});

describe("the bridge's site", () => {
  it("serves files with their content types, no-cache and nosniff", async () => {
    const cases: [string, string][] = [
      ["/", "text/html; charset=utf-8"],
      ["/index.html", "text/html; charset=utf-8"],
      ["/assets/app.js", "text/javascript; charset=utf-8"],
      ["/assets/app.css", "text/css; charset=utf-8"],
      ["/manifest.webmanifest", "application/manifest+json; charset=utf-8"],
    ];
    for (const [path, type] of cases) {
      const answer = await get(path);
      expect([path, answer.status, answer.headers["content-type"]]).toEqual([path, 200, type]);
      expect(answer.headers["cache-control"]).toBe("no-cache");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(Object.keys(answer.headers).filter((h) => h.startsWith("access-control-"))).toEqual(
        [],
      );
    }
    // The page says a bridge serves it (protocol.ts), nothing else changed.
    expect((await get("/")).body).toBe(markBridgePage(INDEX_HTML));
    const head = await get("/assets/app.js", "HEAD");
    expect([head.status, head.body]).toEqual([200, ""]);
  });

  it("answers page paths with index.html and a missing asset with 404", async () => {
    const page = await get("/some/route");
    expect([page.status, page.body]).toEqual([200, markBridgePage(INDEX_HTML)]);
    expect((await get("/assets/missing.js")).status).toBe(404);
  });

  it("never leaves the folder", async () => {
    for (const path of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/..%5csecret.txt",
      "/assets%5c..%5c..%5csecret.txt",
      "/%00",
      "/%E0%A4%A",
      "/assets/linked.txt",
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.body).not.toContain("the secret");
    }
  });

  it("refuses other methods", async () => {
    expect((await get("/", "POST")).status).toBe(405);
    expect((await get("/index.html", "PUT")).status).toBe(405);
  });

  it("gives the page the build's policy as a header, and refuses being framed", async () => {
    for (const path of ["/", "/index.html", "/a/route", "/oauth/callback.html"]) {
      const answer = await get(path);
      expect(answer.headers["content-security-policy"]).toBe(
        `${policyFor(INDEX_HTML)}; frame-ancestors 'none'`,
      );
      expect(answer.headers["x-frame-options"]).toBe("DENY");
    }
    expect(policyFor(INDEX_HTML)).toContain("'sha256-");
  });

  it("serves the widget sandbox page only in an opaque origin", async () => {
    const answer = await get("/sandbox.html");
    expect(answer.status).toBe(200);
    const policy = answer.headers["content-security-policy"] ?? "";
    expect(policy).toBe(`${SANDBOX_CSP}; sandbox allow-scripts; frame-ancestors 'self'`);
    // No allow-same-origin: even opened on its own it is no page of the bridge's origin.
    expect(policy).not.toContain("allow-same-origin");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
