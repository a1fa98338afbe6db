/**
 * How a card names a stdio target: its command line (never its environment), with the
 * arguments that look like secrets masked, because a card travels in a link and in exports and
 * the process's `spawned` event reaches the log, `--json` and JUnit. The rules are the ones the
 * rest of the program masks by: a header (`Authorization: Bearer …`, as `mcp-remote --header`
 * takes it) by `isSecretHeader`, an address by `maskUrl` (its password and secret-looking
 * parameters), a flag or `NAME=value` named like a secret (`--token x`, `--api-key=x`,
 * `API_KEY=x`) by its name, and a value shaped like a known token (`sk-…`, `ghp_…`, a JWT).
 */
import { isSecretParam, maskUrl } from "../auth/secrets.ts";
import { isSecretHeader, maskValue } from "../transport/http/index.ts";
import { commandLine } from "../transport/stdio/connection.ts";
import type { BridgeEvent } from "../transport/stdio/protocol.ts";

/** Values shaped like well-known tokens. */
const SECRET_VALUE =
  /^(sk|pk|rk|ghp|gho|ghu|ghs|ghr|github_pat|glpat|xox[abprs]|AKIA|AIza)[-_]?[A-Za-z0-9_-]{12,}|^eyJ[\w-]{8,}\.[\w-]{8,}\./;
/** `Name: value`, a header as a command line passes it (the name a header's token). */
const HEADER = /^([A-Za-z0-9!#$%&'*+.^_`|~-]+):[ \t]*(.*)$/s;
/** An address with a scheme. */
const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;
/** A flag (`-k`, `--api-key`) and, when written `--flag=value`, its value. */
const FLAG = /^(-{1,2}([A-Za-z0-9][\w.-]*))(?:=(.*))?$/s;
/** `NAME=value`, as `env` and some servers take settings. */
const ASSIGNMENT = /^([A-Za-z_][\w.-]*)=(.*)$/s;
/** A long option made of words only (`--verbose`): what follows a secret flag without a value. */
const PLAIN_OPTION = /^--[A-Za-z][A-Za-z-]*$/;

/** A name that says its value is a secret: a header's rules, plus short forms of a password. */
function isSecretName(name: string): boolean {
  const lower = name.toLowerCase().replace(/_/g, "-");
  return isSecretHeader(lower) || /(^|-)(pass|pwd|bearer)($|-)/.test(lower);
}

/** One value, masked by what it is shaped like. */
function maskPart(value: string): string {
  if (SECRET_VALUE.test(value)) return maskValue(value);
  if (URL_LIKE.test(value)) return maskUrl(value, isSecretParam);
  const header = HEADER.exec(value);
  if (header?.[1] && isSecretHeader(header[1]))
    return `${header[1]}: ${maskValue(header[2] ?? "")}`;
  return value;
}

/** The argument list with secret-looking values masked; the command itself is kept. */
export function maskedArgv(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (i === 0) {
      out.push(arg);
      continue;
    }
    const flag = FLAG.exec(arg);
    if (flag) {
      const [, whole = "", name = "", value] = flag;
      const secret = isSecretName(name);
      if (value !== undefined) {
        out.push(`${whole}=${secret ? maskValue(value) : maskPart(value)}`);
        continue;
      }
      out.push(arg);
      // The value follows as the next argument, even one that starts with "-" (`-hunter2`);
      // a plain long option there means the flag stood alone.
      const next = argv[i + 1];
      if (secret && next !== undefined && !PLAIN_OPTION.test(next)) {
        out.push(maskValue(next));
        i++;
      }
      continue;
    }
    const assigned = URL_LIKE.test(arg) ? null : ASSIGNMENT.exec(arg);
    if (assigned?.[1] && isSecretName(assigned[1])) {
      out.push(`${assigned[1]}=${maskValue(assigned[2] ?? "")}`);
      continue;
    }
    out.push(maskPart(arg));
  }
  return out;
}

/** The command line a card names for a stdio target. */
export const stdioCardTarget = (argv: readonly string[]): string => commandLine(maskedArgv(argv));

/**
 * The event as the run's log may keep it: a `spawned` event's argv masked like the target, so
 * the card's log, `--json` and JUnit never carry a secret from the command line.
 */
export function maskedEvent(event: BridgeEvent): BridgeEvent {
  return event.type === "spawned" ? { ...event, argv: maskedArgv(event.argv) } : event;
}
