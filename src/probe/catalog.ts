/**
 * Every check of the report card: its level (what the spec says: MUST, SHOULD, or advice for
 * browser clients), where the spec says it, and the official conformance suite's check ids when
 * the suite has the same check; some checks belong to one era only (the handshake of the
 * versions up to 2025-11-25, or the stateless requests of 2026-07-28). The texts are in
 * `texts.ts` (English and Russian).
 */
import { MODERN_VERSION } from "../protocol/versions.ts";

/** How much a check weighs: the spec's MUST, SHOULD, or advice for browser clients. */
export type CheckLevel = "must" | "should" | "advice";

export interface CheckDefinition {
  level: CheckLevel;
  /** The spec page and anchor, under `specification/<version>/`. */
  section: string;
  /**
   * The `@modelcontextprotocol/conformance` check ids, when the suite checks the same thing
   * (several when the suite splits it; this check fails when any of them would).
   */
  suiteIds?: readonly string[];
  /** Over HTTP only (not applicable to the in-page gift server). */
  http?: boolean;
  /** Over stdio only: a server the run started as a process. */
  stdio?: boolean;
  /**
   * The era the check exists in: `legacy` (the initialize handshake and sessions, up to
   * 2025-11-25) or `modern` (2026-07-28); both when absent.
   */
  era?: "legacy" | "modern";
  /**
   * Over one HTTP transport only: Streamable HTTP (sessions by header, DELETE, the optional GET
   * stream) or the 2024-11-05 HTTP+SSE transport (the stream and its `endpoint`).
   */
  transport?: "streamable-http" | "sse";
  /** Where 2026-07-28 says it, the suite's ids and the level there, when they differ. */
  modern?: { section?: string; suiteIds?: readonly string[]; level?: CheckLevel };
}

/** The methods 2026-07-28 removed, as the suite names them in its check ids. */
const REMOVED_METHODS = [
  "initialize",
  "ping",
  "logging-setlevel",
  "resources-subscribe",
  "resources-unsubscribe",
];

/**
 * The stdio transport: a section of the transports page up to 2025-11-25, a page of its own in
 * 2026-07-28. The shutdown sequence is the lifecycle's up to 2025-11-25 (the client closes stdin,
 * waits, then SIGTERM, then SIGKILL); 2026-07-28 adds "Servers SHOULD exit promptly when their
 * standard input is closed".
 */
const STDIO = "basic/transports#stdio";
const STDIO_MODERN = "basic/transports/stdio";

/** Sending messages in the 2026-07-28 Streamable HTTP page. */
const SENDING = "basic/transports/streamable-http#sending-messages";

/** The 2024-11-05 HTTP+SSE transport, and the version that specifies it. */
const SSE = "basic/transports#http-with-sse";
const SSE_VERSION = "2024-11-05";

