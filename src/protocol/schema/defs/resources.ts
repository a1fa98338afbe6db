/**
 * Resources: listing a server's resources and resource templates, reading them, following their
 * changes (per-resource subscriptions until 2025-11-25, `subscriptions/listen` from 2026-07-28),
 * and the resource links a tool result may carry.
 */
import {
  type FieldInput,
  type Node,
  arr,
  bool,
  byVersion,
  int,
  lit,
  num,
  obj,
  opt,
  ref,
  req,
  str,
  union,
  withDoc,
} from "../dsl.ts";
import { type MethodDef, type TypeDef, methodDef, typeDef } from "../registry.ts";
import { requestParams, resultObject } from "./shapes.ts";
import { cacheableFields, notificationMeta, objectMeta } from "./shapes.ts";
import { inputRetryFields, mayRequireInput, nextCursor } from "./server-features.ts";

const V2026 = { since: "2026-07-28" } as const;
const UNTIL_2026 = { until: "2026-07-28" } as const;

const uri = (doc: string): Node => withDoc(str({ format: "uri" }), doc);

/** Audience and priority hints: written inline in 2024-11-05, the named `Annotations` after. */
const annotations = (): Node =>
  byVersion([
    [
      "2024-11-05",
      obj({
        audience: opt(arr(ref("Role"))),
        priority: opt(num({ minimum: 0, maximum: 1 })),
      }),
    ],
    ["2025-03-26", ref("Annotations")],
  ]);

/** What describes a resource, in a listing (`Resource`) and in a link (`ResourceLink`). */
const resourceFields = (): Record<string, FieldInput> => ({
  uri: uri("Where the resource lives."),
  name: withDoc(str(), "The resource's identifier, or a name to display when it has no title."),
  title: opt(withDoc(str(), "A human-friendly name to display."), { since: "2025-06-18" }),
  description: opt(withDoc(str(), "What the resource is.")),
  mimeType: opt(withDoc(str(), "The MIME type of the resource, if known.")),
  size: opt(withDoc(int(), "Size in bytes of the raw content, if known.")),
  annotations: opt(annotations()),
  icons: opt(arr(ref("Icon")), { since: "2025-11-25" }),
  _meta: objectMeta({ since: "2025-06-18" }),
});

const ResourceTemplate = obj({
  uriTemplate: withDoc(
    str({ format: "uri-template" }),
    "An RFC 6570 URI template that builds resource URIs.",
  ),
  name: withDoc(str(), "The template's identifier, or a name to display."),
  title: opt(withDoc(str(), "A human-friendly name to display."), { since: "2025-06-18" }),
  description: opt(withDoc(str(), "What the resources of this template are.")),
  mimeType: opt(withDoc(str(), "The MIME type shared by all matching resources, if any.")),
  annotations: opt(annotations()),
  icons: opt(arr(ref("Icon")), { since: "2025-11-25" }),
  _meta: objectMeta({ since: "2025-06-18" }),
});

/** The fields every piece of resource contents has. */
const contentsFields = (): Record<string, FieldInput> => ({
  uri: uri("The URI of the resource these contents come from."),
  mimeType: opt(withDoc(str(), "The MIME type of these contents, if known.")),
  _meta: objectMeta({ since: "2025-06-18" }),
});

/** A resource URI in a request's params. */
const uriParam = (): Record<string, FieldInput> => ({
  uri: uri("The URI of the resource."),
});

const SubscriptionFilter = obj({
  toolsListChanged: opt(bool("Wants notifications/tools/list_changed.")),
  promptsListChanged: opt(bool("Wants notifications/prompts/list_changed.")),
  resourcesListChanged: opt(bool("Wants notifications/resources/list_changed.")),
  resourceSubscriptions: opt(
    withDoc(arr(str()), "URIs of the resources whose updates the client wants."),
  ),
});

