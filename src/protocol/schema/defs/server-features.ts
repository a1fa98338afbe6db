/**
 * Building blocks shared by the server-feature areas (tools, resources, prompts): the content of
 * tool results and prompt messages, pagination, and the 2026-07-28 input-retry fields. The
 * `_meta` and cache helpers come from `core.ts`.
 */
import {
  type FieldInput,
  type Node,
  type Prop,
  byVersion,
  opt,
  ref,
  str,
  union,
  v,
  withDoc,
} from "../dsl.ts";

/**
 * One piece of content in a tool result or a prompt message: text, image, audio (from
 * 2025-03-26) or an embedded resource, then the named `ContentBlock` from 2025-06-18.
 */
export const contentItem = (): Node =>
  byVersion([
    [
      "2024-11-05",
      union(
        ref("TextContent"),
        ref("ImageContent"),
        v(ref("AudioContent"), { since: "2025-03-26" }),
        ref("EmbeddedResource"),
      ),
    ],
    ["2025-06-18", ref("ContentBlock")],
  ]);

/** `nextCursor` of a paginated result: present when more items can be fetched. */
export const nextCursor = (): Prop =>
  opt(withDoc(str(), "Opaque position to pass as `cursor` to get the next page."));

/**
 * The 2026-07-28 fields a client sends when it retries a request after an `InputRequiredResult`:
 * the answers to the server's input requests and the state the server asked to get back.
 */
export const inputRetryFields = (): Record<string, FieldInput> => ({
  inputResponses: opt(ref("InputResponses", "Answers to the server's input requests."), {
    since: "2026-07-28",
  }),
  requestState: opt(withDoc(str(), "Opaque state echoed back from an InputRequiredResult."), {
    since: "2026-07-28",
  }),
});

/** The reply of a request that may, from 2026-07-28, ask the client for more input first. */
export const mayRequireInput = (result: string): Node =>
  union(v(ref("InputRequiredResult"), { since: "2026-07-28" }), ref(result));