export const CHECKS = {
  "lifecycle.initialize": {
    level: "must",
    section: "basic/lifecycle#initialization",
    suiteIds: ["server-initialize"],
    era: "legacy",
  },
  "lifecycle.discover": {
    level: "must",
    section: "server/discover",
    suiteIds: ["sep-2575-server-implements-discover"],
    era: "modern",
  },
  "lifecycle.server-info": {
    level: "should",
    section: "server/discover",
    suiteIds: ["sep-2575-server-identifies-in-result-meta"],
    era: "modern",
  },
  "lifecycle.version-negotiation": {
    level: "must",
    section: "basic/lifecycle#version-negotiation",
    modern: {
      section: "basic/versioning#protocol-version-negotiation",
      suiteIds: ["sep-2575-server-unsupported-version-error"],
    },
  },
  "lifecycle.initialized": {
    level: "must",
    section: "basic/lifecycle#initialization",
    suiteIds: ["server-session-initialized-accepted"],
    era: "legacy",
  },
  "lifecycle.ping": {
    level: "must",
    section: "basic/utilities/ping",
    suiteIds: ["ping"],
    era: "legacy",
  },
  "lifecycle.before-initialize": {
    level: "should",
    section: "basic/lifecycle#initialization",
    era: "legacy",
  },
  "lists.tools": {
    level: "must",
    section: "server/tools#listing-tools",
    suiteIds: ["tools-list"],
  },
  "lists.resources": {
    level: "must",
    section: "server/resources#listing-resources",
    suiteIds: ["resources-list"],
  },
  "lists.resource-templates": {
    level: "must",
    section: "server/resources#resource-templates",
  },
  "lists.prompts": {
    level: "must",
    section: "server/prompts#listing-prompts",
    suiteIds: ["prompts-list"],
  },
  "lists.pagination": { level: "must", section: "server/utilities/pagination" },
  "tools.name-format": {
    level: "should",
    section: "server/tools#tool-names",
    suiteIds: ["tools-name-format"],
  },
  "tools.input-schema": { level: "must", section: "server/tools#tool" },
  "tools.output-schema": { level: "must", section: "server/tools#output-schema" },
  "tools.annotations": { level: "should", section: "server/tools#tool" },
  "tools.ui-links": { level: "should", section: "server/tools#tool" },
  "tools.call": { level: "must", section: "server/tools#calling-tools" },
  "tools.unknown-name": { level: "should", section: "server/tools#error-handling" },
  "errors.unknown-method": {
    level: "must",
    section: "basic#responses",
    modern: {
      section: "basic/transports/streamable-http#protocol-version-header",
      suiteIds: ["sep-2575-http-server-method-not-found-404"],
    },
  },
  "errors.invalid-params": { level: "should", section: "server/tools#error-handling" },
  "errors.missing-resource": {
    level: "should",
    section: "server/resources#error-handling",
    suiteIds: ["sep-2164-error-code"],
    // 2026-07-28: a resource not found MUST be answered with -32602 (Invalid params).
    modern: { level: "must" },
  },
  "errors.parse-error": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
    modern: { section: SENDING },
  },
  "errors.invalid-request": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
    modern: { section: SENDING },
  },
  "transport.content-type": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
    http: true,
    transport: "streamable-http",
    modern: { section: SENDING },
  },
  "transport.notification-accepted": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
    http: true,
    transport: "streamable-http",
    era: "legacy",
  },
  "transport.session-id": {
    level: "must",
    section: "basic/transports#session-management",
    suiteIds: ["server-session-id-visible-ascii"],
    http: true,
    transport: "streamable-http",
    era: "legacy",
  },
  "transport.session-end": {
    level: "must",
    section: "basic/transports#session-management",
    suiteIds: ["server-session-delete-accepted", "server-session-terminated-returns-404"],
    http: true,
    transport: "streamable-http",
    era: "legacy",
  },
  "transport.get-stream": {
    level: "must",
    section: "basic/transports#listening-for-messages-from-the-server",
    http: true,
    transport: "streamable-http",
    era: "legacy",
  },
  "transport.sse-stream": {
    level: "must",
    section: SSE,
    http: true,
    transport: "sse",
    era: "legacy",
  },
  "transport.sse-post": {
    level: "must",
    section: SSE,
    http: true,
    transport: "sse",
    era: "legacy",
  },
  "transport.sse-session": {
    level: "should",
    section: SSE,
    http: true,
    transport: "sse",
    era: "legacy",
  },
  "transport.origin": {
    level: "must",
    section: "basic/transports#security-warning",
    suiteIds: ["localhost-host-rebinding-rejected"],
    http: true,
    modern: { section: "basic/transports/streamable-http#security-%26-endpoint" },
  },
  "transport.cors": {
    level: "advice",
    section: "basic/transports#security-warning",
    http: true,
    modern: { section: "basic/transports/streamable-http#security-%26-endpoint" },
  },
  "stdio.stray-stdout": {
    level: "must",
    section: STDIO,
    stdio: true,
    modern: { section: STDIO_MODERN },
  },
  "stdio.framing": {
    level: "must",
    section: STDIO,
    stdio: true,
    modern: { section: STDIO_MODERN },
  },
  "stdio.shutdown": {
    level: "should",
    section: "basic/lifecycle#stdio",
    stdio: true,
    modern: { section: `${STDIO_MODERN}#shutdown` },
  },
  "stdio.stderr": {
    level: "advice",
    section: STDIO,
    stdio: true,
    modern: { section: STDIO_MODERN },
  },
  "stateless.meta-required": {
    level: "must",
    section: "basic/index#meta",
    suiteIds: [
      "sep-2575-request-meta-invalid-missing-meta",
      "sep-2575-request-meta-invalid-missing-protocol-version",
      "sep-2575-request-meta-invalid-missing-client-capabilities",
    ],
    era: "modern",
  },
  "stateless.meta-invalid-400": {
    level: "must",
    section: "basic/index#meta",
    suiteIds: ["sep-2575-http-server-meta-invalid-400"],
    http: true,
    era: "modern",
  },
  "stateless.client-info-optional": {
    level: "must",
    section: "basic/index#meta",
    suiteIds: ["sep-2575-request-meta-client-info-optional"],
    era: "modern",
  },
  "stateless.unsupported-version-400": {
    level: "must",
    section: "basic/transports/streamable-http#protocol-version-header",
    suiteIds: ["sep-2575-http-server-unsupported-version-400"],
    http: true,
    era: "modern",
  },
  "stateless.header-mismatch": {
    level: "must",
    section: "basic/transports/streamable-http#server-validation",
    suiteIds: ["sep-2575-http-server-header-mismatch-400"],
    http: true,
    era: "modern",
  },
  "stateless.removed-methods": {
    level: "must",
    section: "basic/transports/streamable-http#protocol-version-header",
    suiteIds: REMOVED_METHODS.map((m) => `sep-2575-http-server-method-not-found-404-${m}`),
    era: "modern",
  },
  "stateless.capabilities-match": {
    level: "must",
    section: "server/discover",
    suiteIds: [
      "sep-2575-discover-capabilities-match-handlers",
      "sep-2575-server-declares-prompts-in-discover",
    ],
    era: "modern",
  },
  "stateless.subscription-ack": {
    level: "must",
    section: "basic/patterns/subscriptions",
    suiteIds: ["sep-2575-server-sends-subscription-ack", "sep-2575-server-tags-subscription-id"],
    http: true,
    era: "modern",
  },
  "stateless.error-id": {
    level: "must",
    section: "basic/index#responses",
    suiteIds: ["sep-2575-http-server-error-jsonrpc-id"],
    era: "modern",
  },
  "wire.schema-valid": {
    level: "must",
    section: "schema",
    suiteIds: ["wire-schema-valid"],
  },
} satisfies Record<string, CheckDefinition>;

