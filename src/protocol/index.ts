/**
 * The public API of the protocol core: parse JSON with positions, check MCP messages of any
 * protocol version, and the schema facts behind them. No React, no DOM: it runs in the
 * browser, a worker and Node.
 */
export type {
  Finding,
  MessageKind,
  Severity,
  SourcePosition,
  SourceRange,
  TextEdit,
} from "./types.ts";
export {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
  type VersionChoice,
  isProtocolVersion,
  versionIndex,
} from "./versions.ts";

// Parsing with positions.
export {
  DEFAULT_MAX_DEPTH,
  LineIndex,
  type ParseFailure,
  type ParseOptions,
  type ParseResult,
  type ParseSuccess,
  type Utf8Result,
  decodeUtf8,
  parseJson,
} from "./parse/index.ts";
export {
  escapePointerToken,
  formatPointer,
  getAtPointer,
  joinPointer,
  parsePointer,
  tryParsePointer,
} from "./pointer.ts";

// Checking messages.
export {
  CHECK_MESSAGES,
  type CheckCode,
  type CheckOptions,
  type Classification,
  ERROR_CODES,
  type ErrorCodeInfo,
  META_PROTOCOL_VERSION,
  type MessageContext,
  type MessageReport,
  type RequestId,
  checkBytes,
  checkText,
  checkValue,
  classify,
  findingMessage,
  inferVersion,
  methodVersions,
  resolveVersion,
} from "./check/index.ts";

// Schema facts: methods, their direction and docs, per version.
export { type MethodInfo, type VersionSchema, getVersionSchema } from "./schema/index.ts";
export type { Direction } from "./schema/registry.ts";

// Session rules over a sequence of messages.
export * from "./session/index.ts";
