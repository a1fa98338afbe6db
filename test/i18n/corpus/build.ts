/** Shapes and builders of the corpus cases. */
import type { SessionOptions } from "../../../src/protocol/session/index.ts";
import type { VersionChoice } from "../../../src/protocol/versions.ts";

export interface CorpusCase {
  name: string;
  version?: VersionChoice;
  /** Who sent the (last) message, for direction rules. */
  direction?: "client-to-server" | "server-to-client";
  /** One text: `checkText`; several: a session, in order (only the last one's findings count). */
  texts: string[];
  /** Bytes instead of a text: `checkBytes` (for what only bytes can be, such as not UTF-8). */
  bytes?: Uint8Array;
  limits?: SessionOptions["limits"];
  /** A stdio server's stdout line that is no message (a `stdout-stray` event's detail). */
  strayStdout?: string;
  /** Check a single text in a session too (for rules that judge even a first message). */
  session?: boolean;
}

export const j = (value: unknown): string => JSON.stringify(value, null, 2);
export const req = (id: number | string, method: string, params?: unknown) =>
  j({ jsonrpc: "2.0", id, method, ...(params !== undefined ? { params } : {}) });
export const note = (method: string, params?: unknown) =>
  j({ jsonrpc: "2.0", method, ...(params !== undefined ? { params } : {}) });
export const ok = (id: number | string, result: unknown) => j({ jsonrpc: "2.0", id, result });
export const fail = (id: number | string, code: number, message: string) =>
  j({ jsonrpc: "2.0", id, error: { code, message } });

export const single = (name: string, text: string, version?: VersionChoice): CorpusCase => ({
  name,
  texts: [text],
  ...(version ? { version } : {}),
});
