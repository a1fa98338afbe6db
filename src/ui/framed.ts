/**
 * Whether this page is shown in a frame of another origin: such a site can set the page's
 * address (a link in its hash) under the user's eyes, so links are not opened there.
 */
export function framedByAnotherOrigin(): boolean {
  if (window.top === window.self) return false;
  try {
    return window.top?.location.origin !== window.location.origin;
  } catch {
    // Reading another origin's location throws: that is the answer.
    return true;
  }
}