export type CheckId = keyof typeof CHECKS;

export const CHECK_IDS = Object.keys(CHECKS) as CheckId[];

export function definitionOf(id: CheckId): CheckDefinition {
  return CHECKS[id];
}

const modernOf = (id: CheckId): CheckDefinition["modern"] => (CHECKS[id] as CheckDefinition).modern;

/** A check's level at a version (2026-07-28 makes some SHOULDs MUSTs). */
export function levelOf(id: CheckId, version: string | undefined): CheckLevel {
  return (version === MODERN_VERSION ? modernOf(id)?.level : undefined) ?? CHECKS[id].level;
}

/** The version whose page specifies Streamable HTTP when the run speaks it at 2024-11-05. */
const STREAMABLE_SINCE = "2025-03-26";

/** The spec page of a check for a version. */
export function sectionUrl(id: CheckId, version: string): string {
  const section =
    (version === MODERN_VERSION ? modernOf(id)?.section : undefined) ?? CHECKS[id].section;
  // HTTP+SSE is specified in 2024-11-05 (later versions keep it for compatibility only).
  const only = (CHECKS[id] as CheckDefinition).transport;
  // Streamable HTTP (sessions, the GET stream) exists from 2025-03-26: a run at 2024-11-05 over
  // it is judged by the page that specifies it, not by an anchor 2024-11-05 does not have.
  const page =
    only === "sse"
      ? SSE_VERSION
      : only === "streamable-http" && version === SSE_VERSION
        ? STREAMABLE_SINCE
        : version;
  return `https://modelcontextprotocol.io/specification/${page}/${section}`;
}

/** The official suite's check ids for a version (none when the suite has no such check). */
export function suiteIdsOf(id: CheckId, version: string): readonly string[] {
  const definition: CheckDefinition = CHECKS[id];
  return (
    (version === MODERN_VERSION ? definition.modern?.suiteIds : undefined) ??
    definition.suiteIds ??
    []
  );
}

/** Whether a check applies over an HTTP transport (both when it names none). */
export function onTransport(id: CheckId, transport: "streamable-http" | "sse"): boolean {
  const only = (CHECKS[id] as CheckDefinition).transport;
  return only === undefined || only === transport;
}

/** Whether a check exists in a version's era. */
export function inEra(id: CheckId, version: string): boolean {
  const era = (CHECKS[id] as CheckDefinition).era;
  if (era === undefined) return true;
  return (era === "modern") === (version === MODERN_VERSION);
}
