/**
 * The authorization client attacked as a hostile MCP server or authorization server would
 * (issue 34), against the SDK's real authorization server on loopback: each test is one
 * attack, and what reached the attacker is read off its own server.
 */
import { afterEach, describe, expect, test } from "vitest";
import { AuthFlow } from "../../src/auth/index.ts";
import type { FlowResult } from "../../src/auth/index.ts";
import { deriveExchange } from "../../src/protocol/exchange/derive.ts";
import type { NewEntry } from "../../src/protocol/exchange/types.ts";
import {
  type OAuthServers,
  type ScriptedServer,
  json,
  startOAuthServers,
  startScripted,
} from "../servers/index.ts";
import { TOKEN, startProxy } from "../transport/proxy-harness.ts";

const REDIRECT = "http://127.0.0.1:9/oauth/callback.html";
const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function real(): Promise<OAuthServers> {
  const s = await startOAuthServers();
  running.push(s);
  return s;
}

async function evil(): Promise<ScriptedServer> {
  const s = await startScripted();
  running.push(s);
  return s;
}

/** Node has no browser: the authorization page's redirect is read, not followed. */
async function page(url: string): Promise<string> {
  const response = await fetch(url, { redirect: "manual" });
  const location = response.headers.get("location");
  if (!location) throw new Error(`no redirect (HTTP ${response.status})`);
  return new URL(location, url).href;
}

function flowFor(resource: string, version: string, log: NewEntry[] = []): AuthFlow {
  return new AuthFlow({
    resource,
    version,
    client: { clientName: "test", redirectUri: REDIRECT },
    wire: {
      fetch: (input, init) => fetch(input, init),
      clock: () => Date.now(),
      sink: (entry) => log.push(entry),
      diagnose: false,
    },
    authorize: page,
  });
}

const codeOf = (result: FlowResult) => (result.ok ? "ok" : result.error.code);

describe("1. mix-up through the 2025-03-26 fallback", () => {
  test.each(["2025-03-26", "2025-11-25"])(
    "%s: metadata claiming the real issuer with its own token endpoint is refused; no code reaches it",
    async (version) => {
      const as = await real();
      const bad = await evil();
      bad.on(
        "/.well-known/oauth-authorization-server",
        json({
          issuer: as.issuer,
          authorization_endpoint: `${as.issuer}/authorize`,
          token_endpoint: bad.url("/token"),
          registration_endpoint: `${as.issuer}/register`,
          response_types_supported: ["code"],
          code_challenge_methods_supported: ["S256"],
        }),
      );
      bad.on("/token", json({ access_token: "stolen", token_type: "Bearer" }));
      const result = await flowFor(bad.url("/mcp"), version).run();
      expect(codeOf(result)).toBe("issuer-mismatch");
      expect(bad.seen.filter((r) => r.path === "/token")).toEqual([]);
      expect(as.tokenRequests).toEqual([]);
    },
  );

  test("2025-03-26: its own issuer but the endpoints elsewhere is refused with the endpoint named", async () => {
    const as = await real();
    const bad = await evil();
    bad.on(
      "/.well-known/oauth-authorization-server",
      json({
        issuer: bad.origin,
        authorization_endpoint: `${as.issuer}/authorize`,
        token_endpoint: bad.url("/token"),
        registration_endpoint: `${as.issuer}/register`,
        response_types_supported: ["code"],
        code_challenge_methods_supported: ["S256"],
      }),
    );
    const result = await flowFor(bad.url("/mcp"), "2025-03-26").run();
    expect(codeOf(result)).toBe("endpoint-origin");
    expect(result.ok ? {} : result.error.params).toMatchObject({
      endpoint: `${as.issuer}/authorize`,
      issuer: bad.origin,
    });
    expect(bad.seen.filter((r) => r.path === "/token")).toEqual([]);
  });
});

/** A fetch that counts the decoded bytes its caller pulled from each body. */
function countingFetch() {
  const counted = { bytes: 0 };
  const wrapped = async (input: string, init: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    if (!response.body) return response;
    const counter = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        counted.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(counter), {
      status: response.status,
      headers: response.headers,
    });
  };
  return { counted, fetch: wrapped };
}

