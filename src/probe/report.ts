/**
 * The card as files: JSON (the card with each check's level, section, suite ids and words, for
 * tools and for reading back) and JUnit XML (for CI). `readCard` reads a card from untrusted
 * JSON (a file, a link), refusing what does not fit.
 */
import { CHECK_IDS, type CheckId, levelOf, sectionUrl, suiteIdsOf } from "./catalog.ts";
import { checkText, noteText } from "./texts.ts";
import {
  CARD_TRANSPORTS,
  CHECK_STATUSES,
  type Card,
  type CardAuthorization,
  type CardTransport,
  type CheckNote,
  type CheckResult,
  type CheckStatus,
} from "./types.ts";
import { scoreOf } from "./score.ts";

/** The card as JSON for machines: the checks in words (English), the log as it is. */
export function cardJson(card: Card): string {
  const checks = card.checks.map((check) => describe(card, check));
  return `${JSON.stringify({ ...card, checks }, null, 2)}\n`;
}

function describe(card: Card, check: CheckResult) {
  const text = checkText(check.id, "en");
  const suiteIds = suiteIdsOf(check.id, card.version);
  return {
    ...check,
    title: text.title,
    level: levelOf(check.id, card.version),
    section: sectionUrl(check.id, card.version),
    ...(suiteIds.length > 0 ? { suiteIds } : {}),
    ...(check.status === "failed" || check.status === "warning" ? { fix: text.fix } : {}),
    said: check.notes.map((n) => noteText(n, "en")),
  };
}

/** The transports by the names the spec gives them. */
export const TRANSPORT_NAMES: Record<CardTransport, string> = {
  "streamable-http": "Streamable HTTP",
  sse: "HTTP+SSE (2024-11-05)",
  stdio: "stdio",
};

/** How the run was authorized, in a line (never the token: the card holds none). */
function authorizationText(auth: CardAuthorization): string {
  const parts = [auth.source === "grant" ? "a grant's token" : "an Authorization header given"];
  if (auth.issuer) parts.push(`issuer ${auth.issuer}`);
  if (auth.scope) parts.push(`scope ${auth.scope}`);
  if (auth.refreshed) parts.push(`refreshed ${auth.refreshed} time(s)`);
  if (auth.refused) parts.push(`refused with HTTP ${auth.refused}`);
  return parts.join("; ");
}

/** Whether XML 1.0 can hold the character at all (others are dropped). */
function xmlChar(c: string): boolean {
  const code = c.charCodeAt(0);
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  return code >= 0x20 && code !== 0xfffe && code !== 0xffff;
}