export const types: TypeDef[] = [
  typeDef("Resource", obj(resourceFields())),
  typeDef("ResourceLink", obj({ type: lit("resource_link"), ...resourceFields() }), {
    since: "2025-06-18",
  }),
  typeDef("ResourceTemplate", ResourceTemplate),
  typeDef("ResourceContents", obj(contentsFields())),
  typeDef(
    "TextResourceContents",
    obj({ ...contentsFields(), text: withDoc(str(), "The contents as text.") }),
  ),
  typeDef(
    "BlobResourceContents",
    obj({
      ...contentsFields(),
      blob: withDoc(str({ format: "byte" }), "The contents as base64-encoded binary data."),
    }),
  ),

  // Params. Named from 2025-11-25; before, the same shapes were written inline in each message.
  typeDef("ResourceRequestParams", requestParams(uriParam()), { since: "2025-11-25" }),
  typeDef("ReadResourceRequestParams", requestParams({ ...uriParam(), ...inputRetryFields() })),
  typeDef("SubscribeRequestParams", requestParams(uriParam()), UNTIL_2026),
  typeDef("UnsubscribeRequestParams", requestParams(uriParam()), UNTIL_2026),
  typeDef(
    "ResourceUpdatedNotificationParams",
    obj({ _meta: notificationMeta(), uri: uri("The URI of the resource that changed.") }),
  ),

  // Results.
  typeDef(
    "ListResourcesResult",
    resultObject({
      resources: arr(ref("Resource")),
      nextCursor: nextCursor(),
      ...cacheableFields(),
    }),
  ),
  typeDef(
    "ListResourceTemplatesResult",
    resultObject({
      resourceTemplates: arr(ref("ResourceTemplate")),
      nextCursor: nextCursor(),
      ...cacheableFields(),
    }),
  ),
  typeDef(
    "ReadResourceResult",
    resultObject({
      contents: arr(union(ref("TextResourceContents"), ref("BlobResourceContents"))),
      ...cacheableFields(),
    }),
  ),

  // Subscriptions (2026-07-28).
  typeDef("SubscriptionFilter", SubscriptionFilter, V2026),
  typeDef(
    "SubscriptionsListenRequestParams",
    requestParams({
      notifications: ref("SubscriptionFilter", "The notifications the client wants to receive."),
    }),
    V2026,
  ),
  typeDef(
    "SubscriptionsListenResultMetaObject",
    obj({
      "io.modelcontextprotocol/serverInfo": opt(ref("Implementation")),
      "io.modelcontextprotocol/subscriptionId": req(
        ref("RequestId", "Identifies this subscription in the notifications it carries."),
      ),
    }),
    V2026,
  ),
  typeDef(
    "SubscriptionsListenResult",
    obj({
      _meta: ref("SubscriptionsListenResultMetaObject"),
      resultType: withDoc(str(), 'How to read the result: "complete" here.'),
    }),
    V2026,
  ),
  typeDef(
    "SubscriptionsAcknowledgedNotificationParams",
    obj({
      _meta: notificationMeta(),
      notifications: ref("SubscriptionFilter", "The notifications the server will actually send."),
    }),
    V2026,
  ),
];

const paginated = {
  params: ref("PaginatedRequestParams"),
  paramsRequired: V2026,
} as const;

export const methods: MethodDef[] = [
  methodDef({
    method: "resources/list",
    kind: "request",
    direction: "client-to-server",
    doc: "Asks the server which resources it offers, one page at a time.",
    ...paginated,
    result: ref("ListResourcesResult"),
    specName: "ListResourcesRequest",
    resultSpecName: "ListResourcesResult",
  }),
  methodDef({
    method: "resources/templates/list",
    kind: "request",
    direction: "client-to-server",
    doc: "Asks the server for its URI templates that describe families of resources.",
    ...paginated,
    result: ref("ListResourceTemplatesResult"),
    specName: "ListResourceTemplatesRequest",
    resultSpecName: "ListResourceTemplatesResult",
  }),
  methodDef({
    method: "resources/read",
    kind: "request",
    direction: "client-to-server",
    doc: "Fetches the contents of one resource by its URI.",
    params: ref("ReadResourceRequestParams"),
    paramsRequired: true,
    result: mayRequireInput("ReadResourceResult"),
    specName: "ReadResourceRequest",
    resultSpecName: "ReadResourceResult",
  }),
  methodDef({
    method: "resources/subscribe",
    kind: "request",
    direction: "client-to-server",
    span: UNTIL_2026,
    doc: "Asks to be notified whenever one resource changes.",
    params: ref("SubscribeRequestParams"),
    paramsRequired: true,
    result: ref("Result", "An empty result: nothing but `_meta`."),
    specName: "SubscribeRequest",
    resultSpecName: "EmptyResult",
  }),
  methodDef({
    method: "resources/unsubscribe",
    kind: "request",
    direction: "client-to-server",
    span: UNTIL_2026,
    doc: "Stops the change notifications of an earlier resources/subscribe.",
    params: ref("UnsubscribeRequestParams"),
    paramsRequired: true,
    result: ref("Result", "An empty result: nothing but `_meta`."),
    specName: "UnsubscribeRequest",
    resultSpecName: "EmptyResult",
  }),
  methodDef({
    method: "subscriptions/listen",
    kind: "request",
    direction: "client-to-server",
    span: V2026,
    doc: "Opens a long-lived stream on which the server sends the change notifications chosen.",
    params: ref("SubscriptionsListenRequestParams"),
    paramsRequired: true,
    result: ref("SubscriptionsListenResult"),
    specName: "SubscriptionsListenRequest",
    resultSpecName: "SubscriptionsListenResult",
  }),
  methodDef({
    method: "notifications/resources/list_changed",
    kind: "notification",
    direction: "server-to-client",
    doc: "Tells the client that the server's list of resources has changed.",
    params: ref("NotificationParams"),
    paramsRequired: false,
    specName: "ResourceListChangedNotification",
  }),
  methodDef({
    method: "notifications/resources/updated",
    kind: "notification",
    direction: "server-to-client",
    doc: "Tells the client that a resource it follows has changed and may be read again.",
    params: ref("ResourceUpdatedNotificationParams"),
    paramsRequired: true,
    specName: "ResourceUpdatedNotification",
  }),
  methodDef({
    method: "notifications/subscriptions/acknowledged",
    kind: "notification",
    direction: "server-to-client",
    span: V2026,
    doc: "Confirms a subscriptions/listen stream and says which notifications it will carry.",
    params: ref("SubscriptionsAcknowledgedNotificationParams"),
    paramsRequired: true,
    specName: "SubscriptionsAcknowledgedNotification",
  }),
];
