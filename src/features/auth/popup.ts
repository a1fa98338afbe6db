/**
 * The authorization page in a popup window: opened at the authorization URL, it comes back to
 * the site's own callback page (`oauth/callback.html`, under whatever base path the site has),
 * which hands the URL it was given to this page (a message to its opener, and a
 * BroadcastChannel when the authorization server cut the opener) and closes. The answer is
 * taken only from this origin, and only with the `state` this flow sent.
 */
import { POPUP_BLOCKED } from "../../client/auth/index.ts";
import { boundedText } from "../../transport/http/index.ts";

export const CALLBACK_PATH = "oauth/callback.html";
export const CALLBACK_CHANNEL = "mcp-playground-oauth";
export const CALLBACK_MESSAGE = "mcp-playground-oauth-callback";

/** The callback's address for this page: beside the app, any sub-path. */
export const callbackUrl = (): string => new URL(CALLBACK_PATH, document.baseURI).href;

/** The site's own Client ID Metadata Document, when the build serves one for its https address. */
export async function ownMetadataDocument(): Promise<string | undefined> {
  const url = new URL("oauth/client-metadata.json", document.baseURI).href;
  if (!url.startsWith("https://")) return undefined;
  try {
    const response = await fetch(url, { cache: "no-store" });
    if (!response.ok) return undefined;
    // The one reading path, even for the site's own document.
    const { text, tooLarge } = await boundedText(response, 64 * 1024);
    if (tooLarge) return undefined;
    const doc = JSON.parse(text) as { client_id?: unknown; redirect_uris?: unknown };
    const redirects = Array.isArray(doc.redirect_uris) ? doc.redirect_uris : [];
    // Used only when it names itself and this page's callback, as the draft requires.
    return doc.client_id === url && redirects.includes(callbackUrl()) ? url : undefined;
  } catch {
    return undefined;
  }
}

const stateOf = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.searchParams.get("state") ?? new URLSearchParams(u.hash.slice(1)).get("state");
  } catch {
    return null;
  }
};

/** Opens `authorizationUrl` in a popup; resolves with the callback URL, rejects when closed. */
export function openAuthorizationPopup(authorizationUrl: string): Promise<string> {
  const expected = stateOf(authorizationUrl);
  const popup = window.open(authorizationUrl, CALLBACK_CHANNEL, "popup,width=520,height=700");
  if (!popup) return Promise.reject(new Error(POPUP_BLOCKED));
  return new Promise<string>((resolve, reject) => {
    const channel =
      typeof BroadcastChannel === "function" ? new BroadcastChannel(CALLBACK_CHANNEL) : undefined;
    const done = () => {
      window.removeEventListener("message", onMessage);
      channel?.close();
      clearInterval(watch);
    };
    const take = (data: unknown) => {
      if (typeof data !== "object" || data === null) return;
      const { type, url } = data as { type?: unknown; url?: unknown };
      if (type !== CALLBACK_MESSAGE || typeof url !== "string") return;
      if (!url.startsWith(new URL(CALLBACK_PATH, document.baseURI).href)) return;
      if (stateOf(url) !== expected) return;
      done();
      resolve(url);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === location.origin) take(event.data);
    };
    window.addEventListener("message", onMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => take(event.data);
    // A closed window with no answer: the user gave up (checked a moment later, so an answer
    // sent just before closing still counts).
    const watch = setInterval(() => {
      if (!popup.closed) return;
      setTimeout(() => {
        done();
        reject(new Error("the authorization page was closed"));
      }, 500);
      clearInterval(watch);
    }, 400);
  });
}
