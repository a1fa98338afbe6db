/**
 * How a server's era is read from its answers, per the 2026-07-28 spec's backward
 * compatibility rules: a modern request answered with success or with a recognized modern
 * error means a modern server; an HTTP 4xx without one means an older server, which is then
 * talked to with initialize (and, if the URL turns out to serve it, the 2024-11-05 HTTP+SSE
 * transport).
 */
import { jsonRpcError } from "../messages/parse.ts";

/** Errors only a 2026-07-28 server returns (HeaderMismatch, missing capability, version). */
export const MODERN_ERROR_CODES = new Set([-32020, -32021, -32022]);
export const UNSUPPORTED_VERSION = -32022;
const METHOD_NOT_FOUND = -32601;

export interface ModernError {
  code: number;
  /** The versions an UnsupportedProtocolVersionError lists. */
  supported?: string[];
  requested?: string;
}

/** The recognized modern error in an HTTP error answer's body, if any. */
export function modernError(status: number, body: string): ModernError | undefined {
  const error = jsonRpcError(body);
  if (error?.code === undefined) return undefined;
  // A modern server answers an unknown method with 404 and -32601; a legacy one never uses 404.
  const recognized =
    MODERN_ERROR_CODES.has(error.code) || (status === 404 && error.code === METHOD_NOT_FOUND);
  if (!recognized) return undefined;
  const found: ModernError = { code: error.code };
  const data = error.data;
  if (typeof data === "object" && data !== null) {
    const { supported, requested } = data as Record<string, unknown>;
    if (Array.isArray(supported)) {
      found.supported = supported.filter((v): v is string => typeof v === "string");
    }
    if (typeof requested === "string") found.requested = requested;
  }
  return found;
}

/**
 * Whether a POST's failure suggests the URL serves the 2024-11-05 HTTP+SSE transport, so a GET
 * for its `endpoint` event is worth trying: 400, 404 or 405 with a body that is no JSON-RPC
 * answer (an MCP endpoint that parsed the message answers with one).
 */
export function mayBeLegacySse(status: number, body: string): boolean {
  if (status !== 400 && status !== 404 && status !== 405) return false;
  return jsonRpcError(body) === undefined;
}

/**
 * A modern request refused with 400, 404 or 405 and no modern error: an older server. (401, 403
 * and the like say nothing of the era.)
 */
export function refusedAsLegacy(status: number, body: string): boolean {
  if (status !== 400 && status !== 404 && status !== 405) return false;
  return modernError(status, body) === undefined;
}
