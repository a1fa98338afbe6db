/**
 * The life of a connection: the `initialize` handshake (up to 2025-11-25) or `server/discover`
 * (2026-07-28), liveness checks, cancellation, progress, logging, and the 2026-07-28 errors a
 * server returns when a request's protocol metadata does not fit.
 */
import {
  type Node,
  allOf,
  any,
  arr,
  byVersion,
  enm,
  lit,
  num,
  obj,
  opt,
  ref,
  req,
  str,
  v,
  withDoc,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import * as capabilities from "./capabilities.ts";
import { cacheableFields, notificationParams } from "./shapes.ts";
import { requestParams, resultObject } from "./shapes.ts";

const V2026 = { since: "2026-07-28" } as const;
/** The handshake, ping and logging/setLevel: gone in 2026-07-28. */
const UNTIL_2026 = { until: "2026-07-28" } as const;

/** A result with nothing to report (the spec's `EmptyResult`). */
const emptyResult = (): Node => resultObject({}, { extra: any() });

/** A JSON-RPC error reply with a fixed code and, optionally, a required `data` shape. */
function errorResponse(code: number, data?: Node): Node {
  return obj({
    jsonrpc: lit("2.0"),
    id: opt(ref("RequestId")),
    error: allOf(ref("Error"), obj({ code: lit(code), ...(data ? { data: req(data) } : {}) })),
  });
}

/** `requestId` is optional only in 2025-11-25 (where tasks are cancelled with tasks/cancel). */
const cancelledParams = (requestIdRequired: boolean): Node => {
  const requestId = withDoc(ref("RequestId"), "The id of the request being cancelled.");
  return notificationParams({
    requestId: requestIdRequired ? req(requestId) : opt(requestId),
    reason: opt(withDoc(str(), "Why the request is cancelled, for logs or people.")),
  });
};

const lifecycleTypes: TypeDef[] = [
  typeDef(
    "Implementation",
    obj({
      name: withDoc(str(), "The program's identifier."),
      title: opt(withDoc(str(), "A display name for people."), { since: "2025-06-18" }),
      version: str(),
      description: opt(withDoc(str(), "What the program does, for people."), {
        since: "2025-11-25",
      }),
      icons: opt(arr(ref("Icon")), { since: "2025-11-25" }),
      websiteUrl: opt(str({ format: "uri" }), { since: "2025-11-25" }),
    }),
  ),
  typeDef(
    "LoggingLevel",
    enm(
      ["alert", "critical", "debug", "emergency", "error", "info", "notice", "warning"],
      "A log severity, as in syslog (debug is the least severe, emergency the most).",
    ),
  ),
  typeDef(
    "InitializeRequestParams",
    requestParams({
      protocolVersion: withDoc(str(), "The newest protocol version the client supports."),
      capabilities: ref("ClientCapabilities"),
      clientInfo: ref("Implementation"),
    }),
    UNTIL_2026,
  ),
  typeDef(
    "InitializeResult",
    resultObject({
      protocolVersion: withDoc(str(), "The protocol version the session will use."),
      capabilities: ref("ServerCapabilities"),
      serverInfo: ref("Implementation"),
      instructions: opt(withDoc(str(), "Hints for the model on how to use this server.")),
    }),
    UNTIL_2026,
  ),
  typeDef(
    "DiscoverResult",
    resultObject({
      supportedVersions: withDoc(arr(str()), "Every protocol version the server speaks."),
      capabilities: ref("ServerCapabilities"),
      instructions: opt(withDoc(str(), "Hints for the model on how to use this server.")),
      ...cacheableFields(),
    }),
    V2026,
  ),
  typeDef(
    "SetLevelRequestParams",
    requestParams({
      level: withDoc(ref("LoggingLevel"), "The least severe level the client wants to receive."),
    }),
    UNTIL_2026,
  ),
  typeDef(
    "CancelledNotificationParams",
    // Written once; only whether requestId is required changes.
    byVersion([
      ["2024-11-05", cancelledParams(true)],
      ["2025-11-25", cancelledParams(false)],
      ["2026-07-28", cancelledParams(true)],
    ]),
  ),
  typeDef(
    "ProgressNotificationParams",
    notificationParams({
      progressToken: withDoc(ref("ProgressToken"), "The token the request's _meta gave."),
      progress: withDoc(num(), "Progress so far; it grows with each notification."),
      total: opt(withDoc(num(), "The progress value at completion, when known.")),
      message: opt(withDoc(str(), "What is happening now, for people."), {
        since: "2025-03-26",
      }),
    }),
  ),
  typeDef(
    "LoggingMessageNotificationParams",
    notificationParams({
      level: ref("LoggingLevel"),
      logger: opt(withDoc(str(), "The name of the component that logged.")),
      data: any("The logged value: a string or any JSON value."),
    }),
  ),
  typeDef(
    "UnsupportedProtocolVersionError",
    errorResponse(
      -32022,
      obj({
        requested: withDoc(str(), "The protocol version the request asked for."),
        supported: withDoc(arr(str()), "The protocol versions the server speaks."),
      }),
    ),
    V2026,
  ),
  typeDef("HeaderMismatchError", errorResponse(-32020), V2026),
  typeDef(
    "MissingRequiredClientCapabilityError",
    errorResponse(
      -32021,
      obj({
        requiredCapabilities: withDoc(
          ref("ClientCapabilities"),
          "The client capabilities the request needs.",
        ),
      }),
    ),
    V2026,
  ),
];

export const types: TypeDef[] = [...lifecycleTypes, ...capabilities.types];

export const methods: MethodDef[] = [
  methodDef({
    method: "initialize",
    kind: "request",
    direction: "client-to-server",
    span: UNTIL_2026,
    doc: "Opens a session: the client proposes a protocol version and both sides state what they support.",
    params: ref("InitializeRequestParams"),
    paramsRequired: true,
    result: ref("InitializeResult"),
    specName: "InitializeRequest",
    resultSpecName: "InitializeResult",
  }),
  methodDef({
    method: "notifications/initialized",
    kind: "notification",
    direction: "client-to-server",
    span: UNTIL_2026,
    doc: "Tells the server the client has finished the handshake and normal traffic can begin.",
    params: ref("NotificationParams"),
    paramsRequired: false,
    specName: "InitializedNotification",
  }),
  methodDef({
    method: "ping",
    kind: "request",
    direction: "both",
    span: UNTIL_2026,
    doc: "Checks that the other side is still there; it answers with an empty result.",
    params: ref("RequestParams"),
    paramsRequired: false,
    result: emptyResult(),
    specName: "PingRequest",
    resultSpecName: "EmptyResult",
  }),
  methodDef({
    method: "server/discover",
    kind: "request",
    direction: "client-to-server",
    span: V2026,
    doc: "Asks the server which protocol versions and capabilities it offers, without opening a session.",
    params: ref("RequestParams"),
    paramsRequired: true,
    result: ref("DiscoverResult"),
    specName: "DiscoverRequest",
    resultSpecName: "DiscoverResult",
  }),
  methodDef({
    method: "notifications/cancelled",
    kind: "notification",
    direction: "both",
    doc: "Says that an earlier request is abandoned and its reply no longer wanted.",
    params: ref("CancelledNotificationParams"),
    paramsRequired: true,
    specName: "CancelledNotification",
  }),
  methodDef({
    method: "notifications/progress",
    kind: "notification",
    direction: [v("both", UNTIL_2026), v("server-to-client", V2026)],
    doc: "Reports how far a long-running request has got, for the token its sender chose.",
    params: ref("ProgressNotificationParams"),
    paramsRequired: true,
    specName: "ProgressNotification",
  }),
  methodDef({
    method: "logging/setLevel",
    kind: "request",
    direction: "client-to-server",
    span: UNTIL_2026,
    doc: "Sets the least severe level of log messages the server should send.",
    params: ref("SetLevelRequestParams"),
    paramsRequired: true,
    result: emptyResult(),
    specName: "SetLevelRequest",
    resultSpecName: "EmptyResult",
  }),
  methodDef({
    method: "notifications/message",
    kind: "notification",
    direction: "server-to-client",
    doc: "Carries one log message from the server to the client.",
    params: ref("LoggingMessageNotificationParams"),
    paramsRequired: true,
    specName: "LoggingMessageNotification",
  }),
];
