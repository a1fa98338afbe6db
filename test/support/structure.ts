/**
 * Structural comparison of the project's per-version schema with the official one: every named
 * type present in both, every method's params and result, and the names missing on either side.
 */
import type { VersionSchema } from "../../src/protocol/schema/index.ts";
import { PROTOCOL_VERSIONS, type ProtocolVersion } from "../../src/protocol/versions.ts";
import { type Schema, deref, diffSchemas, officialSchema } from "./official.ts";

export interface StructuralDifference {
  name: string;
  lines: string[];
}

/** Official definitions that are containers or unions of messages, not types a message uses. */
const ENVELOPE_DEFS =
  /^(JSONRPC|Client(Request|Notification|Result)$|Server(Request|Notification|Result)$|Request$|Notification$|Result$|EmptyResult$|PaginatedRequest$|Error$|.*ResultResponse$)/;

export function structuralDifferences(
  ours: VersionSchema,
  version: ProtocolVersion,
): StructuralDifference[] {
  const official = officialSchema(version);
  const theirs = official.defs;
  const mine = ours.schema.$defs as Record<string, unknown>;
  const out: StructuralDifference[] = [];

  for (const name of Object.keys(theirs).sort()) {
    const t = theirs[name] as Schema;
    const isMethodMessage =
      typeof (t.properties as Schema | undefined)?.method === "object" &&
      typeof ((t.properties as Schema).method as Schema).const === "string";
    // Method messages are compared through the method below, unless the project models this
    // definition as a plain type (2026-07-28 embeds server requests in results, for example).
    if (isMethodMessage && !(name in mine)) continue;
    if (!(name in mine)) {
      if (!ENVELOPE_DEFS.test(name)) out.push({ name, lines: ["missing in the project's schema"] });
      continue;
    }
    const lines = diffSchemas(mine[name], t);
    if (lines.length) out.push({ name, lines });
  }
  // A type of another version's official schema may serve this version as a building block
  // (for example `CallToolRequestParams`, named only from 2025-11-25); any other name is flagged.
  const known = new Set(PROTOCOL_VERSIONS.flatMap((v) => Object.keys(officialSchema(v).defs)));
  for (const name of Object.keys(mine)) {
    if (name.includes("__")) continue;
    if (!(name in theirs) && !known.has(name)) {
      out.push({ name, lines: ["not in any official schema"] });
    }
  }

  const officialMethods = new Map<string, [string, Schema]>();
  for (const [name, t] of Object.entries(theirs)) {
    const method = ((t.properties as Schema | undefined)?.method as Schema | undefined)?.const;
    if (
      typeof method === "string" &&
      /(Request|Notification)$/.test(name) &&
      !/^(Client|Server)/.test(name)
    ) {
      officialMethods.set(method, [name, t]);
    }
  }
  for (const [method, [name, t]] of officialMethods) {
    const info = ours.methods.get(method);
    if (!info) {
      // Modelled as a plain type where the version embeds it (see the first loop).
      if (name in mine) continue;
      out.push({ name: `${method} (${name})`, lines: ["method missing in the project's schema"] });
      continue;
    }
    const lines: string[] = [];
    if (info.specName !== name) lines.push(`specName ${info.specName} vs official ${name}`);
    const props = (t.properties ?? {}) as Schema;
    const required = ((t.required ?? []) as string[]).includes("params");
    if (required !== info.paramsRequired)
      lines.push(`params required: ours ${info.paramsRequired} vs official ${required}`);
    const theirParams = props.params ? deref(props.params, theirs) : undefined;
    const myParams = info.paramsKey ? deref(mine[info.paramsKey], mine) : undefined;
    lines.push(...diffSchemas(myParams, theirParams, "params"));
    if (info.resultSpecName) {
      // 2026-07-28 states a method's reply as `<Result>Response`, whose `result` may be a union.
      const response = theirs[`${info.resultSpecName}Response`];
      const theirResult =
        ((response?.properties as Schema | undefined)?.result as Schema | undefined) ??
        theirs[info.resultSpecName];
      if (!theirResult) lines.push(`result ${info.resultSpecName} not in the official schema`);
      else if (info.resultKey)
        lines.push(
          ...diffSchemas(deref(mine[info.resultKey], mine), deref(theirResult, theirs), "result"),
        );
    }
    if (lines.length) out.push({ name: `${method} (${name})`, lines });
  }
  for (const method of ours.methods.keys()) {
    if (!officialMethods.has(method))
      out.push({ name: method, lines: ["method not in the official schema of this version"] });
  }
  return out;
}
