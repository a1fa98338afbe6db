/**
 * One run of the report card for the page, in its worker: a remote server straight from the
 * browser, or the gift server in-process behind its web-standard HTTP handler (so the
 * transport checks apply to it too). Every message is judged here by the core: a worker, never
 * the page's main thread.
 */
import { deriveInProcess } from "../../probe/derive.ts";
import { type Card, httpWire, runProbe } from "../../probe/index.ts";
import { bridgeStdioWire } from "../../probe/stdio-bridge.ts";
import { createGiftHttpHandler } from "../../server/http-mcp.ts";
import { BridgeClient } from "../../transport/stdio/bridge.ts";
import { STDIO_GRACE_MS } from "../../transport/stdio/protocol.ts";
import { GIFT_URL, type ProbeRequest } from "./protocol.ts";

/**
 * `refresh`: a new `Authorization` for the remote target's grant after the server refused the
 * token (the page refreshes it, as for its connection), or undefined.
 */
export async function runPageProbe(
  request: ProbeRequest,
  onProgress: (step: string) => void,
  refresh?: () => Promise<string | undefined>,
): Promise<Card> {
  const common = {
    version: request.version,
    derive: deriveInProcess,
    tools: request.tools,
    onProgress,
    authAdvice: "page" as const,
  };
  const { target } = request;
  if (target.kind === "gift") {
    const handler = createGiftHttpHandler(target.controls);
    try {
      const wire = httpWire({
        url: GIFT_URL,
        cors: "none",
        fetch: (input, init) => handler.fetch(new Request(input, init)),
      });
      return await runProbe({ ...common, target: "gift server", open: wire.open, wire });
    } finally {
      await handler.close();
    }
  }
  if (target.kind === "stdio") {
    const client = new BridgeClient({ base: target.base });
    const hello = await client.hello();
    if (hello.type !== "ready")
      throw new Error(
        hello.type === "refused"
          ? `The local bridge refused the run: ${hello.reason}`
          : "No local bridge answers this page: start it with npx mcp-playground.",
      );
    const wire = bridgeStdioWire({
      client,
      request: target.request,
      target: target.name,
      graceMs: hello.hello.limits.graceMs ?? STDIO_GRACE_MS,
    });
    return runProbe({ ...common, target: wire.target, open: wire.open, stdio: wire });
  }
  const { grant } = target;
  const wire = httpWire({
    url: target.url,
    headers: target.headers,
    cors: "browser",
    ...(target.transport && { transport: target.transport }),
    ...(grant && {
      grant: { authorization: grant.authorization, ...(refresh && { refresh }) },
    }),
  });
  return runProbe({
    ...common,
    target: target.url,
    open: wire.open,
    wire,
    ...(grant && {
      authorization: {
        source: "grant" as const,
        issuer: grant.issuer,
        ...(grant.scope && { scope: grant.scope }),
      },
    }),
  });
}
