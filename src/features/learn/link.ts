/**
 * Lesson links: `#learn/<lesson>/<exercise>` opens an exercise, and a shared attempt adds the
 * learner's text: `#learn/<lesson>/<exercise>/<base64url of the text>`. A link is untrusted:
 * ids are checked, the text is capped, and opening one never sends anything.
 */
import { fromBase64Url, toBase64Url } from "../../share/codec.ts";

const PREFIX = "#learn/";
const ID = /^[a-z0-9-]{1,64}$/;
/** Characters of an attempt's text carried by a link (longer attempts are not shared). */
export const MAX_ATTEMPT_CHARS = 20_000;

export interface LearnLink {
  lesson: string;
  exercise?: string;
  attempt?: string;
}

export const isLearnHash = (hash: string) => hash.startsWith(PREFIX) || hash === "#learn";

/** The exercise (and attempt) a hash names; undefined for any other hash or a malformed one. */
export function parseLearnHash(hash: string): LearnLink | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const [lesson, exercise, attempt] = hash.slice(PREFIX.length).split("/");
  if (lesson === undefined || !ID.test(lesson)) return undefined;
  if (exercise === undefined || exercise === "") return { lesson };
  if (!ID.test(exercise)) return { lesson };
  const text = attempt === undefined ? undefined : decodeAttempt(attempt);
  return text === undefined ? { lesson, exercise } : { lesson, exercise, attempt: text };
}

export function learnHash(link: LearnLink): string {
  const base = `${PREFIX}${link.lesson}${link.exercise ? `/${link.exercise}` : ""}`;
  if (link.attempt === undefined || link.exercise === undefined) return base;
  if (link.attempt.length > MAX_ATTEMPT_CHARS) return base;
  return `${base}/${toBase64Url(new TextEncoder().encode(link.attempt))}`;
}

function decodeAttempt(encoded: string): string | undefined {
  if (encoded.length > MAX_ATTEMPT_CHARS * 2) return undefined;
  const bytes = fromBase64Url(encoded);
  if (!bytes) return undefined;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return text.length <= MAX_ATTEMPT_CHARS ? text : undefined;
  } catch {
    return undefined;
  }
}
