/**
 * Building blocks every area uses: the `_meta` of params and results, whose shape changed
 * across versions, and the params/result object wrappers built on them.
 */
import {
  type FieldInput,
  type Node,
  type Span,
  enm,
  int,
  raw,
  withDoc,
  type ObjOptions,
  type Prop,
  any,
  byVersion,
  obj,
  opt,
  record,
  ref,
  req,
  reqIn,
  str,
} from "../dsl.ts";

/** Free-form `_meta` of the older versions: any object. */
const freeMeta = () => record(any());

/**
 * `_meta` inside a request's params: not named in the params of versions before 2025-11-25 (the
 * envelope carried it), an object with `progressToken` in 2025-11-25, and the required
 * `RequestMetaObject` (protocol version, client capabilities) from 2026-07-28.
 */
export const requestMeta = (): Prop =>
  reqIn(
    byVersion([
      ["2025-11-25", obj({ progressToken: opt(ref("ProgressToken")) }, { extra: any() })],
      ["2026-07-28", ref("RequestMetaObject")],
    ]),
    { since: "2026-07-28" },
    { since: "2025-11-25" },
  );

/** `_meta` of a result: a free object, then `ResultMetaObject` from 2026-07-28. */
export const resultMeta = (): Prop =>
  opt(
    byVersion([
      ["2024-11-05", freeMeta()],
      ["2026-07-28", ref("ResultMetaObject")],
    ]),
  );

/** `resultType` ("complete" or "input_required"), required in every result from 2026-07-28. */
export const resultType = (): Prop => req(str(), { since: "2026-07-28" });

/** A request's params object: the given fields plus `_meta` as the version has it. */
export function requestParams(fields: Record<string, FieldInput>, o: ObjOptions = {}) {
  return obj({ _meta: requestMeta(), ...fields }, o);
}

/** A result object: the given fields plus `_meta` and, from 2026-07-28, `resultType`. */
export function resultObject(fields: Record<string, FieldInput>, o: ObjOptions = {}) {
  return obj({ _meta: resultMeta(), ...fields, resultType: resultType() }, o);
}

/** Free-form `_meta` of notification params and older shapes: any object. */
export const freeMetaProp = (): Prop => opt(freeMeta());

/** A string or an integer (JSON Schema type list, which the DSL's union would spell as anyOf). */
export const stringOrInteger = (): Node => raw({ type: ["string", "integer"] });

/**
 * `_meta` of a notification's params: named there from 2025-11-25 (a free object), the
 * `NotificationMetaObject` from 2026-07-28.
 */
export const notificationMeta = (): Prop =>
  opt(
    byVersion([
      ["2025-11-25", record(any())],
      ["2026-07-28", ref("NotificationMetaObject")],
    ]),
    { since: "2025-11-25" },
  );

/** A notification's params object: the given fields plus `_meta` as the version has it. */
export function notificationParams(fields: Record<string, FieldInput>): Node {
  return obj({ _meta: notificationMeta(), ...fields });
}

/**
 * `_meta` of a data object (content, tool, resource…): a free object, then `MetaObject` from
 * 2026-07-28. `span`: the versions whose official definition has the field.
 */
export const objectMeta = (span?: Span): Prop =>
  opt(
    byVersion([
      ["2024-11-05", record(any())],
      ["2026-07-28", ref("MetaObject")],
    ]),
    span,
  );

/** The cache hints of a 2026-07-28 cacheable result (spread them into a `resultObject`). */
export const cacheableFields = (): Record<string, Prop> => ({
  cacheScope: req(
    enm(["private", "public"], "Who may reuse the cached reply: anyone, or only this user."),
    { since: "2026-07-28" },
  ),
  ttlMs: req(withDoc(int({ minimum: 0 }), "How long, in milliseconds, the reply may be cached."), {
    since: "2026-07-28",
  }),
});
