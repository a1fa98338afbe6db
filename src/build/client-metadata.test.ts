import { describe, expect, test } from "vitest";
import { clientMetadataDocument } from "./client-metadata.ts";

describe("the site's client metadata document", () => {
  test("names itself and the callback under the site's path", () => {
    expect(clientMetadataDocument("https://example.github.io/playground")).toMatchObject({
      client_id: "https://example.github.io/playground/oauth/client-metadata.json",
      redirect_uris: ["https://example.github.io/playground/oauth/callback.html"],
      token_endpoint_auth_method: "none",
    });
  });

  test("only for an https address", () => {
    expect(clientMetadataDocument("http://example.com/")).toBeUndefined();
    expect(clientMetadataDocument("not a url")).toBeUndefined();
  });
});
