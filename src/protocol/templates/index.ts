/**
 * Message templates: one valid message for every method and notification of a version, plus a
 * successful reply to every request. Built from the recipes and the version's own schema, so
 * each template stays valid in every version without being written five times.
 */
import type { Direction } from "../schema/registry.ts";
import { type MethodInfo, getVersionSchema } from "../schema/index.ts";
import type { ProtocolVersion } from "../versions.ts";
import { type InstanceContext, shapeValue } from "./instance.ts";
import { memberDefaults } from "./gifts.ts";
import { OWN_ID, RECIPES, type Recipe, atVersion } from "./recipes.ts";

export type TemplateKind = "request" | "notification" | "reply";

export interface MessageTemplate {
  /** Unique within a version: `<kind>:<method>`. */
  id: string;
  method: string;
  kind: TemplateKind;
  /** Who sends this message (for a reply: the side that answers the request). */
  direction: Direction;
  title: string;
  /** One plain sentence. */
  description: string;
  /** The message as pretty-printed JSON (2 spaces) with the given id. */
  build(options: { id: number | string }): string;
}

const cache = new Map<ProtocolVersion, MessageTemplate[]>();

/** Every template of `version`: requests and notifications in the schema's order, then replies. */
export function templatesFor(version: ProtocolVersion): MessageTemplate[] {
  let list = cache.get(version);
  if (!list) {
    list = buildTemplates(version);
    cache.set(version, list);
  }
  return list;
}

function buildTemplates(version: ProtocolVersion): MessageTemplate[] {
  const vs = getVersionSchema(version);
  const ctx: InstanceContext = { defs: vs.schema.$defs, defaults: memberDefaults(version) };
  const calls: MessageTemplate[] = [];
  const replies: MessageTemplate[] = [];
  for (const info of vs.methods.values()) {
    const recipe: Recipe = RECIPES[info.method] ?? { title: info.method };
    calls.push(callTemplate(info, recipe, version, ctx));
    if (info.kind === "request") replies.push(replyTemplate(info, recipe, version, ctx));
    for (const variant of recipe.variants ?? []) {
      if (!vs.typeNames.has(variant.needsType)) continue;
      const { suffix, kind, title, description } = variant;
      const base = { ...recipe, title, replyTitle: title, params: variant.params };
      const made =
        kind === "request"
          ? callTemplate(info, base, version, ctx)
          : replyTemplate(info, { ...base, result: variant.result }, version, ctx);
      (kind === "request" ? calls : replies).push({
        ...made,
        id: `${made.id}#${suffix}`,
        description,
      });
    }
  }
  return [...calls, ...replies];
}

const schemaRef = (key: string) => ({ $ref: `#/$defs/${key}` });

function callTemplate(
  info: MethodInfo,
  recipe: Recipe,
  version: ProtocolVersion,
  ctx: InstanceContext,
): MessageTemplate {
  const hint = atVersion(recipe.params, version);
  // Params are written when the recipe has some or the version requires them.
  const params =
    info.paramsKey && (hint !== undefined || info.paramsRequired)
      ? shapeValue(schemaRef(info.paramsKey), hint ?? {}, ctx)
      : undefined;
  return {
    id: `${info.kind}:${info.method}`,
    method: info.method,
    kind: info.kind,
    direction: info.direction,
    title: recipe.title,
    description: info.doc,
    build: ({ id }) =>
      pretty({
        jsonrpc: "2.0",
        ...(info.kind === "request" ? { id } : {}),
        method: info.method,
        ...(params === undefined ? {} : { params }),
      }),
  };
}

const REPLY_DIRECTION: Record<Direction, Direction> = {
  "client-to-server": "server-to-client",
  "server-to-client": "client-to-server",
  both: "both",
};

function replyTemplate(
  info: MethodInfo,
  recipe: Recipe,
  version: ProtocolVersion,
  ctx: InstanceContext,
): MessageTemplate {
  const hint = atVersion(recipe.result, version) ?? {};
  const result = info.resultKey ? shapeValue(schemaRef(info.resultKey), hint, ctx) : hint;
  return {
    id: `reply:${info.method}`,
    method: info.method,
    kind: "reply",
    direction: REPLY_DIRECTION[info.direction],
    title: recipe.replyTitle ?? `Reply to ${info.method}`,
    description: `A successful reply to ${info.method}: the result the ${
      info.direction === "server-to-client"
        ? "client"
        : info.direction === "both"
          ? "receiver"
          : "server"
    } sends back.`,
    build: ({ id }) => pretty({ jsonrpc: "2.0", id, result }, id),
  };
}

/** JSON with 2-space indent; recipe placeholders for the message's own id become `id`. */
const pretty = (value: unknown, id?: number | string) =>
  JSON.stringify(value, (_key, v: unknown) => (v === OWN_ID ? id : v), 2);

/**
 * An id not used in `text`: one more than the largest integer id written there (1 when there
 * is none). Reads the text loosely, so half-typed or invalid JSON still gives a fresh id.
 */
export function nextId(text: string): number {
  let max = 0;
  for (const match of text.matchAll(/"id"\s*:\s*(-?\d+)(?![\d.eE])/g)) {
    const n = Number(match[1]);
    // The largest safe integer has no safe successor: such an id is left out.
    if (Number.isSafeInteger(n) && n > max && n < Number.MAX_SAFE_INTEGER) max = n;
  }
  return max + 1;
}
