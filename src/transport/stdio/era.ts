/**
 * The protocol era of a stdio server, found as the 2026-07-28 stdio transport says
 * ("Backward Compatibility"): a client that speaks both eras SHOULD probe with
 * `server/discover` before any other request. A `DiscoverResult` or a recognized modern error
 * (such as UnsupportedProtocolVersionError) means a modern server; any other error, or no
 * answer within a reasonable time, a legacy one (then `initialize`). The fallback is not keyed
 * to one error code: legacy servers answer unknown requests their own way, or not at all.
 */
import { MODERN_VERSION } from "../../protocol/versions.ts";
import { probeId } from "../http/messages/probeId.ts";

/** What the user chose for a stdio target: find the era, or assume one (no probe). */
export type StdioEraChoice = "auto" | "modern" | "legacy";
export type StdioEra = "modern" | "legacy";

/** Errors only a 2026-07-28 server returns (HeaderMismatch, missing capability, version). */
const MODERN_ERROR_CODES = new Set([-32020, -32021, -32022]);

/** How long the probe's answer is awaited before the server is taken as legacy. */
export const DISCOVER_TIMEOUT_MS = 10_000;

/** The probe: `server/discover` with the modern request metadata, under the playground's id. */
export function discoverProbe(n: number): { id: string; text: string } {
  const id = probeId(n);
  const _meta = {
    "io.modelcontextprotocol/protocolVersion": MODERN_VERSION,
    "io.modelcontextprotocol/clientInfo": { name: "mcp-playground", version: "0.1.0" },
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  return {
    id,
    text: JSON.stringify({ jsonrpc: "2.0", id, method: "server/discover", params: { _meta } }),
  };
}

/** The id of a message text, when it has a string one. */
export function stringIdOf(text: string): string | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
    const id = (value as { id?: unknown }).id;
    return typeof id === "string" ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The era the answer to the probe says; `undefined` (no answer in time) means legacy. */
export function eraOfAnswer(text: string | undefined): StdioEra {
  if (text === undefined) return "legacy";
  try {
    const value = JSON.parse(text) as { result?: unknown; error?: { code?: unknown } };
    if (typeof value.result === "object" && value.result !== null) return "modern";
    const code = value.error?.code;
    return typeof code === "number" && MODERN_ERROR_CODES.has(code) ? "modern" : "legacy";
  } catch {
    return "legacy";
  }
}
