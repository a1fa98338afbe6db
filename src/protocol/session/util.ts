/** Small helpers shared by the session rules. */
import type { RequestId } from "../check/types.ts";
import type { Direction } from "../schema/registry.ts";
import type { Sender } from "./types.ts";

export const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

export const isId = (v: unknown): v is RequestId => typeof v === "string" || typeof v === "number";

/** The sender of a message going in `direction` ("both" and unknown give undefined). */
export const senderOf = (direction: Direction | undefined): Sender | undefined =>
  direction === "client-to-server"
    ? "client"
    : direction === "server-to-client"
      ? "server"
      : undefined;

const META_VERSION = "io.modelcontextprotocol/protocolVersion";

/** The protocol version a request names in its 2026-07-28 `_meta`, if any. */
export function metaVersionOf(message: unknown): unknown {
  if (!isObject(message) || !isObject(message.params) || !isObject(message.params._meta)) {
    return undefined;
  }
  return message.params._meta[META_VERSION];
}
