/**
 * The card against servers from the MCP registry that the project did not write, built on
 * different stacks, each on loopback: the official TypeScript SDK v1 with Express (server-
 * everything, Streamable HTTP and its HTTP+SSE mode), the SDK v2 packages (@modelcontextprotocol/
 * server + express: server-basic-vanillajs, stateless), the SDK v1 stdio transport (server-
 * filesystem), and two frameworks with an HTTP layer of their own over the SDK's protocol core:
 * fastmcp (its httpStream transport: mcp-proxy on Hono) and mcp-framework (its http-stream
 * transport on node:http), each serving a two-tool fixture (test/servers/). Each row writes down
 * the verdicts expected and the spec's words that justify each one, and the exit status they
 * make. Adding a server is one more row (see README: servers built on @playwright/mcp, mcp-proxy,
 * supergateway are to be added as dev dependencies by the integrator).
 */
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  startAppsExample,
  startEverything,
  startFastmcp,
  startMcpFramework,
} from "../../test/servers/index.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";
import type { CheckId } from "./catalog.ts";
import { deriveInProcess } from "./derive.ts";
import { check, probe } from "./harness.testkit.ts";
import { runProbe } from "./run.ts";
import { exitStatusOf } from "./score.ts";
import { stdioWire } from "./stdio.ts";
import type { Card, CheckStatus } from "./types.ts";

/** An expected verdict and the normative words it rests on. */
interface Expected {
  status: CheckStatus;
  /** The note that says why, when the verdict hangs on one. */
  note?: string;
  why: string;
}

interface Row {
  server: string;
  stack: string;
  version: ProtocolVersion;
  /** Runs the card; the server is stopped afterwards. */
  run(): Promise<Card>;
  expect: Partial<Record<CheckId, Expected>>;
  exit: 0 | 1 | 2;
}

const require = createRequire(import.meta.url);

async function overHttp(
  start: () => Promise<{ url: string; close(): Promise<void> }>,
  version: ProtocolVersion,
): Promise<Card> {
  const server = await start();
  try {
    return await probe(server.url, { version });
  } finally {
    await server.close();
  }
}

function overStdio(args: string[], version: ProtocolVersion): Promise<Card> {
  const wire = stdioWire({ command: process.execPath, args, graceMs: 20_000 });
  return runProbe({
    target: wire.target,
    open: wire.open,
    stdio: wire,
    derive: deriveInProcess,
    timeoutMs: 10_000,
    version,
  });
}

const ORIGIN_MUST =
  '2025-11-25 transports, Security Warning: "Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks."';

const INVALID_REQUEST_CODE =
  'The MUST (an HTTP error status) is met with 400; the body\'s code is -32700 (Parse error) for valid JSON that is no Request object, where JSON-RPC 2.0 section 5.1 names -32600 (Invalid Request: "The JSON sent is not a valid Request object"): a doubt, not a failed MUST.';

const INVALID_PARAMS_CODE =
  '2025-11-25 server/tools, Error Handling: "Protocol errors indicate issues with the request structure itself", among them "Malformed requests (requests that fail to satisfy CallToolRequest schema)", and "are returned as standard JSON-RPC errors"; JSON-RPC 2.0 section 5.1 names -32602 (Invalid params) for that, -32603 for an "Internal JSON-RPC error". tools/call without a name got -32603 (its SDK core\'s schema failure): a SHOULD-level check, so a warning.';

const NULL_ID =
  'JSON-RPC 2.0 section 5: the id "MUST be the same as the value of the id member in the Request Object"; the 2025-11-25 schema (JSONRPCErrorResponse) makes id optional and types it RequestId (string or integer), never null. Its 400s to {"id": 9002} and to a session-less {"id": 1, "method": "tools/list"} (both ids readable) carry id: null.';

const CORS_STAR =
  "Advice: Access-Control-Allow-Origin: * is no praise on a server that does not validate Origin (the Security Warning above).";

