/**
 * Messages the session writes for the user, from the project's templates (so they are valid in
 * the version at hand): the handshake, and a reply to a request from the server. The templates
 * weigh a lot (schemas), so they load on first use.
 */
import type { ProtocolVersion } from "../../protocol/versions.ts";

const loadTemplates = () => import("../../protocol/templates/index.ts");

export interface Handshake {
  id: number;
  /** `initialize`, or `server/discover` in versions without the handshake (2026-07-28). */
  method: string;
  request: string;
  /** Sent once the request is answered: `notifications/initialized`. */
  then?: string;
}

/** Compact, as a client puts it on the wire (the session shows it indented). */
const compact = (pretty: string) => JSON.stringify(JSON.parse(pretty));

/**
 * The handshake of `version`, with an id that none of `sentTexts` (what the client sent in this
 * session) used, so its reply cannot be mistaken for another's.
 */
export async function handshakeFor(
  version: ProtocolVersion,
  sentTexts: readonly string[],
): Promise<Handshake> {
  const { templatesFor, nextId } = await loadTemplates();
  const id = sentTexts.reduce((max, text) => Math.max(max, nextId(text)), 1);
  const templates = templatesFor(version);
  const find = (templateId: string) => templates.find((t) => t.id === templateId);
  const initialize = find("request:initialize");
  const initialized = find("notification:notifications/initialized");
  if (initialize && initialized) {
    return {
      id,
      method: "initialize",
      request: compact(initialize.build({ id })),
      then: compact(initialized.build({ id })),
    };
  }
  const discover = find("request:server/discover");
  if (!discover) throw new Error(`No handshake is known for ${version}.`);
  return { id, method: "server/discover", request: compact(discover.build({ id })) };
}

/**
 * A successful reply to the server's request `method` with its `id`, indented for editing; a
 * bare empty result when the version has no template for it (the findings then say what to add).
 */
export async function replyTemplate(
  version: ProtocolVersion,
  method: string | undefined,
  id: number | string,
): Promise<string> {
  const { templatesFor } = await loadTemplates();
  const template = templatesFor(version).find((t) => t.id === `reply:${method}`);
  return template
    ? template.build({ id })
    : JSON.stringify({ jsonrpc: "2.0", id, result: {} }, null, 2);
}
