/**
 * A typed command as the bridge's start request, and what its consent shows: the argv exactly
 * as typed (one argument per line, so no quoting rules), the working folder, and the env names
 * (the values go to the bridge only, never to the dialog).
 */
import { type BridgeState, type StdioSettings, TYPED } from "../../store/stdio.ts";
import type { OfferedServer, StartRequest } from "../../transport/stdio/index.ts";

/** What the consent dialog shows before a typed command starts. */
export interface StdioConsent {
  argv: string[];
  cwd: string | undefined;
  envNames: string[];
}

/** The start request and its consent; undefined when no command is typed. */
export function typedRequest(
  settings: StdioSettings,
): { request: StartRequest; consent: StdioConsent } | undefined {
  const { command, args, cwd, env } = settings;
  if (command.trim() === "") return undefined;
  const argv = args === "" ? [] : args.split(/\r?\n/);
  // A trailing empty line is the textarea's, not an argument.
  if (argv.at(-1) === "") argv.pop();
  const rows = env.filter((row) => row.name.trim() !== "");
  const entries = Object.fromEntries(rows.map((row) => [row.name.trim(), row.value]));
  const dir = cwd.trim() === "" ? undefined : cwd.trim();
  return {
    request: {
      command: command.trim(),
      args: argv,
      ...(dir && { cwd: dir }),
      ...(rows.length > 0 && { env: entries }),
    },
    consent: { argv: [command.trim(), ...argv], cwd: dir, envNames: Object.keys(entries) },
  };
}

/** The offered server the settings choose, if the bridge is here and a typed command is not. */
export function offeredServer(
  bridge: BridgeState,
  settings: StdioSettings,
): OfferedServer | undefined {
  if (bridge.type !== "ready" || settings.choice === TYPED) return undefined;
  return bridge.hello.servers.find((server) => server.id === settings.choice);
}
