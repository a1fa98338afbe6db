/**
 * The core vocabulary every area builds on: identifiers, cursors, JSON values, the `_meta`
 * objects, the generic params/result shapes, and the JSON-RPC error object.
 */
import {
  type Node,
  any,
  arr,
  byVersion,
  int,
  obj,
  opt,
  raw,
  record,
  ref,
  str,
  union,
  withDoc,
  lit,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, typeDef } from "../registry.ts";
import {
  cacheableFields,
  notificationParams,
  requestParams,
  resultObject,
  stringOrInteger,
} from "./shapes.ts";

const V2026 = { since: "2026-07-28" } as const;

/** A JSON-RPC error object whose `code` is fixed. */
const namedError = (code: number): Node =>
  obj({ code: lit(code), message: str(), data: opt(any()) });

/** The `_meta` key prefix the protocol reserves for itself. */
const MCP = "io.modelcontextprotocol/";

export const types: TypeDef[] = [
  typeDef("Cursor", withDoc(str(), "An opaque position in a paginated list.")),
  typeDef(
    "RequestId",
    withDoc(stringOrInteger(), "Identifies a request; its reply carries the same id."),
  ),
  typeDef(
    "ProgressToken",
    withDoc(stringOrInteger(), "Chosen by the requester to match progress notifications to it."),
  ),

  // JSON values (named from 2026-07-28). The official JSONValue leaves out null and
  // non-integer numbers; it is reproduced as published.
  typeDef(
    "JSONValue",
    union(
      ref("JSONObject"),
      arr(ref("JSONValue")),
      raw({ type: ["string", "integer", "boolean"] }),
    ),
    V2026,
  ),
  typeDef("JSONObject", record(ref("JSONValue")), V2026),
  typeDef("JSONArray", arr(ref("JSONValue")), V2026),

  // `_meta` objects (2026-07-28).
  typeDef("MetaObject", withDoc(obj({}), "Free metadata attached to a message or object."), V2026),
  typeDef(
    "RequestMetaObject",
    obj({
      progressToken: opt(ref("ProgressToken")),
      [`${MCP}protocolVersion`]: withDoc(str(), "The protocol version this request speaks."),
      [`${MCP}clientCapabilities`]: withDoc(
        ref("ClientCapabilities"),
        "What the client supports, sent with every request.",
      ),
      [`${MCP}clientInfo`]: opt(ref("Implementation")),
      [`${MCP}logLevel`]: opt(
        withDoc(
          ref("LoggingLevel"),
          "The least severe log level the client wants for this request.",
        ),
      ),
    }),
    V2026,
  ),
  typeDef("ResultMetaObject", obj({ [`${MCP}serverInfo`]: opt(ref("Implementation")) }), V2026),
  typeDef(
    "NotificationMetaObject",
    obj({
      [`${MCP}subscriptionId`]: opt(
        withDoc(ref("RequestId"), "The subscriptions/listen request this notification belongs to."),
      ),
    }),
    V2026,
  ),

  // Generic params and results. Named from 2025-11-25; before, the same shapes were written
  // inline in each message, so they serve every version as building blocks.
  typeDef(
    "RequestParams",
    byVersion([
      [
        "2024-11-05",
        obj({ _meta: opt(obj({ progressToken: opt(ref("ProgressToken")) })) }, { extra: any() }),
      ],
      [
        "2025-06-18",
        obj(
          { _meta: opt(obj({ progressToken: opt(ref("ProgressToken")) }, { extra: any() })) },
          { extra: any() },
        ),
      ],
      ["2025-11-25", requestParams({})],
    ]),
  ),
  typeDef(
    "NotificationParams",
    byVersion([
      ["2024-11-05", obj({ _meta: opt(record(any())) }, { extra: any() })],
      ["2025-11-25", notificationParams({})],
    ]),
  ),
  typeDef(
    "PaginatedRequestParams",
    requestParams({
      cursor: opt(withDoc(str(), "Where to continue: the nextCursor of the previous page.")),
    }),
  ),
  typeDef(
    "PaginatedResult",
    resultObject({
      nextCursor: opt(withDoc(str(), "Present when more items follow: pass it as cursor.")),
    }),
  ),
  typeDef(
    "Result",
    withDoc(
      resultObject({}, { extra: any() }),
      "Any result: `_meta` plus the method's own fields.",
    ),
  ),
  typeDef("CacheableResult", resultObject(cacheableFields()), V2026),
  typeDef(
    "ResultType",
    withDoc(str(), 'How to read a result: "complete", or "input_required" for more input.'),
    V2026,
  ),

  // Errors.
  typeDef(
    "Error",
    obj({
      code: withDoc(int(), "The kind of error, a JSON-RPC or MCP error code."),
      message: withDoc(str(), "A short human-readable description."),
      data: opt(any("Extra details chosen by the sender.")),
    }),
  ),
  typeDef("ParseError", namedError(-32700), V2026),
  typeDef("InvalidRequestError", namedError(-32600), V2026),
  typeDef("MethodNotFoundError", namedError(-32601), V2026),
  typeDef("InvalidParamsError", namedError(-32602), V2026),
  typeDef("InternalError", namedError(-32603), V2026),
];

export const methods: MethodDef[] = [];