const ROWS: Row[] = [
  {
    server: "@modelcontextprotocol/server-everything (streamableHttp)",
    stack: "TypeScript SDK v1, Express",
    version: "2025-11-25",
    run: () => overHttp(() => startEverything({ mode: "streamableHttp" }), "2025-11-25"),
    expect: {
      "lifecycle.initialize": {
        status: "passed",
        why: 'lifecycle: the server "MUST respond with its own capabilities and information".',
      },
      "transport.origin": {
        status: "failed",
        note: "rebinding-origin-accepted",
        why: `${ORIGIN_MUST} It answered 200 to Origin and Host evil.example.com.`,
      },
      "transport.session-end": {
        status: "failed",
        note: "ended-not-404",
        why: 'transports, Session Management: after a session ends the server "MUST respond to requests containing that session ID with HTTP 404 Not Found"; it answers 400.',
      },
      "errors.parse-error": {
        status: "passed",
        why: 'transports, Sending Messages: input the server does not accept "MUST" get "an HTTP error status code (e.g., 400 Bad Request)"; it answers 400.',
      },
      "errors.invalid-request": {
        status: "warning",
        note: "wrong-code",
        why: "The MUST (an HTTP error status) is met with 400; the body's code is -32700 where JSON-RPC 2.0 names -32600 (Invalid Request): a doubt, not a failed MUST.",
      },
      "wire.schema-valid": {
        status: "failed",
        why: 'JSON-RPC 2.0 section 5: the id "MUST be the same as the value of the id member in the Request Object"; the 2025-11-25 schema types it string or integer. Its 400 to {"id": 9002} (id readable) carries id: null, which both texts refuse. (The null id to the unparseable body is only the conflict warning.)',
      },
      "lifecycle.before-initialize": {
        status: "passed",
        why: "It refuses a request before initialize with 400.",
      },
      "transport.cors": {
        status: "warning",
        note: "cors-star-unvalidated",
        why: "Advice: Access-Control-Allow-Origin: * is no praise on a server that does not validate Origin (the Security Warning above).",
      },
    },
    exit: 1,
  },
  {
    server: "@modelcontextprotocol/server-everything (streamableHttp)",
    stack: "TypeScript SDK v1, Express",
    version: "2026-07-28",
    run: () => overHttp(() => startEverything({ mode: "streamableHttp" }), "2026-07-28"),
    expect: {
      "lifecycle.discover": {
        status: "could-not-run",
        note: "older-versions-only",
        why: "2026-07-28 tells a server of the handshake versions by its refusal of server/discover (HTTP 400 / -32601): the server does not speak this version, which is no failure.",
      },
      "wire.schema-valid": {
        status: "could-not-run",
        why: "Nothing of 2026-07-28 was spoken: its schema judges no message.",
      },
    },
    exit: 2,
  },
  {
    server: "@modelcontextprotocol/server-everything (sse)",
    stack: "TypeScript SDK v1, SSEServerTransport, Express",
    version: "2024-11-05",
    run: () => overHttp(() => startEverything({ mode: "sse" }), "2024-11-05"),
    expect: {
      "transport.sse-stream": {
        status: "passed",
        why: '2024-11-05 HTTP with SSE: "the server MUST send an endpoint event containing a URI for the client to use for sending messages".',
      },
      "lifecycle.before-initialize": {
        status: "not-applicable",
        note: "before-init-client-rule",
        why: 'lifecycle: "The client SHOULD NOT send requests other than pings before the server has responded to the initialize request": a rule for the client.',
      },
      "transport.origin": {
        status: "failed",
        note: "rebinding-origin-accepted",
        why: '2024-11-05 transports, Security Warning (HTTP with SSE): "Servers MUST validate the Origin header on all incoming connections"; its stream opens for Origin evil.example.com.',
      },
    },
    exit: 1,
  },
  {
    server: "@modelcontextprotocol/server-basic-vanillajs",
    stack:
      "TypeScript SDK v2 (@modelcontextprotocol/server, @modelcontextprotocol/express), stateless",
    version: "2025-11-25",
    run: () => overHttp(startAppsExample, "2025-11-25"),
    expect: {
      "lifecycle.initialize": {
        status: "passed",
        why: 'lifecycle: the server "MUST respond with its own capabilities and information".',
      },
      "lists.tools": {
        status: "passed",
        why: "server/tools: tools/list answered by the schema.",
      },
      "transport.origin": {
        status: "failed",
        note: "rebinding-origin-accepted",
        why: `${ORIGIN_MUST} It answered 200 to Origin and Host evil.example.com.`,
      },
      "errors.parse-error": {
        status: "passed",
        why: 'transports, Sending Messages: an HTTP error status for input it does not accept ("MUST"); it answers 400.',
      },
    },
    exit: 1,
  },
  {
    server: "@modelcontextprotocol/server-filesystem (stdio)",
    stack: "TypeScript SDK v1, StdioServerTransport",
    version: "2025-11-25",
    run: () => {
      const manifest = require.resolve("@modelcontextprotocol/server-filesystem/package.json");
      const entry = path.join(path.dirname(manifest), "dist", "index.js");
      const root = mkdtempSync(path.join(tmpdir(), "card-fs-"));
      return overStdio([entry, root], "2025-11-25");
    },
    expect: {
      "lifecycle.initialize": {
        status: "passed",
        why: 'lifecycle: the server "MUST respond with its own capabilities and information".',
      },
      "stdio.stray-stdout": {
        status: "passed",
        why: 'transports, stdio: "The server MUST NOT write anything to its stdout that is not a valid MCP message."',
      },
      "stdio.framing": {
        status: "passed",
        why: 'transports, stdio: messages are "delimited by newlines, and MUST NOT contain embedded newlines".',
      },
      "transport.origin": {
        status: "not-applicable",
        why: "The Origin rule is about HTTP connections; over stdio there is no Origin.",
      },
      "errors.parse-error": {
        status: "failed",
        note: "no-error-reply",
        why: 'JSON-RPC 2.0 section 5: "When a rpc call is made, the Server MUST reply with a Response" (a parse error: -32700, id null); its SDK\'s stdio transport reports the line to onerror and answers nothing.',
      },
    },
    exit: 1,
  },
  {
    server: "fastmcp fixture (httpStream)",
    stack: "fastmcp 4.20.16: mcp-proxy on Hono, SDK protocol core",
    version: "2025-11-25",
    run: () => overHttp(startFastmcp, "2025-11-25"),
    expect: {
      "lifecycle.initialize": {
        status: "passed",
        why: 'lifecycle: the server "MUST respond with its own capabilities and information".',
      },
      "lists.tools": {
        status: "passed",
        why: "server/tools: tools/list answered by the schema (echo, add).",
      },
      "transport.session-end": {
        status: "passed",
        note: "ended-404",
        why: 'transports, Session Management: after a session ends the server "MUST respond to requests containing that session ID with HTTP 404 Not Found"; it does.',
      },
      "errors.parse-error": {
        status: "passed",
        why: 'transports, Sending Messages: input the server does not accept "MUST" get "an HTTP error status code (e.g., 400 Bad Request)"; it answers 400.',
      },
      "errors.invalid-params": { status: "warning", note: "wrong-code", why: INVALID_PARAMS_CODE },
      "errors.invalid-request": {
        status: "warning",
        note: "wrong-code",
        why: INVALID_REQUEST_CODE,
      },
      "transport.origin": {
        status: "failed",
        note: "rebinding-origin-accepted",
        why: `${ORIGIN_MUST} It answered 200 to Origin and Host evil.example.com.`,
      },
      "transport.cors": { status: "warning", note: "cors-star-unvalidated", why: CORS_STAR },
      "wire.schema-valid": { status: "failed", note: "finding-to", why: NULL_ID },
    },
    exit: 1,
  },
  {
    server: "mcp-framework fixture (http-stream)",
    stack: "mcp-framework 0.2.22: its own transport on node:http, SDK protocol core",
    version: "2025-11-25",
    run: () => overHttp(startMcpFramework, "2025-11-25"),
    expect: {
      "lifecycle.initialize": {
        status: "passed",
        why: 'lifecycle: the server "MUST respond with its own capabilities and information".',
      },
      "lists.tools": {
        status: "passed",
        why: "server/tools: tools/list answered by the schema (echo, add, their zod schemas as JSON Schema).",
      },
      "transport.session-end": {
        status: "passed",
        note: "ended-404",
        why: 'transports, Session Management: after a session ends the server "MUST respond to requests containing that session ID with HTTP 404 Not Found"; it does.',
      },
      "errors.parse-error": {
        status: "warning",
        note: "http-server-error",
        why: 'transports, Sending Messages: input the server does not accept "MUST" get "an HTTP error status code (e.g., 400 Bad Request)". It answers 500 (text/plain, no JSON-RPC body): the MUST is met, but a 5xx says the server broke where the input was at fault (RFC 9110: 4xx is the client\'s error), a doubt.',
      },
      "errors.invalid-params": { status: "warning", note: "wrong-code", why: INVALID_PARAMS_CODE },
      "errors.invalid-request": {
        status: "warning",
        note: "wrong-code",
        why: INVALID_REQUEST_CODE,
      },
      "transport.origin": {
        status: "failed",
        note: "rebinding-origin-accepted",
        why: `${ORIGIN_MUST} It answered 200 to Origin and Host evil.example.com.`,
      },
      "transport.cors": { status: "warning", note: "cors-star-unvalidated", why: CORS_STAR },
      "wire.schema-valid": { status: "failed", note: "finding-to", why: NULL_ID },
    },
    exit: 1,
  },
];

describe("the card against servers from the registry", () => {
  for (const row of ROWS) {
    it(`${row.server} at ${row.version} (${row.stack})`, async () => {
      const card = await row.run();
      for (const [id, expected] of Object.entries(row.expect) as [CheckId, Expected][]) {
        const result = check(card, id);
        expect({ id, status: result.status }, expected.why).toEqual({
          id,
          status: expected.status,
        });
        if (expected.note)
          expect(
            result.notes.map((n) => n.key),
            expected.why,
          ).toContain(expected.note);
      }
      expect(exitStatusOf(card.checks, card.version)).toBe(row.exit);
    }, 180_000);
  }
});
