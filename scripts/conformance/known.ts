/**
 * The differences between the report card and the conformance suite that are understood, with
 * the reason, kept apart from the runner (`server.ts`) so they can be tested without a run.
 */
import { CHECK_IDS, type Card, type CheckId } from "../../src/probe/index.ts";
import type { KnownDifference } from "./compare.ts";

/** The suite asks more of list items than the schema does (a tool's or prompt's description). */
const DESCRIPTION: KnownDifference = {
  suite: "fail",
  card: "pass",
  said: /^(Tool|Prompt) \d+: missing description(; (Tool|Prompt) \d+: missing description)*$/,
  why: "the suite requires a description on every item; the spec's schema makes it optional, so the card does not (the suite is stricter than the spec)",
};

/**
 * Refusals whose id is null, of requests the card sends on purpose (a body that is no message,
 * a request before initialize) and the suite's scenarios at the handshake versions do not.
 */
export const NULL_ID_REFUSAL: KnownDifference = {
  suite: "pass",
  card: "fail",
  shows: (result) => {
    const findings = result.notes.filter((n) => n.key === "finding-to");
    return findings.length > 0 && findings.every((n) => n.params?.code === "jsonrpc.reply-id-null");
  },
  why: "the server refused requests the card sends on purpose (a body that is no message, a request before initialize) with errors whose id is null; from 2025-11-25 the schema leaves the id out of such an error and never allows null, so the card fails them; the suite does not judge such replies at this version (at 2026-07-28 it fails the same reply)",
};

/** The null id on the answer to an unparseable body: JSON-RPC 2.0 and the schema conflict. */
export const NULL_ID_CONFLICT: KnownDifference = {
  suite: "any",
  card: "warning",
  shows: (result) =>
    result.notes.length > 0 && result.notes.every((n) => n.key === "id-null-conflict"),
  why: "the only finding is id: null on the answer to a body that cannot be parsed, which JSON-RPC 2.0 (section 5) requires and the MCP schema forbids: the card grades the conflict as a warning",
};

/** Differences understood, with the reason. */
export function knownDifferences(card: Card): Partial<Record<CheckId, readonly KnownDifference[]>> {
  const known: Partial<Record<CheckId, KnownDifference[]>> = {
    "lists.tools": [DESCRIPTION],
    "lists.prompts": [DESCRIPTION],
    "transport.session-end": [
      {
        suite: "n/a",
        card: "pass",
        why: "the server answered DELETE with 405, which the spec allows (clients may not end sessions): the card passes it, the suite skips both of its checks",
      },
    ],
    "wire.schema-valid": [NULL_ID_REFUSAL, NULL_ID_CONFLICT],
  };
  // At 2026-07-28 a server that does not serve it refuses server/discover: the card stops.
  const discover = card.checks.find((c) => c.id === "lifecycle.discover");
  if (
    card.version === "2026-07-28" &&
    discover?.notes.some((n) => n.key === "older-versions-only")
  ) {
    (known["lifecycle.discover"] ??= []).push({
      suite: "fail",
      card: "could not run",
      why: "the server answers server/discover as the handshake versions do (400 / -32601): the card says it could not run at 2026-07-28 (exit 2), the suite fails its discovery",
    });
  }
  if (card.version === "2026-07-28" && discover && discover.status !== "passed") {
    for (const id of CHECK_IDS) {
      if (id === "lifecycle.discover") continue;
      (known[id] ??= []).push({
        suite: "any",
        card: "could not run",
        shows: (result) => result.notes.some((n) => n.key === "not-reached"),
        why: "server/discover got no result (the server does not serve 2026-07-28), so the card judged nothing after it; the suite runs every scenario anyway",
      });
    }
  }
  return known;
}
