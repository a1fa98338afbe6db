/**
 * The card as lines for a terminal: one line per check, and under each failure or warning what
 * shows it (the card's request and the server's answer, trimmed and inert), the fix, the spec.
 * The checks that belong to other versions or transports are folded into one line. The words
 * for a check that did not apply or could not run are the same as in JSON and JUnit.
 */
import {
  type Card,
  type CheckResult,
  checkText,
  levelOf,
  noteText,
  sectionUrl,
  statusText,
  suiteIdsOf,
  TRANSPORT_NAMES,
} from "../probe/index.ts";
import type { ExchangeEntry } from "../protocol/exchange/types.ts";
import { inline } from "./inert.ts";

const MARKS = {
  passed: "PASS",
  failed: "FAIL",
  warning: "WARN",
  "not-applicable": "N/A",
  "could-not-run": "NOT RUN",
} as const;

/** The notes that say a check belongs to another version or transport. */
const ELSEWHERE = new Set([
  "legacy-only",
  "modern-only",
  "streamable-only",
  "sse-only",
  "not-stdio",
  "not-http",
]);

const elsewhere = (check: CheckResult) =>
  check.status === "not-applicable" && check.notes.some((n) => ELSEWHERE.has(n.key));

/**
 * A MUST check never prints as WARN: its warning is a conflict of normative texts (graded as a
 * warning, see the note) or a doubt the card could not settle; a WARN is a missed SHOULD.
 */
function markOf(card: Card, check: CheckResult): string {
  if (check.status !== "warning" || levelOf(check.id, card.version) !== "must")
    return MARKS[check.status];
  return check.notes.some((n) => n.key.endsWith("-conflict")) ? "CONFLICT" : "DOUBT";
}

const MAX_SHOWN = 200;

function trimmed(text: string): string {
  const flat = inline(text.replace(/\s+/g, " "));
  return flat.length > MAX_SHOWN ? `${flat.slice(0, MAX_SHOWN - 1)}… (${text.length} chars)` : flat;
}

function messageAt(
  card: Card,
  seq: number,
): Extract<ExchangeEntry, { type: "message" }> | undefined {
  const entry = card.log[seq];
  return entry?.type === "message" ? entry : undefined;
}

/** The card's request an answer answers: the last one before it with the same id (any, for a null id). */
function requestOf(card: Card, answer: Extract<ExchangeEntry, { type: "message" }>) {
  let id: unknown;
  try {
    id = (JSON.parse(answer.text) as { id?: unknown }).id;
  } catch {
    id = undefined;
  }
  for (let i = answer.seq - 1; i >= 0; i--) {
    const entry = messageAt(card, i);
    if (!entry || entry.flow !== "out") continue;
    if (id === undefined || id === null) return entry;
    try {
      if ((JSON.parse(entry.text) as { id?: unknown }).id === id) return entry;
    } catch {
      // A body that is no JSON answers to no id.
    }
  }
  return undefined;
}

const httpOf = (entry: Extract<ExchangeEntry, { type: "message" }>) =>
  entry.http
    ? `${entry.http.method}${entry.http.status !== undefined ? ` → HTTP ${entry.http.status}` : ""} `
    : "";

/** The request and the answer that show a verdict (its first entry). */
function evidence(card: Card, check: CheckResult): string[] {
  const first = check.entries[0];
  const entry = first === undefined ? undefined : messageAt(card, first);
  if (!entry) return [];
  const answer = entry.flow === "in" ? entry : undefined;
  const request = answer ? requestOf(card, answer) : entry;
  const reply =
    answer ?? card.log.slice(entry.seq + 1).find((e) => e.type === "message" && e.flow === "in");
  const lines: string[] = [];
  if (request)
    lines.push(`     Sent (#${request.seq}): ${httpOf(request)}${trimmed(request.text)}`);
  if (reply?.type === "message")
    lines.push(`     Answer (#${reply.seq}): ${httpOf(reply)}${trimmed(reply.text)}`);
  return lines;
}

/** The card as lines for a person. */
export function humanCard(card: Card): string {
  const lines = [`Report card for ${inline(card.target)} (${card.version})`];
  if (card.transport) lines.push(`Transport: ${TRANSPORT_NAMES[card.transport]}`);
  lines.push(
    "Marks: PASS, FAIL (a MUST missed), WARN (a SHOULD missed), CONFLICT / DOUBT (a MUST the texts or the answers leave open: not failed),",
    "       N/A = not applicable (JSON not-applicable, JUnit <skipped>), NOT RUN = could not run (JSON could-not-run, JUnit <error>).",
    "",
  );
  const folded: string[] = [];
  for (const check of card.checks) {
    if (elsewhere(check)) {
      folded.push(check.id);
      continue;
    }
    const text = checkText(check.id);
    const ids = suiteIdsOf(check.id, card.version);
    const suite = ids.length > 0 ? ` [suite: ${ids.join(", ")}]` : "";
    lines.push(
      `${markOf(card, check)} ${check.id} (${levelOf(check.id, card.version).toUpperCase()}): ${text.title}${suite}`,
    );
    for (const n of check.notes) lines.push(`     ${inline(noteText(n))}`);
    if (check.status === "failed" || check.status === "warning") {
      lines.push(...evidence(card, check));
      lines.push(`     Fix: ${text.fix}`);
      lines.push(`     Spec: ${sectionUrl(check.id, card.version)}`);
    }
  }
  if (folded.length > 0) {
    lines.push(`N/A ${folded.length} checks of other versions or transports: ${folded.join(", ")}`);
  }
  const { score } = card;
  const counts = Object.entries(score.counts)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${statusText(status as keyof typeof score.counts)}`)
    .join(", ");
  lines.push(
    "",
    `Score: ${score.percent ?? "–"}% (${score.earned} of ${score.possible} points; MUST 3, SHOULD 1, a warning half; not applicable and could not run left out)`,
    counts,
    `Tools called: ${card.calledTools.length > 0 ? card.calledTools.map(inline).join(", ") : "none"}`,
    "",
  );
  return lines.join("\n");
}
