/**
 * Roots: the directories or files the client lets the server work in. The server asks for them
 * with `roots/list` and the client says when they change; in 2026-07-28 the request is an entry
 * of `InputRequests` and there is no change notification any more.
 */
import { arr, lit, obj, opt, ref, str, withDoc } from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import { EMBEDDED, UNTIL_EMBEDDED, freeMeta } from "./client-shapes.ts";
import { objectMeta } from "./shapes.ts";

export const types: TypeDef[] = [
  typeDef(
    "Root",
    obj({
      _meta: objectMeta({ since: "2025-06-18" }),
      uri: withDoc(str({ format: "uri" }), "Where the root is; a file:// URI in practice."),
      name: opt(withDoc(str(), "A readable name for the root.")),
    }),
  ),
  typeDef(
    "ListRootsResult",
    obj({ _meta: freeMeta(UNTIL_EMBEDDED), roots: withDoc(arr(ref("Root")), "The roots.") }),
  ),
  // 2026-07-28: an entry of `InputRequests` instead of a JSON-RPC request.
  typeDef(
    "ListRootsRequest",
    obj({ method: lit("roots/list"), params: opt(obj({ _meta: opt(ref("MetaObject")) })) }),
    EMBEDDED,
  ),
];

export const methods: MethodDef[] = [
  methodDef({
    method: "roots/list",
    kind: "request",
    direction: "server-to-client",
    span: UNTIL_EMBEDDED,
    doc: "Asks the client which directories and files the server may work with.",
    params: ref("RequestParams"),
    paramsRequired: false,
    result: ref("ListRootsResult"),
    specName: "ListRootsRequest",
    resultSpecName: "ListRootsResult",
  }),
  methodDef({
    method: "notifications/roots/list_changed",
    kind: "notification",
    direction: "client-to-server",
    span: UNTIL_EMBEDDED,
    doc: "Tells the server that the client's list of roots has changed.",
    params: ref("NotificationParams"),
    paramsRequired: false,
    specName: "RootsListChangedNotification",
  }),
];
