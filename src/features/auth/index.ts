/** The authorization feature: the page's auth session hook (the panel is loaded with the session area). */
export { useAuthSession } from "./useAuth.ts";
export { callbackUrl, ownMetadataDocument } from "./popup.ts";
