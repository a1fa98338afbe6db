/**
 * Authorization grants kept on this device, only when the user ticked "Remember tokens on
 * this device"; otherwise tokens live in the page's memory and die with the tab.
 */
import { type Grant, readGrant } from "../../auth/index.ts";
import { readLocal, writeLocal } from "./local.ts";

const MAX_GRANTS = 20;

export function loadGrants(): Grant[] {
  const list = readLocal("auth")?.grants;
  if (!Array.isArray(list)) return [];
  return list.flatMap((g: unknown) => readGrant(g) ?? []).slice(0, MAX_GRANTS);
}

/**
 * A grant as kept: the secret the user typed under Client registration stays in memory (the
 * session adds it back when refreshing); a secret the server issued at registration is part
 * of the remembered client, as its tokens are.
 */
function keptGrant(grant: Grant): Grant {
  if (grant.client.source !== "preregistered" || grant.client.clientSecret === undefined)
    return grant;
  const { clientSecret: _typed, ...client } = grant.client;
  return { ...grant, client };
}

/** Keeps `grants`, or (`undefined`) forgets every one. */
export function saveGrants(grants: readonly Grant[] | undefined): void {
  writeLocal(
    "auth",
    grants === undefined || grants.length === 0
      ? undefined
      : { grants: grants.slice(0, MAX_GRANTS).map(keptGrant) },
  );
}
