/**
 * The CORS probes ask with the failed request's method: a document the flow only reads is
 * never sent a POST (issue 34, hole 6), against a real loopback server.
 */
import { afterEach, expect, test } from "vitest";
import { type ScriptedServer, startScripted } from "../../../../test/servers/index.ts";
import { diagnoseFailure } from "./cors.ts";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
});

test.each([
  ["GET", ["GET", "GET", "GET"]],
  ["POST", ["POST", "POST", "POST", "POST"]],
] as const)("a failed %s is diagnosed with %j", async (method, methods) => {
  server = await startScripted();
  const verdict = await diagnoseFailure(server.url("/.well-known/oauth-authorization-server"), {
    fetch: (input, init) => fetch(input, init),
    headers: { "X-Extra": "1" },
    method,
  });
  expect(verdict.code).toBe("passed");
  expect(server.seen.map((r) => r.method)).toEqual(methods);
});
