/**
 * Tokens are secrets: what the authorization lane logs has them masked at the source, so no
 * link, export, saved session or log line can carry one. Masked values keep their last four
 * characters when long (as `maskHeaders` does), enough to tell two tokens apart.
 */
import { maskValue } from "../transport/http/index.ts";

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

function maskParams(params: URLSearchParams): boolean {
  let masked = false;
  for (const key of new Set(params.keys())) {
    if (!SECRET_FIELDS.has(key)) continue;
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

/** A URL as it may be logged: secret query and fragment parameters masked (a callback's `code`). */
export function maskUrl(url: string): string {
  try {
    const u = new URL(url);
    let changed = maskParams(u.searchParams);
    if (u.hash.length > 1) {
      const fragment = new URLSearchParams(u.hash.slice(1));
      if (maskParams(fragment)) {
        u.hash = fragment.toString();
        changed = true;
      }
    }
    return changed ? u.href : url;
  } catch {
    return url;
  }
}
