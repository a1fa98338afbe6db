/** `mcp-msg probe <url>` and `mcp-msg probe --stdio -- <command>`: the report card from the command line. */
import { hostRequest } from "../transport/http/host-request.ts";
import { writeFileSync } from "node:fs";
import type { Writable } from "node:stream";
import {
  CHECKS,
  type Card,
  cardJUnit,
  cardJson,
  checkText,
  exitStatusOf,
  httpWire,
  noteText,
  runProbe,
  sectionUrl,
  statusText,
  suiteIdsOf,
  TRANSPORT_NAMES,
} from "../probe/index.ts";
import { deriveInProcess } from "../probe/derive.ts";
import { stdioWire } from "../probe/stdio.ts";
import { inline, terminalSafe } from "./inert.ts";
import type { ProbeCommand } from "./probe-args.ts";

const MARKS = {
  passed: "PASS",
  failed: "FAIL",
  warning: "WARN",
  "not-applicable": "N/A ",
  "could-not-run": "SKIP",
} as const;

/** The card as lines for a person. */
export function humanCard(card: Card): string {
  const lines = [`Report card for ${inline(card.target)} (${card.version})`];
  if (card.transport) lines.push(`Transport: ${TRANSPORT_NAMES[card.transport]}`);
  lines.push("");
  for (const check of card.checks) {
    const definition = CHECKS[check.id];
    const text = checkText(check.id);
    const ids = suiteIdsOf(check.id, card.version);
    const suite = ids.length > 0 ? ` [suite: ${ids.join(", ")}]` : "";
    lines.push(
      `${MARKS[check.status]} ${check.id} (${definition.level.toUpperCase()}): ${text.title}${suite}`,
    );
    for (const n of check.notes) lines.push(`     ${inline(noteText(n))}`);
    if (check.status === "failed" || check.status === "warning") {
      lines.push(`     Fix: ${text.fix}`);
      lines.push(`     Spec: ${sectionUrl(check.id, card.version)}`);
      if (check.entries.length > 0)
        lines.push(`     Messages (log entries): ${check.entries.join(", ")}`);
    }
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

export async function runProbeCommand(
  args: ProbeCommand,
  io: { stdout: Writable; stderr: Writable },
): Promise<number> {
  const common = {
    derive: deriveInProcess,
    tools: args.tools,
    timeoutMs: args.timeoutMs,
    ...(args.protocol ? { version: args.protocol } : {}),
  };
  let card: Card;
  if (args.stdio) {
    const stdio = stdioWire(args.stdio);
    card = await runProbe({ ...common, target: stdio.target, open: stdio.open, stdio });
  } else {
    const wire = httpWire({
      url: args.url,
      headers: args.headers,
      transport: args.transport,
      hostRequest,
    });
    card = await runProbe({ ...common, target: args.url, open: wire.open, wire });
  }
  // Whatever the server said is inert on a terminal; JSON keeps it as sent (escaped by JSON).
  io.stdout.write(args.json ? cardJson(card) : terminalSafe(humanCard(card)));
  if (args.junit) {
    try {
      writeFileSync(args.junit, cardJUnit(card));
    } catch (error) {
      io.stderr.write(
        `mcp-msg: cannot write ${args.junit}: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      return 2;
    }
  }
  return exitStatusOf(card.checks);
}
