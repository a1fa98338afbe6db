/** Which protocol version a message is judged against, and what differs between versions. */
import {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
  type VersionChoice,
  isProtocolVersion,
  versionIndex,
} from "../versions.ts";
import { isPlainObject } from "./classify.ts";

/** The 2026-07-28 `_meta` key that names the version of every request. */
export const META_PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";

/**
 * The version a message names itself: an initialize request's `params.protocolVersion`, an
 * initialize reply's `result.protocolVersion`, or the 2026-07-28 `_meta` key of any request.
 * For a batch, the first element that names one. Undefined when none names a known version.
 */
export function inferVersion(value: unknown): ProtocolVersion | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = inferOne(item);
      if (found) return found;
    }
    return undefined;
  }
  return inferOne(value);
}

function inferOne(value: unknown): ProtocolVersion | undefined {
  if (!isPlainObject(value)) return undefined;
  const params = value.params;
  if (isPlainObject(params)) {
    const meta = params._meta;
    if (isPlainObject(meta) && isProtocolVersion(meta[META_PROTOCOL_VERSION])) {
      return meta[META_PROTOCOL_VERSION];
    }
    if (value.method === "initialize" && isProtocolVersion(params.protocolVersion)) {
      return params.protocolVersion;
    }
  }
  const result = value.result;
  if (
    isPlainObject(result) &&
    value.method === undefined &&
    isProtocolVersion(result.protocolVersion) &&
    (isPlainObject(result.capabilities) || isPlainObject(result.serverInfo))
  ) {
    return result.protocolVersion;
  }
  return undefined;
}

/** The version to judge against: the chosen one, or for `auto` the message's own, else the default. */
export function resolveVersion(choice: VersionChoice | undefined, value: unknown): ProtocolVersion {
  if (choice === "auto") return inferVersion(value) ?? DEFAULT_PROTOCOL_VERSION;
  return isProtocolVersion(choice) ? choice : DEFAULT_PROTOCOL_VERSION;
}

export const atLeast = (version: ProtocolVersion, since: ProtocolVersion): boolean =>
  versionIndex(version) >= versionIndex(since);

/** Facts of the JSON-RPC layer that changed across versions. */
export const VERSION_FACTS = {
  /** The only version whose `JSONRPCMessage` admits an array. */
  batchVersions: ["2025-03-26"] as readonly ProtocolVersion[],
  /** From this version on, an error reply may leave out `id`. */
  errorIdOptionalSince: "2025-11-25" as ProtocolVersion,
  /** From this version on, each method's params schema (not the envelope) describes `_meta`. */
  paramsMetaInMethodsSince: "2025-11-25" as ProtocolVersion,
  /** From this version on, every result carries `resultType`. */
  resultTypeSince: "2026-07-28" as ProtocolVersion,
};

/**
 * Describes a set of versions for messages: `{first}` alone means "from first on"; `{first,
 * last}` a contiguous range; `{list}` anything else.
 */
export function versionSpanArgs(versions: readonly ProtocolVersion[]): Record<string, string> {
  const sorted = [...versions].sort((a, b) => versionIndex(a) - versionIndex(b));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return { list: "no version" };
  const contiguous = versionIndex(last) - versionIndex(first) === sorted.length - 1;
  if (!contiguous) {
    const head = sorted.slice(0, -1).join(", ");
    return { list: `${head} and ${last}` };
  }
  if (last === PROTOCOL_VERSIONS[PROTOCOL_VERSIONS.length - 1] && first !== last) return { first };
  return { first, last };
}