/** `size` bytes of zeros, gzipped as a stream (a few hundred KB for hundreds of MB). */
async function gzipBomb(size: number): Promise<Buffer> {
  const { createGzip } = await import("node:zlib");
  const gzip = createGzip({ level: 9 });
  const out: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => gzip.on("end", resolve));
  const mib = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < size / mib.length; i++) {
    if (!gzip.write(mib)) await new Promise((resolve) => gzip.once("drain", resolve));
  }
  gzip.end();
  await done;
  return Buffer.concat(out);
}

const CAP = 32 * 1024 * 1024;

describe("3 and 4. the size of authorization documents", () => {
  async function flowWithMetadata(handler: Parameters<ScriptedServer["on"]>[1]) {
    const bad = await evil();
    bad.on("/.well-known/oauth-protected-resource/mcp", handler);
    const { counted, fetch: counting } = countingFetch();
    const log: NewEntry[] = [];
    const flow = new AuthFlow({
      resource: bad.url("/mcp"),
      version: "2025-11-25",
      client: { clientName: "test", redirectUri: REDIRECT },
      wire: { fetch: counting, clock: () => Date.now(), sink: (e) => log.push(e), diagnose: false },
      authorize: page,
    });
    const result = await flow.run();
    return { result, counted, bad, log };
  }

  test("a 100 MB resource metadata answer is refused as too large, read no further than the cap", async () => {
    const { result, counted, bad } = await flowWithMetadata((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < 100 && res.write(chunk)) sent++;
        if (sent >= 100) res.end();
      };
      res.on("drain", () => {
        sent++;
        more();
      });
      res.on("close", () => res.removeAllListeners("drain"));
      more();
    });
    expect(codeOf(result)).toBe("too-large");
    expect(result.ok ? {} : result.error.params).toMatchObject({ mib: "32" });
    expect(counted.bytes).toBeLessThan(CAP + 1024 * 1024);
    // Nothing after the refused document: no authorization server was asked.
    expect(bad.seen.map((r) => r.path)).toEqual(["/.well-known/oauth-protected-resource/mcp"]);
  });

  test("a gzip bomb (400 MB inflated) stops at the cap in decoded bytes", async () => {
    const bomb = await gzipBomb(400 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const { result, counted } = await flowWithMetadata((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Encoding": "gzip" });
      res.end(bomb);
    });
    expect(codeOf(result)).toBe("too-large");
    expect(counted.bytes).toBeGreaterThan(CAP);
    expect(counted.bytes).toBeLessThan(CAP + 1024 * 1024);
  });
});

describe("6. the dev proxy as an SSRF helper", () => {
  test("a public server's metadata cannot send the proxy to another loopback port", async () => {
    const bad = await evil();
    const admin = await evil();
    admin.on(
      "/.well-known/oauth-authorization-server",
      json({
        issuer: admin.origin,
        authorization_endpoint: admin.url("/authorize"),
        token_endpoint: admin.url("/token"),
        registration_endpoint: admin.url("/admin/users"),
        code_challenge_methods_supported: ["S256"],
      }),
    );
    const port = new URL(bad.origin).port;
    // The MCP server has a public name; the proxy's DNS (given) finds it on this machine.
    const resource = `http://mcp.example.com:${port}/mcp`;
    bad.on(
      "/.well-known/oauth-protected-resource/mcp",
      json({ resource, authorization_servers: [admin.origin] }),
    );
    const proxy = await startProxy({
      resolve: (hostname) =>
        Promise.resolve(
          hostname === "mcp.example.com"
            ? [{ address: "127.0.0.1", family: 4 }]
            : [{ address: hostname, family: 4 }],
        ),
    });
    running.push(proxy);
    const flow = new AuthFlow({
      resource,
      version: "2025-11-25",
      client: { clientName: "test", redirectUri: REDIRECT },
      wire: {
        fetch: proxy.pageFetch,
        proxy: { endpoint: proxy.endpoint, token: TOKEN },
        clock: () => Date.now(),
        sink: () => undefined,
      },
      authorize: page,
    });
    const result = await flow.run();
    expect(codeOf(result)).toBe("endpoint-private");
    expect(result.ok ? "" : result.error.params.url).toContain(admin.origin);
    // The document was read through the proxy; the local service never heard of it.
    expect(bad.seen.map((r) => r.path)).toContain("/.well-known/oauth-protected-resource/mcp");
    expect(admin.seen).toEqual([]);
  });
});

