/**
 * One HTTP step of the authorization flow, logged on the authorization lane: the request as it
 * goes (`out`), then its answer (`in`) with status, headers and body, secrets masked. A request
 * the browser blocks is logged too, with what the CORS probes found (which header the endpoint
 * lacks), so a blocked step is a finding, not a dead end.
 */
import type {
  AuthMeta,
  AuthPeer,
  AuthStep,
  HttpDetail,
  NewEntry,
} from "../protocol/exchange/types.ts";
import {
  type DevProxy,
  type FetchLike,
  MAX_REPLY_MIB,
  boundedText,
  diagnoseFailure,
  maskHeaders,
} from "../transport/http/index.ts";
import { PROXY_TARGET_HEADER, PROXY_TOKEN_HEADER } from "../transport/http/wire/proxy.ts";
import { maskBody, maskUrl } from "./secrets.ts";

export interface AuthWire {
  fetch: FetchLike;
  /** The dev proxy, when the page runs under `npm run dev` / `vite preview` and the user asks. */
  proxy?: DevProxy;
  clock(): number;
  /** Where the lane's entries go (the session log). */
  sink(entry: NewEntry): void;
  /** Tell a CORS block from an unreachable server with probes (browsers). Default true. */
  diagnose?: boolean;
}

/** A request of the flow, before it goes: what "Continue" shows. */
export interface StepRequest {
  step: AuthStep;
  peer: AuthPeer;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface StepAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json?: unknown;
  http: HttpDetail;
}

export type StepOutcome =
  | { ok: true; answer: StepAnswer }
  | {
      ok: false;
      /** `too-large`: the answer went past the cap; reading stopped there. */
      blocked: "cors" | "network" | "too-large";
      missingHeader?: string;
      reason: string;
    };

/** The lane facts every entry of a flow shares. */
export type LaneFacts = Pick<AuthMeta, "version" | "resource">;

/** The request as logged: headers and body masked. */
export function requestDetail(request: StepRequest): HttpDetail {
  return {
    method: request.method,
    url: maskUrl(request.url),
    requestHeaders: maskHeaders(request.headers),
  };
}

const contentTypeOf = (headers: Record<string, string>): string =>
  Object.entries(headers).find(([n]) => n.toLowerCase() === "content-type")?.[1] ?? "";

/** Logs `request`, sends it, logs the answer (or why none came). */
export async function sendStep(
  wire: AuthWire,
  lane: LaneFacts,
  request: StepRequest,
): Promise<StepOutcome> {
  const meta: AuthMeta = { step: request.step, peer: request.peer, ...lane };
  const detail = requestDetail(request);
  const sentAt = wire.clock();
  wire.sink({
    type: "message",
    flow: "out",
    lane: "auth",
    auth: meta,
    text: maskBody(request.body ?? "", contentTypeOf(request.headers)),
    at: sentAt,
    http: detail,
  });
  const init: RequestInit = {
    method: request.method,
    headers: request.headers,
    redirect: "manual",
  };
  if (request.body !== undefined) init.body = request.body;
  let response: Response;
  try {
    response = wire.proxy
      ? await wire.fetch(wire.proxy.endpoint, {
          ...init,
          headers: {
            ...request.headers,
            [PROXY_TARGET_HEADER]: request.url,
            [PROXY_TOKEN_HEADER]: wire.proxy.token,
          },
        })
      : await wire.fetch(request.url, init);
  } catch (error) {
    const failure = await whyFailed(wire, request, error);
    wire.sink({
      type: "message",
      flow: "in",
      lane: "auth",
      auth: {
        ...meta,
        blocked: failure.blocked,
        ...(failure.missingHeader && { missingHeader: failure.missingHeader }),
      },
      text: "",
      at: wire.clock(),
      http: { method: request.method, url: detail.url },
    });
    return { ok: false, ...failure };
  }
  // The one reading path: decoded bytes counted as they come, past the cap the step fails.
  const { text, tooLarge } = await boundedText(response);
  const at = wire.clock();
  const http: HttpDetail = {
    ...detail,
    status: response.status,
    responseHeaders: maskHeaders(response.headers),
    durationMs: at - sentAt,
  };
  if (tooLarge) {
    wire.sink({ type: "message", flow: "in", lane: "auth", auth: meta, text: "", at, http });
    return { ok: false, blocked: "too-large", reason: `${MAX_REPLY_MIB} MiB` };
  }
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  wire.sink({
    type: "message",
    flow: "in",
    lane: "auth",
    auth: meta,
    text: maskBody(text, response.headers.get("content-type") ?? ""),
    at,
    http,
  });
  return {
    ok: true,
    answer: { status: response.status, headers: response.headers, text, json, http },
  };
}

async function whyFailed(
  wire: AuthWire,
  request: StepRequest,
  error: unknown,
): Promise<{ blocked: "cors" | "network"; missingHeader?: string; reason: string }> {
  const reason = error instanceof Error ? error.message : String(error);
  const inBrowser = typeof (globalThis as { document?: unknown }).document !== "undefined";
  if (wire.proxy || !inBrowser || wire.diagnose === false) return { blocked: "network", reason };
  const extra: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!["accept", "content-type"].includes(name.toLowerCase())) extra[name] = value;
  }
  const verdict = await diagnoseFailure(request.url, {
    fetch: wire.fetch,
    headers: extra,
    method: request.method,
  });
  switch (verdict.code) {
    case "unreachable":
      return { blocked: "network", reason: verdict.reason || reason };
    case "cors-no-allow-origin":
      return { blocked: "cors", missingHeader: "Access-Control-Allow-Origin", reason };
    case "cors-preflight":
      return { blocked: "cors", missingHeader: "Access-Control-Allow-Methods", reason };
    case "cors-header":
      return {
        blocked: "cors",
        missingHeader: `Access-Control-Allow-Headers: ${verdict.header}`,
        reason,
      };
    default:
      return { blocked: "cors", reason };
  }
}
