/**
 * Tokens are secrets: what the authorization lane logs has them masked at the source, so no
 * link, export, saved session or log line can carry one. Masked values keep their last four
 * characters when long (as `maskHeaders` does), enough to tell two tokens apart.
 */
import { MASK, maskValue } from "../transport/http/index.ts";

/** Fields of OAuth bodies and URLs that hold a credential or a one-time secret. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  "access_token",
  "refresh_token",
  "id_token",
  "client_secret",
  "code",
  "code_verifier",
  "assertion",
  "client_assertion",
  "subject_token",
  "registration_access_token",
  "password",
]);

function maskJson(value: unknown): { value: unknown; masked: boolean } {
  if (Array.isArray(value)) {
    let masked = false;
    const out = value.map((v) => {
      const r = maskJson(v);
      masked ||= r.masked;
      return r.value;
    });
    return { value: out, masked };
  }
  if (value === null || typeof value !== "object") return { value, masked: false };
  let masked = false;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (SECRET_FIELDS.has(key) && typeof v === "string") {
      out[key] = maskValue(v);
      masked = true;
    } else {
      const r = maskJson(v);
      masked ||= r.masked;
      out[key] = r.value;
    }
  }
  return { value: out, masked };
}

/**
 * Query parameter names that may carry a secret in an address a person typed (`api_key`,
 * `access_token`, `sig`…): broader than the OAuth fields, for addresses that are no OAuth step.
 */
export const SECRET_PARAM = /token|key|secret|pass|auth|sig|code|session/i;

export const isSecretParam = (name: string): boolean => SECRET_PARAM.test(name);

const isSecretField = (name: string): boolean => SECRET_FIELDS.has(name);

function maskParams(params: URLSearchParams, isSecret = isSecretField): boolean {
  let masked = false;
  for (const key of new Set(params.keys())) {
    if (!isSecret(key)) continue;
    const values = params.getAll(key).map((v) => maskValue(v));
    params.delete(key);
    for (const v of values) params.append(key, v);
    masked = true;
  }
  return masked;
}

/** A body as it may be logged: JSON or form fields that hold secrets masked; other text as is. */
export function maskBody(text: string, contentType = ""): string {
  if (!text) return text;
  const type = contentType.toLowerCase();
  if (type.includes("x-www-form-urlencoded")) {
    const params = new URLSearchParams(text);
    return maskParams(params) ? params.toString() : text;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    const { value, masked } = maskJson(parsed);
    return masked ? JSON.stringify(value, null, 2) : text;
  } catch {
    return text;
  }
}

/**
 * A URL as it may be logged: a password in it and secret query and fragment parameters masked
 * (a callback's `code`); `isSecret` names the parameters (the OAuth fields by default).
 */
export function maskUrl(url: string, isSecret: (name: string) => boolean = isSecretField): string {
  try {
    const u = new URL(url);
    let changed = maskParams(u.searchParams, isSecret);
    if (u.hash.length > 1) {
      const fragment = new URLSearchParams(u.hash.slice(1));
      if (maskParams(fragment, isSecret)) {
        u.hash = fragment.toString();
        changed = true;
      }
    }
    if (u.password !== "") {
      u.password = MASK;
      changed = true;
    }
    // The mask stays readable: the URL serializer percent-encodes it.
    return changed ? u.href.replaceAll(encodeURIComponent(MASK.charAt(0)), MASK.charAt(0)) : url;
  } catch {
    return url;
  }
}