const escapeXml = (text: string): string =>
  text
    .split("")
    .filter(xmlChar)
    .join("")
    .replace(
      /[<>&"']/g,
      (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
    );

/**
 * JUnit XML: one testcase per check. A failed check is a `<failure>`, one that could not run an
 * `<error>` ("could not run: …"), a not applicable one `<skipped>` ("not applicable: …"), the
 * words of the text and JSON; a warning passes with a `verdict` property and its notes in
 * `<system-out>`.
 */
export function cardJUnit(card: Card): string {
  const failures = card.checks.filter((c) => c.status === "failed").length;
  const errors = card.checks.filter((c) => c.status === "could-not-run").length;
  const skipped = card.checks.filter((c) => c.status === "not-applicable").length;
  const seconds = ((card.finishedAt - card.startedAt) / 1000).toFixed(3);
  const suite = escapeXml(`MCP report card: ${card.target} (${card.version})`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="mcp-msg probe" tests="${card.checks.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${seconds}">`,
    `  <testsuite name="${suite}" tests="${card.checks.length}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${seconds}">`,
  ];
  const properties = [
    ...(card.transport ? [["transport", TRANSPORT_NAMES[card.transport]]] : []),
    ...(card.authorization ? [["authorization", authorizationText(card.authorization)]] : []),
  ];
  if (properties.length > 0) {
    lines.push(
      "    <properties>",
      ...properties.map(
        ([name, value]) => `      <property name="${name}" value="${escapeXml(value ?? "")}"/>`,
      ),
      "    </properties>",
    );
  }
  for (const check of card.checks) {
    const d = describe(card, check);
    const name = escapeXml(`${check.id}: ${d.title}`);
    const classname = escapeXml(`probe.${check.id.split(".")[0] ?? ""}`);
    const said = d.said.join("\n");
    const entries = check.entries.length > 0 ? `\nLog entries: ${check.entries.join(", ")}` : "";
    const body = escapeXml(
      `${said}${entries}\nSection: ${d.section}${d.suiteIds ? `\nSuite checks: ${d.suiteIds.join(", ")}` : ""}`,
    );
    lines.push(`    <testcase classname="${classname}" name="${name}">`);
    if (check.status === "failed") {
      lines.push(
        `      <failure message="${escapeXml(d.fix ?? said)}" type="${d.level}">${body}</failure>`,
      );
    } else if (check.status === "could-not-run") {
      lines.push(
        `      <error message="${escapeXml(`could not run: ${said}`)}" type="could-not-run">${body}</error>`,
      );
    } else if (check.status === "not-applicable") {
      lines.push(`      <skipped message="${escapeXml(`not applicable: ${said}`)}"/>`);
    } else if (check.status === "warning") {
      // A passed testcase to JUnit, so the warning shows as a property and in the output.
      lines.push(
        "      <properties>",
        `        <property name="verdict" value="warning"/>`,
        `        <property name="level" value="${d.level}"/>`,
        "      </properties>",
        `      <system-out>${escapeXml(`WARNING (${d.level.toUpperCase()}): ${said}\nFix: ${d.fix ?? ""}\n`)}${body}</system-out>`,
      );
    }
    lines.push("    </testcase>");
  }
  lines.push("  </testsuite>", "</testsuites>", "");
  return lines.join("\n");
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const MAX_NOTES = 200;
const MAX_ENTRIES = 10_000;

function readNote(value: unknown): CheckNote | undefined {
  if (!isRecord(value) || typeof value.key !== "string" || value.key.length > 100) return undefined;
  const params: Record<string, string | number> = {};
  if (isRecord(value.params)) {
    for (const [k, v] of Object.entries(value.params)) {
      if (typeof v === "string") params[k] = v.slice(0, 2000);
      else if (typeof v === "number" && Number.isFinite(v)) params[k] = v;
    }
  }
  return { key: value.key, ...(Object.keys(params).length > 0 ? { params } : {}) };
}

/**
 * The checks of a card from untrusted data (the log is read by the share format's own guards):
 * unknown checks and statuses are dropped, entries must be seqs of the log.
 */
export function readChecks(value: unknown, logLength: number): CheckResult[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: CheckResult[] = [];
  const seen = new Set<CheckId>();
  for (const item of value) {
    if (!isRecord(item)) return undefined;
    const id = item.id as CheckId;
    const status = item.status as CheckStatus;
    if (!CHECK_IDS.includes(id) || seen.has(id) || !CHECK_STATUSES.includes(status)) continue;
    seen.add(id);
    const entries = Array.isArray(item.entries)
      ? item.entries
          .filter(
            (e): e is number =>
              Number.isInteger(e) && (e as number) >= 0 && (e as number) < logLength,
          )
          .slice(0, MAX_ENTRIES)
      : [];
    const notes = Array.isArray(item.notes)
      ? item.notes.slice(0, MAX_NOTES).flatMap((n) => readNote(n) ?? [])
      : [];
    out.push({ id, status, entries, notes });
  }
  return out;
}

/** A card from parsed JSON (its own `cardJson` output or the plain card), or undefined. */
export function readCard(value: unknown): Card | undefined {
  if (!isRecord(value) || value.format !== 1 || !Array.isArray(value.log)) return undefined;
  if (typeof value.target !== "string" || typeof value.version !== "string") return undefined;
  const checks = readChecks(value.checks, value.log.length);
  if (!checks) return undefined;
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  return {
    format: 1,
    target: value.target.slice(0, 2000),
    version: value.version.slice(0, 40),
    ...(CARD_TRANSPORTS.includes(value.transport as CardTransport) && {
      transport: value.transport as CardTransport,
    }),
    startedAt: num(value.startedAt),
    finishedAt: num(value.finishedAt),
    checks,
    score: scoreOf(checks, value.version.slice(0, 40)),
    calledTools: Array.isArray(value.calledTools)
      ? value.calledTools.filter((t): t is string => typeof t === "string").slice(0, 1000)
      : [],
    log: value.log as Card["log"],
    http: [],
  };
}
