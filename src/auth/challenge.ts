/**
 * `WWW-Authenticate` (RFC 9110 §11.6.1) as the authorization flow reads it: the challenges a
 * 401 or 403 carries, and of the Bearer one (RFC 6750 §3) the parameters MCP names:
 * `resource_metadata` (RFC 9728 §5.1), `scope`, `error`, `error_description`.
 */

export interface Challenge {
  /** The auth scheme, lowercase (`bearer`, `basic`, `dpop`…). */
  scheme: string;
  /** Parameter names lowercase, values unquoted. */
  params: Record<string, string>;
}

export interface BearerChallenge {
  resourceMetadata?: string;
  scope?: string;
  error?: string;
  errorDescription?: string;
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/;
const TOKEN68 = /^[A-Za-z0-9._~+/-]+=*/;

/** Every challenge of a `WWW-Authenticate` value; what cannot be read is skipped, never thrown. */
export function parseWwwAuthenticate(header: string): Challenge[] {
  const challenges: Challenge[] = [];
  let rest = header;
  let current: Challenge | undefined;
  const skip = () => {
    rest = rest.replace(/^[\s,]+/, "");
  };
  for (skip(); rest.length > 0; skip()) {
    const name = TOKEN.exec(rest)?.[0];
    if (!name) {
      rest = rest.slice(1);
      continue;
    }
    const after = rest.slice(name.length).replace(/^\s*/, "");
    if (current && after.startsWith("=") && !after.startsWith("==")) {
      // An auth-param of the current challenge.
      rest = after.slice(1).replace(/^\s*/, "");
      let value = "";
      if (rest.startsWith('"')) {
        let i = 1;
        for (; i < rest.length && rest[i] !== '"'; i++) {
          if (rest[i] === "\\" && i + 1 < rest.length) i++;
          value += rest[i];
        }
        rest = rest.slice(i + 1);
      } else {
        value = TOKEN.exec(rest)?.[0] ?? "";
        rest = rest.slice(value.length);
      }
      const key = name.toLowerCase();
      if (!Object.hasOwn(current.params, key)) current.params[key] = value;
      continue;
    }
    // A new challenge: its scheme, then a token68 or auth-params.
    current = { scheme: name.toLowerCase(), params: {} };
    challenges.push(current);
    rest = after;
    const t68 = TOKEN68.exec(rest)?.[0];
    if (t68 && !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+\s*=[^=]/.test(rest)) rest = rest.slice(t68.length);
  }
  return challenges;
}

/** The Bearer challenge's parameters, or undefined when the header has no Bearer challenge. */
export function bearerChallenge(header: string | null | undefined): BearerChallenge | undefined {
  if (!header) return undefined;
  const bearer = parseWwwAuthenticate(header).find((c) => c.scheme === "bearer");
  if (!bearer) return undefined;
  const p = bearer.params;
  const out: BearerChallenge = {};
  if (p.resource_metadata) out.resourceMetadata = p.resource_metadata;
  if (p.scope !== undefined) out.scope = p.scope;
  if (p.error) out.error = p.error;
  if (p.error_description) out.errorDescription = p.error_description;
  return out;
}

/** Space-separated scopes as a list without repeats (RFC 6749 §3.3). */
export function scopeList(scope: string | undefined): string[] {
  return [...new Set((scope ?? "").split(/\s+/).filter(Boolean))];
}

/** The union of scope sets, in first-seen order: step-up keeps what was granted (MCP §Scope Challenge Handling). */
export function scopeUnion(...sets: (string | readonly string[] | undefined)[]): string[] {
  const out = new Set<string>();
  for (const set of sets) {
    for (const s of typeof set === "string" || set === undefined ? scopeList(set) : set) out.add(s);
  }
  return [...out];
}
