/**
 * The target as the report card runs it: the gift server with its controls, the remote URL
 * with its headers, or the stdio server: the offered server chosen now, or the typed command
 * the user last consented to and started (a typed command never runs without that consent).
 */
import type { ProbeTarget } from "../../client/probe/index.ts";
import { stdioCardTarget } from "../../probe/stdio-target.ts";
import { type BridgeState, type StdioSettings, TYPED } from "../../store/stdio.ts";
import type { StartRequest } from "../../transport/stdio/index.ts";
import type { TargetKind } from "../../client/session/index.ts";
import type { ServerControls } from "../../server/controls.ts";
import type { TargetSettings } from "../../store/target.ts";
import { parseHeaders } from "./headers.ts";
import { offeredServer } from "./typed.ts";

/**
 * What the report card runs for the current target: the gift server with its controls, the
 * stdio server (below), or the remote URL with its headers; undefined while there is none.
 */
export function probeTargetFor(facts: {
  kind: TargetKind;
  controls: ServerControls;
  remote: Pick<TargetSettings, "url" | "headers" | "transport">;
  bridge: BridgeState;
  settings: StdioSettings;
  lastStart: { request: StartRequest; argv: string[] } | undefined;
  base: string;
}): ProbeTarget | undefined {
  if (facts.kind === "gift") return { kind: "gift", controls: facts.controls };
  if (facts.kind === "stdio")
    return stdioProbeTarget(facts.bridge, facts.settings, facts.lastStart, facts.base);
  const url = facts.remote.url.trim();
  if (url === "") return undefined;
  return {
    kind: "remote",
    url,
    headers: parseHeaders(facts.remote.headers),
    transport: facts.remote.transport,
  };
}

/** The stdio target's run; undefined when there is nothing to run yet. */
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
