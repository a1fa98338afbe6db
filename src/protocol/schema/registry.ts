/**
 * The shapes of MCP definitions: named types and methods, each with the versions it exists in.
 * The definitions themselves live in `defs/`, one file per area of the protocol.
 */
import type { Node, Span, Versioned } from "./dsl.ts";

/** Who sends a method: the client, the server, or either side. */
export type Direction = "client-to-server" | "server-to-client" | "both";

/** A named, reusable type. Names match the official schema's definition names. */
export interface TypeDef {
  name: string;
  node: Node;
  span?: Span;
}

export interface MethodDef {
  method: string;
  kind: "request" | "notification";
  /** Who may send it; a list when it changed across versions. */
  direction: Direction | Versioned<Direction>[];
  span?: Span;
  /** One plain sentence: what the method is for. */
  doc: string;
  /** Schema of `params`; absent when the method takes none (any object is tolerated). */
  params?: Node;
  /** Whether `params` must be present: always, never, or only within a span of versions. */
  paramsRequired: boolean | Span;
  /** Schema of a successful reply's `result` (requests only). */
  result?: Node;
  /** The official definition names, for tests and for showing the learner the spec's term. */
  specName: string;
  resultSpecName?: string;
}

export const typeDef = (name: string, node: Node, span?: Span): TypeDef => ({
  name,
  node,
  ...(span ? { span } : {}),
});

export const methodDef = (def: MethodDef): MethodDef => def;
