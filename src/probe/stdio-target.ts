/**
 * How a card names a stdio target: its command line (never its environment), with the
 * arguments that look like secrets masked, because a card travels in a link and in exports.
 * A flag named like a secret (`--token x`, `--api-key=x`), a value shaped like a known token
 * (`sk-…`, `ghp_…`, a JWT) and a URL's password are replaced by `***`.
 */
import { commandLine } from "../transport/stdio/connection.ts";

export const MASK = "***";

/** Flag names that carry a secret. */
const SECRET_FLAG =
  /^-{1,2}[\w.-]*(token|secret|passw(or)?d|pass|pwd|api[-_]?key|apikey|auth|bearer|credential|private[-_]?key|cookie)[\w.-]*$/i;
/** Values shaped like well-known tokens. */
const SECRET_VALUE =
  /^(sk|pk|rk|ghp|gho|ghu|ghs|ghr|github_pat|glpat|xox[abprs]|AKIA|AIza)[-_]?[A-Za-z0-9_-]{12,}|^eyJ[\w-]{8,}\.[\w-]{8,}\./;
/** NAME=value arguments (`env`-style or a flag's own syntax) whose name says secret. */
const SECRET_ASSIGNMENT =
  /^(-{0,2}[\w.-]*(token|secret|passw(or)?d|pass|pwd|api[-_]?key|apikey|auth|bearer|credential|private[-_]?key|cookie)[\w.-]*)=(.+)$/i;

function maskUrl(arg: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]*@/i.test(arg)) return arg;
  return arg.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:@\s]*):[^/@\s]*@/i, `$1:${MASK}@`);
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
    const assigned = SECRET_ASSIGNMENT.exec(arg);
    if (assigned) out.push(`${assigned[1]}=${MASK}`);
    else if (SECRET_VALUE.test(arg)) out.push(MASK);
    else out.push(maskUrl(arg));
    const next = argv[i + 1];
    if (SECRET_FLAG.test(arg) && next !== undefined && !next.startsWith("-")) {
      out.push(MASK);
      i++;
    }
  }
  return out;
}

/** The command line a card names for a stdio target. */
export const stdioCardTarget = (argv: readonly string[]): string => commandLine(maskedArgv(argv));
