/**
 * The site's own OAuth Client ID Metadata Document (draft-ietf-oauth-client-id-metadata-
 * document, MCP 2025-11-25 "Client ID Metadata Documents"): a hosted playground's `client_id`
 * is the https URL of this file, which names itself and the site's callback page. A static file
 * cannot know the address it will be served from, so the build writes it only when told:
 * `PLAYGROUND_PUBLIC_URL=https://host/path/ npm run build`.
 */
import type { Plugin } from "vite";

export const CLIENT_METADATA_FILE = "oauth/client-metadata.json";

/** The document for a site served at `publicUrl`; undefined unless that is an https URL. */
export function clientMetadataDocument(publicUrl: string): Record<string, unknown> | undefined {
  let base: URL;
  try {
    base = new URL(publicUrl.endsWith("/") ? publicUrl : `${publicUrl}/`);
  } catch {
    return undefined;
  }
  if (base.protocol !== "https:" || base.search || base.hash) return undefined;
  return {
    client_id: new URL(CLIENT_METADATA_FILE, base).href,
    client_name: "MCP Playground",
    client_uri: base.href,
    redirect_uris: [new URL("oauth/callback.html", base).href],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
    application_type: "web",
  };
}

export function clientMetadata(publicUrl = process.env.PLAYGROUND_PUBLIC_URL): Plugin {
  return {
    name: "mcp-playground-client-metadata",
    apply: "build",
    generateBundle() {
      if (!publicUrl) return;
      const doc = clientMetadataDocument(publicUrl);
      if (!doc) {
        this.warn(`PLAYGROUND_PUBLIC_URL must be an https URL; no ${CLIENT_METADATA_FILE} written`);
        return;
      }
      this.emitFile({
        type: "asset",
        fileName: CLIENT_METADATA_FILE,
        source: `${JSON.stringify(doc, null, 2)}\n`,
      });
    },
  };
}
