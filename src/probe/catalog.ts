/**
 * Every check of the report card: its level (what the spec says: MUST, SHOULD, or advice for
 * browser clients), where the spec says it, and the official conformance suite's check ids when
 * the suite has the same check. The texts are in `texts.ts` (English and Russian).
 */
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
}

export const CHECKS = {
  "lifecycle.initialize": {
    level: "must",
    section: "basic/lifecycle#initialization",
    suiteIds: ["server-initialize"],
  },
  "lifecycle.version-negotiation": {
    level: "must",
    section: "basic/lifecycle#version-negotiation",
  },
  "lifecycle.initialized": {
    level: "must",
    section: "basic/lifecycle#initialization",
    suiteIds: ["server-session-initialized-accepted"],
  },
  "lifecycle.ping": { level: "must", section: "basic/utilities/ping", suiteIds: ["ping"] },
  "lifecycle.before-initialize": { level: "should", section: "basic/lifecycle#initialization" },
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
  "errors.unknown-method": { level: "must", section: "basic#responses" },
  "errors.invalid-params": { level: "should", section: "server/tools#error-handling" },
  "errors.missing-resource": {
    level: "should",
    section: "server/resources#error-handling",
    suiteIds: ["sep-2164-error-code"],
  },
  "errors.parse-error": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
  },
  "errors.invalid-request": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
  },
  "transport.content-type": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
    http: true,
  },
  "transport.notification-accepted": {
    level: "must",
    section: "basic/transports#sending-messages-to-the-server",
    http: true,
  },
  "transport.session-id": {
    level: "must",
    section: "basic/transports#session-management",
    suiteIds: ["server-session-id-visible-ascii"],
    http: true,
  },
  "transport.session-end": {
    level: "must",
    section: "basic/transports#session-management",
    suiteIds: ["server-session-delete-accepted", "server-session-terminated-returns-404"],
    http: true,
  },
  "transport.get-stream": {
    level: "must",
    section: "basic/transports#listening-for-messages-from-the-server",
    http: true,
  },
  "transport.cors": { level: "advice", section: "basic/transports#security-warning", http: true },
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

/** The official suite's check ids for a check (none when the suite has no such check). */
export function suiteIdsOf(id: CheckId): readonly string[] {
  return definitionOf(id).suiteIds ?? [];
}

/** The spec page of a check for a version. */
export function sectionUrl(id: CheckId, version: string): string {
  return `https://modelcontextprotocol.io/specification/${version}/${CHECKS[id].section}`;
}
