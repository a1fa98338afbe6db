/**
 * The input-required flow of 2026-07-28: instead of sending requests of its own, a server answers
 * a client request with `InputRequiredResult`, listing what it needs (sampling, elicitation,
 * roots); the client retries the original request with the answers in `inputResponses`.
 */
import { opt, record, ref, str, union, withDoc } from "../dsl.ts";
import { type MethodDef, type TypeDef, typeDef } from "../registry.ts";
import { EMBEDDED } from "./client-shapes.ts";
import { requestParams, resultObject } from "./shapes.ts";

const requestState = () =>
  opt(withDoc(str(), "Opaque server state the client hands back unchanged on its retry."));

export const types: TypeDef[] = [
  typeDef(
    "InputRequest",
    union(ref("CreateMessageRequest"), ref("ListRootsRequest"), ref("ElicitRequest")),
    EMBEDDED,
  ),
  typeDef(
    "InputRequests",
    withDoc(record(ref("InputRequest")), "What the server needs, keyed by names it chooses."),
    EMBEDDED,
  ),
  typeDef(
    "InputResponse",
    union(ref("CreateMessageResult"), ref("ListRootsResult"), ref("ElicitResult")),
    EMBEDDED,
  ),
  typeDef(
    "InputResponses",
    withDoc(record(ref("InputResponse")), "The client's answers, under the names of the requests."),
    EMBEDDED,
  ),
  typeDef(
    "InputResponseRequestParams",
    requestParams({ inputResponses: opt(ref("InputResponses")), requestState: requestState() }),
    EMBEDDED,
  ),
  typeDef(
    "InputRequiredResult",
    resultObject({ inputRequests: opt(ref("InputRequests")), requestState: requestState() }),
    EMBEDDED,
  ),
];

export const methods: MethodDef[] = [];
