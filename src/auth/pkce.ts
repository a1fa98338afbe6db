/** PKCE (RFC 7636) with S256, and the random values of a flow, from Web Crypto (browsers, Node 20). */

const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** `bytes` random bytes, base64url: 32 give a 43-character verifier (RFC 7636 §4.1). */
export function randomString(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** `BASE64URL(SHA256(verifier))` (RFC 7636 §4.2). */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(verifier));
  return base64url(new Uint8Array(digest));
}

export interface Pkce {
  verifier: string;
  challenge: string;
  method: "S256";
}

export async function createPkce(): Promise<Pkce> {
  const verifier = randomString(32);
  return { verifier, challenge: await s256(verifier), method: "S256" };
}
