/** Every kind of record the playground keeps on this device, and where each is kept. */

export const RECORD_KINDS = [
  "settings",
  "target",
  "recent",
  "headers",
  "session",
  "library-index",
  "library-item",
  "progress",
  "layout",
  "auth",
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** Kinds kept in local storage: small, and read synchronously before the first paint. */
export const LOCAL_KEYS = {
  settings: "mcp-playground",
  target: "mcp-playground.target",
  recent: "mcp-playground.recent-servers",
  headers: "mcp-playground.remote-headers",
  /** The lessons: each exercise solved (alone or with help), and whether the offer was answered. */
  progress: "mcp-playground.progress",
  /** The sizes of the page's panes, per screen class. */
  layout: "mcp-playground.layout",
  /** Authorization grants (tokens), only when the user asked to remember them on this device. */
  auth: "mcp-playground.auth",
} as const satisfies Partial<Record<RecordKind, string>>;

/** Kinds kept in the key-value store (IndexedDB when there is one): the logs. */
export const STORE_KEYS = {
  session: "session/current",
  "library-index": "sessions/index",
  /** A prefix: one record per saved session, `sessions/item/<id>`. */
  "library-item": "sessions/item/",
} as const satisfies Partial<Record<RecordKind, string>>;
