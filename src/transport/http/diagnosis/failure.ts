/**
 * A request that got no answer at all, explained: with the device offline, that (no probe
 * could tell more); through the dev proxy, the dev server is down; straight to the target, the
 * CORS probes tell a server that is down from a browser block, and name the header the server
 * probably lacks.
 */
import { diagnoseFailure } from "./cors.ts";
import { type HttpIssue, makeIssue } from "./issues.ts";
import { type Call, type Wire, failureReason } from "../wire/exchange.ts";
import { RedirectRefused } from "../wire/redirect.ts";

/** The headers every request has; the probes try the others one by one. */
const BASIC = new Set(["content-type", "accept"]);

export async function explainFailure(
  error: unknown,
  call: Call,
  wire: Wire,
  options: { diagnose: boolean; timeoutMs: number },
): Promise<HttpIssue> {
  const reason = failureReason(error);
  const said = (url: string, why: string) => ({ url, reason: why ? ` (${why})` : "" });
  if (error instanceof RedirectRefused) return makeIssue("redirect-refused", { url: error.url });
  if (!wire.online()) return makeIssue("offline", { url: call.url });
  if (wire.proxy) {
    // Through the proxy everything is same-origin: only the dev server itself can be missing.
    return makeIssue("unreachable", said(new URL(wire.proxy.endpoint).origin, reason));
  }
  if (!options.diagnose) return makeIssue("unreachable", said(call.url, reason));
  const extra = Object.fromEntries(
    Object.entries(call.headers).filter(([name]) => !BASIC.has(name.toLowerCase())),
  );
  const verdict = await diagnoseFailure(call.url, {
    fetch: wire.fetch,
    headers: extra,
    timeoutMs: options.timeoutMs,
  });
  switch (verdict.code) {
    case "unreachable":
      return makeIssue("unreachable", said(call.url, reason || verdict.reason));
    case "cors-header":
      return makeIssue("cors-header", { header: verdict.header });
    case "cors-no-allow-origin":
    case "cors-preflight":
      return makeIssue(verdict.code);
    case "passed":
      return makeIssue("connection-failed", said(call.url, reason));
  }
}
