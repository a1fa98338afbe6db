/**
 * Why did fetch fail without an answer? A browser says only "TypeError: Failed to fetch" for a
 * server that is down and for a CORS block alike. These probes tell them apart, each a request
 * the server can only refuse (an empty body), from the least to the most demanding:
 *
 * 1. a `no-cors` POST: it fails only when the server cannot be reached at all;
 * 2. a simple POST (text/plain, no custom header, no preflight): it fails when the server sends
 *    no `Access-Control-Allow-Origin` for this page;
 * 3. a POST with `Content-Type: application/json` (a preflight): it fails when the server does
 *    not answer the preflight, or does not allow that;
 * 4. the same with each header the failed request carried, one at a time: the first that fails
 *    is a header the server does not allow (`Access-Control-Allow-Headers`).
 *
 * Outside a browser (Node) nothing enforces CORS: step 1 fails when the server is down, and
 * the others pass.
 */
import { type FetchLike, discard, failureReason } from "../wire/exchange.ts";

export type CorsVerdict =
  | { code: "unreachable"; reason: string }
  | { code: "cors-no-allow-origin" }
  | { code: "cors-preflight" }
  | { code: "cors-header"; header: string }
  /** Every probe passed: the failure was not one these probes see. */
  | { code: "passed" };

export interface DiagnoseOptions {
  fetch: FetchLike;
  /** The extra headers the failed request carried (name → value), tried one by one. */
  headers: Record<string, string>;
  /** Each probe's bound. */
  timeoutMs?: number;
  /**
   * The failed request's method: the probes use it too, so a GET (an authorization document)
   * is diagnosed with GETs, never with POSTs to a URL only named for reading. Default POST.
   */
  method?: "GET" | "POST";
}

/** Headers a page may send without a preflight, or that step 3 covers already. */
const COVERED = new Set(["accept", "accept-language", "content-language", "content-type"]);

export async function diagnoseFailure(url: string, options: DiagnoseOptions): Promise<CorsVerdict> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const get = options.method === "GET";
  const probe = async (init: RequestInit): Promise<unknown> => {
    try {
      const response = await options.fetch(url, {
        ...(get ? { method: "GET" } : { method: "POST", body: "" }),
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      discard(response);
      return undefined;
    } catch (error) {
      return error ?? new Error("failed");
    }
  };
  const text: Record<string, string> = get ? {} : { "Content-Type": "text/plain" };
  const unreachable = await probe({ mode: "no-cors", headers: text });
  if (unreachable) return { code: "unreachable", reason: failureReason(unreachable) };
  if (await probe({ headers: text })) return { code: "cors-no-allow-origin" };
  const json: Record<string, string> = get
    ? { Accept: "application/json" }
    : { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
  if (!get && (await probe({ headers: json }))) return { code: "cors-preflight" };
  for (const [name, value] of Object.entries(options.headers)) {
    if (COVERED.has(name.toLowerCase())) continue;
    if (await probe({ headers: { ...json, [name]: value } }))
      return { code: "cors-header", header: name };
  }
  return { code: "passed" };
}
