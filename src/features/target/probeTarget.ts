/**
 * The stdio target as the report card runs it: the offered server chosen now, or the typed
 * command the user last consented to and started (a typed command never runs without that
 * consent). Undefined when there is nothing to run yet.
 */
import type { ProbeTarget } from "../../client/probe/index.ts";
import { stdioCardTarget } from "../../probe/stdio-target.ts";
import { type BridgeState, type StdioSettings, TYPED } from "../../store/stdio.ts";
import type { StartRequest } from "../../transport/stdio/index.ts";
import { offeredServer } from "./typed.ts";

export function stdioProbeTarget(
  bridge: BridgeState,
  settings: StdioSettings,
  lastStart: { request: StartRequest; argv: string[] } | undefined,
  base: string,
): Extract<ProbeTarget, { kind: "stdio" }> | undefined {
  if (bridge.type !== "ready") return undefined;
  const offered = offeredServer(bridge, settings);
  if (offered) {
    return {
      kind: "stdio",
      base,
      request: { server: offered.id },
      name: stdioCardTarget([offered.command, ...offered.args]),
    };
  }
  if (settings.choice !== TYPED || !lastStart || !("command" in lastStart.request))
    return undefined;
  return { kind: "stdio", base, request: lastStart.request, name: stdioCardTarget(lastStart.argv) };
}
