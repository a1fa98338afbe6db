/** Refreshing a grant's tokens (RFC 6749 §6), rotation honoured; one logged step. */
import { FlowStop, guard } from "./discover.ts";
import { requestTokens } from "./grant.ts";
import { authRules } from "./rules.ts";
import type { FlowResult, Grant } from "./types.ts";
import { type AuthWire, sendStep } from "./wire.ts";

export async function refreshGrant(
  grant: Grant,
  wire: AuthWire,
  version?: string,
): Promise<FlowResult> {
  const refreshToken = grant.tokens.refreshToken;
  if (!refreshToken)
    return {
      ok: false,
      error: {
        code: "token-failed",
        params: { url: grant.server.token_endpoint, status: "", error: "no refresh token" },
      },
    };
  const lane = { version: authRules(version).version, resource: grant.resource };
  const fields: Record<string, string> = {
    grant_type: "refresh_token",
    refresh_token: refreshToken,
  };
  if (grant.resourceParameter) fields.resource = grant.resourceParameter;
  try {
    const tokens = await requestTokens(
      (request) => {
        guard(request, grant.resource, wire.proxy !== undefined);
        return sendStep(wire, lane, request);
      },
      "refresh",
      grant.server,
      grant.client,
      fields,
      () => wire.clock(),
      grant.tokens,
    );
    return { ok: true, grant: { ...grant, tokens } };
  } catch (error) {
    if (error instanceof FlowStop) return { ok: false, error: error.error };
    throw error;
  }
}

/** Whether the access token is past (or within `marginMs` of) its expiry. */
export function isExpired(grant: Grant, now: number, marginMs = 30_000): boolean {
  return grant.tokens.expiresAt !== undefined && grant.tokens.expiresAt - marginMs <= now;
}
