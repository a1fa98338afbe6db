/**
 * What a handler needs to know about the request it serves: the protocol version it is
 * answered in and the capabilities its client declared. A 2026-07-28 request carries both in
 * its `_meta`; a 2025-era request inherits them from the session's `initialize`.
 */
import {
  CLIENT_CAPABILITIES_META_KEY,
  type ClientCapabilities,
  type McpServer,
  PROTOCOL_VERSION_META_KEY,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { isObject } from "./json.ts";
import {
  LATEST_LEGACY_VERSION,
  MODERN_VERSION,
  type ProtocolVersion,
  isProtocolVersion,
} from "./versions.ts";

export type Era = "legacy" | "modern";

export interface Served {
  era: Era;
  version: ProtocolVersion;
  capabilities: ClientCapabilities;
}

export function servedBy(server: McpServer, era: Era, ctx: ServerContext): Served {
  if (era === "modern") {
    // The envelope was checked before the request got here (see the router).
    const envelope: Record<string, unknown> = { ...ctx.mcpReq.envelope };
    const version = envelope[PROTOCOL_VERSION_META_KEY];
    const capabilities = envelope[CLIENT_CAPABILITIES_META_KEY];
    return {
      era,
      version: isProtocolVersion(version) ? version : MODERN_VERSION,
      capabilities: isObject(capabilities) ? capabilities : {},
    };
  }
  // The 2025-era accessors are the documented way to read what initialize negotiated.
  const negotiated = server.server.getNegotiatedProtocolVersion();
  return {
    era,
    // Before any initialize (lifecycle checks off) the newest handshake version applies.
    version: isProtocolVersion(negotiated) ? negotiated : LATEST_LEGACY_VERSION,
    capabilities: server.server.getClientCapabilities() ?? {},
  };
}
