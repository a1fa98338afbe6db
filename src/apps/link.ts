/**
 * A link a widget asks to open, as the user is shown it: parsed the way the browser will open
 * it, so what is emphasised is the real host (punycode for non-ASCII names), and whatever sits
 * before an `@` is flagged as the user name it is, not a place. `http://trusted.example∕docs@
 * 127.0.0.1/` goes to 127.0.0.1, whatever the text before the `@` looks like.
 */

export type LinkView = { ok: false; text: string } | OpenableLink;

export interface OpenableLink {
  ok: true;
  /** What is opened: the parsed address, exactly. */
  href: string;
  /** The real host (and port, when not the default), as the browser will reach it. */
  host: string;
  /** The user name (and password) before the `@`, decoded; empty when there is none. */
  userinfo: string;
  /** The whole address, percent-decoding undone where it is valid, for reading. */
  shown: string;
}

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Caps what is shown of a long address (the question stays readable; the host never cut). */
const MAX_SHOWN = 2_000;

export function linkView(url: string): LinkView {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, text: url.slice(0, MAX_SHOWN) };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, text: url.slice(0, MAX_SHOWN) };
  }
  const user = decoded(parsed.username);
  const userinfo = parsed.password ? `${user}:${decoded(parsed.password)}` : user;
  let shown: string;
  try {
    shown = decodeURI(parsed.href);
  } catch {
    shown = parsed.href;
  }
  return {
    ok: true,
    href: parsed.href,
    host: parsed.host,
    userinfo,
    shown: shown.length > MAX_SHOWN ? `${shown.slice(0, MAX_SHOWN)}…` : shown,
  };
}
