/**
 * What each protocol version lets the gift server say. The server serves exactly the versions
 * the playground knows; these facts decide what goes into (and stays out of) each reply.
 */
import {
  MODERN_VERSION,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
  isProtocolVersion,
  versionIndex,
} from "../protocol/versions.ts";

export type { ProtocolVersion };
export { MODERN_VERSION, isProtocolVersion };

/** Versions negotiated with `initialize`, newest first (the order the SDK prefers them in). */
export const LEGACY_VERSIONS: readonly ProtocolVersion[] = PROTOCOL_VERSIONS.filter(
  (v) => v !== MODERN_VERSION,
).reverse();

/** The newest handshake version: the answer to an `initialize` with a version we do not speak. */
export const LATEST_LEGACY_VERSION: ProtocolVersion = LEGACY_VERSIONS[0] ?? "2025-11-25";

/** Every version, newest first, as the SDK's `supportedProtocolVersions` option wants it. */
export const SERVED_VERSIONS: string[] = [MODERN_VERSION, ...LEGACY_VERSIONS];

const since = (version: ProtocolVersion, first: ProtocolVersion) =>
  versionIndex(version) >= versionIndex(first);

/** Feature facts per version, named after what the server does with them. */
export const can = {
  /** `outputSchema` on tools and `structuredContent` in results. */
  structuredOutput: (v: ProtocolVersion) => since(v, "2025-06-18"),
  /** `title` on tools, prompts, resources and templates. */
  titles: (v: ProtocolVersion) => since(v, "2025-06-18"),
  /** `_meta` on tools, resources and resource contents (where the widget's links live). */
  itemMeta: (v: ProtocolVersion) => since(v, "2025-06-18"),
  /** Tool `annotations` (read-only, idempotent hints). */
  toolAnnotations: (v: ProtocolVersion) => since(v, "2025-03-26"),
  /** The `completions` server capability (completion itself exists in every version). */
  completionsCapability: (v: ProtocolVersion) => since(v, "2025-03-26"),
  /** `instructions` in the initialize result. */
  instructions: (v: ProtocolVersion) => since(v, "2025-03-26"),
  /** A `message` in `notifications/progress`. */
  progressMessage: (v: ProtocolVersion) => since(v, "2025-03-26"),
  /** The server may ask the user for input with `elicitation/create`. */
  elicitation: (v: ProtocolVersion) => since(v, "2025-06-18"),
  /** Elicitation requests carry a `mode` (form or url). */
  elicitationMode: (v: ProtocolVersion) => since(v, "2025-11-25"),
  /**
   * Invalid tool arguments are a tool execution error (`isError: true`) the model can read
   * and fix (SEP-1303), not a JSON-RPC error.
   */
  argumentErrorsAsToolErrors: (v: ProtocolVersion) => since(v, "2025-11-25"),
  /** An error reply may leave out `id` when the request's id could not be read. */
  errorWithoutId: (v: ProtocolVersion) => since(v, "2025-11-25"),
  /** JSON-RPC batches (arrays of messages). */
  batches: (v: ProtocolVersion) => v === "2025-03-26",
} as const;

/** The error code for a resource that does not exist. */
export const resourceNotFoundCode = (v: ProtocolVersion): number =>
  v === MODERN_VERSION ? -32602 : -32002;