describe("9. plain-http and non-web authorization endpoints", () => {
  function metadataWith(bad: ScriptedServer, endpoints: Record<string, string>) {
    bad.on(
      "/.well-known/oauth-protected-resource/mcp",
      json({ resource: bad.url("/mcp"), authorization_servers: [bad.origin] }),
    );
    bad.on(
      "/.well-known/oauth-authorization-server",
      json({
        issuer: bad.origin,
        authorization_endpoint: bad.url("/authorize"),
        token_endpoint: bad.url("/token"),
        response_types_supported: ["code"],
        code_challenge_methods_supported: ["S256"],
        ...endpoints,
      }),
    );
  }

  test("a token endpoint over plain http off loopback is refused before the code goes", async () => {
    const bad = await evil();
    metadataWith(bad, {
      token_endpoint: "http://auth.example.com/token",
      registration_endpoint: bad.url("/register"),
    });
    bad.on("/register", json({ client_id: "c1" }, 201));
    bad.on("/authorize", (req, res) => {
      const u = new URL(req.url ?? "", bad.origin);
      const back = new URL(u.searchParams.get("redirect_uri") ?? REDIRECT);
      back.searchParams.set("code", "the-code");
      back.searchParams.set("state", u.searchParams.get("state") ?? "");
      res.writeHead(302, { Location: back.href });
      res.end();
    });
    const sent: string[] = [];
    const log: NewEntry[] = [];
    const flow = new AuthFlow({
      resource: bad.url("/mcp"),
      version: "2025-11-25",
      client: { clientName: "test", redirectUri: REDIRECT },
      wire: {
        fetch: (input, init) => {
          sent.push(input);
          return fetch(input, init);
        },
        clock: () => Date.now(),
        sink: (entry) => log.push(entry),
        diagnose: false,
      },
      authorize: page,
    });
    const result = await flow.run();
    expect(codeOf(result)).toBe("endpoint-insecure");
    // The lane says it too: the metadata's answer carries the finding.
    const rows = deriveExchange(
      log.map((e, seq) => ({ ...e, seq })),
      "2025-11-25",
    );
    const found = rows.flatMap((r) => (r.type === "message" ? r.findings.map((f) => f.code) : []));
    expect(found).toContain("auth.as-endpoint-insecure");
    expect(result.ok ? {} : result.error.params).toMatchObject({
      url: "http://auth.example.com/token",
    });
    expect(sent.some((u) => u.startsWith("http://auth.example.com"))).toBe(false);
  });

  test.each(["javascript:alert(1)//", "data:text/html,<script>1</script>"])(
    "an authorization endpoint %s is refused, the page never opened",
    async (endpoint) => {
      const bad = await evil();
      metadataWith(bad, {
        authorization_endpoint: endpoint,
        registration_endpoint: bad.url("/register"),
      });
      bad.on("/register", json({ client_id: "c1" }, 201));
      const opened: string[] = [];
      const flow = new AuthFlow({
        resource: bad.url("/mcp"),
        version: "2025-11-25",
        client: { clientName: "test", redirectUri: REDIRECT },
        wire: {
          fetch: (i, n) => fetch(i, n),
          clock: () => Date.now(),
          sink: () => undefined,
          diagnose: false,
        },
        authorize: (url) => {
          opened.push(url);
          return new Promise<string>(() => undefined);
        },
      });
      const result = await flow.run();
      expect(codeOf(result)).toBe("endpoint-insecure");
      expect(opened).toEqual([]);
    },
  );
});
