/** Every MCP protocol version the playground knows, oldest first. */
export const PROTOCOL_VERSIONS = [
  "2024-11-05",
  "2025-03-26",
  "2025-06-18",
  "2025-11-25",
  "2026-07-28",
] as const;

export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/**
 * The first version without the initialize handshake: no sessions, version and capabilities in
 * each request's `_meta`.
 */
export const MODERN_VERSION = "2026-07-28" satisfies ProtocolVersion;

/** What the user may pick: a version, or `auto` (taken from the session's handshake). */
export type VersionChoice = ProtocolVersion | "auto";

export const DEFAULT_PROTOCOL_VERSION: ProtocolVersion = "2025-11-25";

export function isProtocolVersion(value: unknown): value is ProtocolVersion {
  return typeof value === "string" && (PROTOCOL_VERSIONS as readonly string[]).includes(value);
}

/** Position of a version in time; comparisons between versions go through this. */
export function versionIndex(version: ProtocolVersion): number {
  return PROTOCOL_VERSIONS.indexOf(version);
}
