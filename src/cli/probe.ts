/** `mcp-msg probe <url>` and `mcp-msg probe --stdio -- <command>`: the report card from the command line. */
import { hostRequest } from "../transport/http/host-request.ts";
import { writeFileSync } from "node:fs";
import type { Writable } from "node:stream";
import {
  type Card,
  cardJUnit,
  cardJson,
  exitStatusOf,
  httpWire,
  runProbe,
} from "../probe/index.ts";
import { deriveInProcess } from "../probe/derive.ts";
import { stdioWire } from "../probe/stdio.ts";
import { terminalSafe } from "./inert.ts";
import { humanCard } from "./probe-text.ts";
import type { ProbeCommand } from "./probe-args.ts";

export { humanCard } from "./probe-text.ts";

export async function runProbeCommand(
  args: ProbeCommand,
  io: { stdout: Writable; stderr: Writable },
): Promise<number> {
  const common = {
    derive: deriveInProcess,
    tools: args.tools,
    probeUnknownTool: args.probeUnknownTool,
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
  return exitStatusOf(card.checks, card.version);
}
