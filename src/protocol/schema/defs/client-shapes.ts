/**
 * Building blocks shared by the client-side features (sampling, elicitation, roots): the `_meta`
 * shapes of the objects a server asks the client for, which differ from those of ordinary
 * requests and results once 2026-07-28 embeds these requests inside `InputRequiredResult`.
 */
import { type Prop, type Span, any, opt, record, ref } from "../dsl.ts";
import { requestMeta } from "./shapes.ts";

/** The only version with tasks and JSON-RPC server requests carrying a named params type. */
export const ONLY_2025_11_25: Span = { since: "2025-11-25", until: "2026-07-28" };

/** Server-to-client requests stop being JSON-RPC messages in 2026-07-28. */
export const UNTIL_EMBEDDED: Span = { until: "2026-07-28" };

/** From 2026-07-28 these requests and results are embedded in input-required round trips. */
export const EMBEDDED: Span = { since: "2026-07-28" };

/** Optional free-form `_meta` (any object) that exists only within `span`. */
export const freeMeta = (span?: Span): Prop => opt(record(any()), span);

/**
 * `_meta` inside the params of a request the server sends: named (with `progressToken`) only in
 * 2025-11-25; the embedded 2026-07-28 form has none.
 */
export const serverRequestMeta = (): Prop => ({ ...requestMeta(), span: ONLY_2025_11_25 });

/** Optional `task` field of a task-augmented request (2025-11-25 only). */
export const taskField = (): Prop => opt(ref("TaskMetadata"), ONLY_2025_11_25);
