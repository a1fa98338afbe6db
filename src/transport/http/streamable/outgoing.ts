/**
 * The headers each request carries, from what the exchange has settled so far: the session
 * and negotiated version (2025 era; the version only from 2025-06-18 on), or the message's own
 * method, name and version mirrored into headers (2026-07-28); the caller's custom headers
 * always.
 */
import { type ParamHeader, encodeHeaderValue, paramHeaderValues } from "./metadata-headers.ts";
import {
  MODERN_VERSION,
  type ProtocolVersion,
  isProtocolVersion,
  versionIndex,
} from "../../../protocol/versions.ts";
import type { OutgoingFacts } from "../messages/parse.ts";
import { mergeHeaders } from "../messages/outbound.ts";

export interface SessionState {
  /** The caller's headers, sent with everything. */
  custom: Record<string, string>;
  /** The version the caller forced, if any. */
  forced?: string;
  sessionId?: string;
  /** The version the initialize reply settled on. */
  negotiated?: string;
  /** `x-mcp-header` annotations of the tools a modern `tools/list` reply listed. */
  toolHeaders: Map<string, ParamHeader[]>;
}

/** Whether a message goes the 2026-07-28 way (its own metadata, or the caller's choice). */
export const isModern = (state: SessionState, facts: OutgoingFacts) =>
  facts.metaVersion !== undefined || state.forced === MODERN_VERSION;

const VERSION_HEADER = "MCP-Protocol-Version";
/** The 2025-06-18 transports introduced the header; earlier versions do not send it. */
const VERSION_HEADER_SINCE: ProtocolVersion = "2025-06-18";

/**
 * `MCP-Protocol-Version` for a request at `version`, if that version defines the header. A
 * version the playground does not know is taken for a later one.
 */
export function protocolVersionHeader(version: string | undefined): Record<string, string> {
  if (version === undefined) return {};
  const defined =
    !isProtocolVersion(version) || versionIndex(version) >= versionIndex(VERSION_HEADER_SINCE);
  return defined ? { [VERSION_HEADER]: version } : {};
}

/** A 2025-era request's version header: a forced version as given, else the negotiated one's. */
const versionHeader = (state: SessionState) =>
  state.forced !== undefined
    ? { [VERSION_HEADER]: state.forced }
    : protocolVersionHeader(state.negotiated);

export function postHeaders(state: SessionState, facts: OutgoingFacts): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
  };
  if (isModern(state, facts)) {
    // No session; the body's version, method and name mirrored into headers.
    const declared = state.forced ?? facts.metaVersion;
    if (declared !== undefined) headers[VERSION_HEADER] = declared;
    if (facts.method !== undefined) headers["Mcp-Method"] = facts.method;
    if (facts.name !== undefined) headers["Mcp-Name"] = encodeHeaderValue(facts.name);
    const annotations = facts.name !== undefined ? state.toolHeaders.get(facts.name) : undefined;
    if (annotations && facts.arguments) {
      Object.assign(headers, paramHeaderValues(annotations, facts.arguments));
    }
  } else {
    if (state.sessionId !== undefined) headers["Mcp-Session-Id"] = state.sessionId;
    if (!facts.initialize) Object.assign(headers, versionHeader(state));
  }
  return mergeHeaders(state.custom, headers);
}

/** The server's own stream, or a resumption (`Last-Event-ID`). */
export function getHeaders(state: SessionState, lastEventId?: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: "text/event-stream" };
  if (state.sessionId !== undefined) headers["Mcp-Session-Id"] = state.sessionId;
  Object.assign(headers, versionHeader(state));
  if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
  return mergeHeaders(state.custom, headers);
}

export function deleteHeaders(state: SessionState, sessionId: string): Record<string, string> {
  const headers: Record<string, string> = { "Mcp-Session-Id": sessionId, ...versionHeader(state) };
  return mergeHeaders(state.custom, headers);
}

/** The 2024-11-05 transport knows none of the later headers. */
export const legacyStreamHeaders = (state: SessionState) =>
  mergeHeaders(state.custom, { Accept: "text/event-stream" });

export const legacyPostHeaders = (state: SessionState) =>
  mergeHeaders(state.custom, { "Content-Type": "application/json" });
