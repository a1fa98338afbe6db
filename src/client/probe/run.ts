/**
 * One run of the report card for the page, in its worker: a remote server straight from the
 * browser, or the gift server in-process behind its web-standard HTTP handler (so the
 * transport checks apply to it too). Every message is judged here by the core: a worker, never
 * the page's main thread.
 */
import { deriveInProcess } from "../../probe/derive.ts";
import { type Card, type ToolChoice, httpWire, runProbe } from "../../probe/index.ts";
import { createGiftHttpHandler } from "../../server/http-mcp.ts";
import type { ProbeRequest } from "./protocol.ts";

/** Where the in-process gift server answers (nothing leaves the worker). */
export const GIFT_URL = "http://gift-server.invalid/mcp";

export async function runPageProbe(
  request: ProbeRequest,
  onProgress: (step: string) => void,
): Promise<Card> {
  const tools: ToolChoice = Object.fromEntries(request.tools.map((t) => [t, "generate"]));
  const common = { version: request.version, derive: deriveInProcess, tools, onProgress };
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
  const wire = httpWire({ url: target.url, headers: target.headers, cors: "browser" });
  return runProbe({ ...common, target: target.url, open: wire.open, wire });
}
