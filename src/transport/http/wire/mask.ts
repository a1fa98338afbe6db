/**
 * Secrets never reach the exchange log: every header shown to the user goes through
 * `maskHeaders`, which keeps a header's name and, for a credential, only its scheme and last
 * few characters (`Bearer ••••1234`), enough to tell two tokens apart without revealing one.
 */

export const MASK = "••••";

/** Credential-bearing names, whole. `WWW-Authenticate` is not one: it names a realm, not a secret. */
const SECRET_NAMES = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);
/** Parts of a name that mark a credential (`X-Api-Key`, `X-Auth-Token`, `Client-Secret`…). */
const SECRET_PARTS = ["token", "key", "secret", "passw", "credential", "signature", "session-key"];

export function isSecretHeader(name: string): boolean {
  const lower = name.trim().toLowerCase();
  if (SECRET_NAMES.has(lower)) return true;
  if (/(^|-)auth($|-)/.test(lower)) return true;
  return SECRET_PARTS.some((part) => lower.includes(part));
}

/** Shows the last 4 characters only of a value long enough that they give nothing away. */
const SHOW_TAIL_FROM = 12;

/** `Bearer abc…1234` → `Bearer ••••1234`; a value without a scheme is masked whole the same way. */
export function maskValue(value: string): string {
  const trimmed = value.trim();
  const scheme = /^([A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*) +(\S.*)$/.exec(trimmed);
  if (scheme?.[1] && scheme[2]) return `${scheme[1]} ${maskSecret(scheme[2])}`;
  return maskSecret(trimmed);
}

function maskSecret(secret: string): string {
  return secret.length >= SHOW_TAIL_FROM ? MASK + secret.slice(-4) : MASK;
}

export type HeaderSource = Headers | Record<string, string> | Iterable<readonly [string, string]>;

/** A plain object of the headers, secrets masked. Names keep their case (a `Headers` lowers it). */
export function maskHeaders(headers: HeaderSource): Record<string, string> {
  const out: Record<string, string> = {};
  const entries: Iterable<readonly [string, string]> =
    headers instanceof Headers
      ? headers.entries()
      : Symbol.iterator in headers
        ? (headers as Iterable<readonly [string, string]>)
        : Object.entries(headers);
  for (const [name, value] of entries) {
    out[name] = isSecretHeader(name) ? maskValue(value) : value;
  }
  return out;
}
