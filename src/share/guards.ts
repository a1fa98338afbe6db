/**
 * Small checks for untrusted values: decoded links, stored records and imported files all come
 * from outside the program, so every field is checked before it is used.
 */
import { isSecretParam } from "../auth/secrets.ts";
import { PROTOCOL_VERSIONS, type VersionChoice } from "../protocol/versions.ts";

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

export const isFiniteNumber = (v: unknown): v is number =>
  typeof v === "number" && Number.isFinite(v);

export const isWholeNumber = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

export const isVersionChoice = (v: unknown): v is VersionChoice =>
  v === "auto" || (PROTOCOL_VERSIONS as readonly unknown[]).includes(v);

/** Longest server address accepted anywhere (browsers handle more, people never need more). */
export const MAX_URL_LENGTH = 2048;

export type UrlCheck =
  | { ok: true; url: string; hadCredentials: boolean; hasQuery: boolean }
  | { ok: false; problem: "type" | "length" | "parse" | "scheme" };

/**
 * An absolute http(s) URL, normalized, with any `user:password@` removed (credentials never
 * travel in a link or a file). Every other scheme (`javascript:`, `data:`, `file:`…) is refused:
 * the UI may show the address as a link or connect to it.
 */
export function checkHttpUrl(value: unknown): UrlCheck {
  if (typeof value !== "string") return { ok: false, problem: "type" };
  if (value.length > MAX_URL_LENGTH) return { ok: false, problem: "length" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: "parse" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { ok: false, problem: "scheme" };
  const hadCredentials = url.username !== "" || url.password !== "";
  url.username = "";
  url.password = "";
  return { ok: true, url: url.href, hadCredentials, hasQuery: url.search !== "" };
}

/** The URL without user info or secret-looking query parameters; undefined if not http(s). */
export function shareableUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  url.username = "";
  url.password = "";
  for (const name of [...url.searchParams.keys()]) {
    // Query parameters that may carry a secret are dropped from remembered URLs.
    if (isSecretParam(name)) url.searchParams.delete(name);
  }
  url.hash = "";
  return url.href;
}

/** A string cut to `max` UTF-16 units without splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
}

/** `JSON.parse` that reports failure as `undefined` instead of throwing. */
export function tryJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}
