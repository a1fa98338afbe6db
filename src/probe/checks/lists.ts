/**
 * Every list method the server declares, each page followed to the end: a cursor the server
 * gave twice, a cursor it refuses, or more than `MAX_PAGES` pages are caught. The items are
 * judged by the schema with the rest of the run (`wire.ts` reads each reply's findings).
 */
import type { CheckId } from "../catalog.ts";
import type { ProbeConnection } from "../connection.ts";
import {
  type ListKey,
  type RunContext,
  errorCode,
  note,
  unanswered,
  resultOf,
} from "../context.ts";

export const MAX_PAGES = 100;

interface ListMethod {
  method: string;
  key: ListKey;
  capability: string;
  check: CheckId;
}

export const LIST_METHODS: readonly ListMethod[] = [
  { method: "tools/list", key: "tools", capability: "tools", check: "lists.tools" },
  { method: "resources/list", key: "resources", capability: "resources", check: "lists.resources" },
  {
    method: "resources/templates/list",
    key: "resourceTemplates",
    capability: "resources",
    check: "lists.resource-templates",
  },
  { method: "prompts/list", key: "prompts", capability: "prompts", check: "lists.prompts" },
];

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Lists every declared kind; records each list's verdict and the pagination's. */
export async function checkLists(ctx: RunContext, main: ProbeConnection): Promise<void> {
  let paginated = false;
  for (const list of LIST_METHODS) {
    if (!ctx.declares(list.capability)) {
      ctx.set(
        list.check,
        "not-applicable",
        [],
        [note("not-declared", { capability: list.capability })],
      );
      continue;
    }
    if (await listAll(ctx, main, list)) paginated = true;
  }
  if (!ctx.results.has("lists.pagination")) {
    if (paginated) ctx.pass("lists.pagination", [], [note("pages-followed")]);
    else ctx.set("lists.pagination", "not-applicable", [], [note("one-page")]);
  }
}

/** Follows one list to its end; true when it had more than one page. */
async function listAll(ctx: RunContext, main: ProbeConnection, list: ListMethod): Promise<boolean> {
  const seen = new Set<string>();
  const replies: number[] = [];
  ctx.listReplies.set(list.key, replies);
  let cursor: string | undefined;
  for (let page = 0; ; page++) {
    const exchange = await main.request(list.method, cursor === undefined ? undefined : { cursor });
    if (!exchange.reply) {
      ctx.set(list.check, "could-not-run", [exchange.seq], [unanswered(exchange, list.method)]);
      return page > 0;
    }
    const refused = ctx.refusal(exchange);
    if (refused) {
      ctx.set(list.check, "could-not-run", [exchange.reply.seq, exchange.seq], [refused]);
      return page > 0;
    }
    const { seq, value } = exchange.reply;
    replies.push(seq);
    const result = resultOf(value);
    if (!result) {
      const code = errorCode(value) ?? "?";
      if (cursor !== undefined) {
        // The server refused a cursor it gave itself.
        ctx.fault(
          "lists.pagination",
          [seq, exchange.seq],
          [note("cursor-refused", { method: list.method, code })],
        );
        ctx.pass(list.check, replies.slice(0, -1));
      } else {
        ctx.fault(list.check, [seq], [note("error-reply", { code, method: list.method })]);
      }
      return page > 0;
    }
    const items = result[list.key];
    if (Array.isArray(items)) {
      for (const item of items) if (isRecord(item)) ctx.listed[list.key].push({ value: item, seq });
    }
    const next = result.nextCursor;
    if (next === undefined || next === null) {
      ctx.pass(list.check, [replies[0]], [note("items", { count: ctx.listed[list.key].length })]);
      return page > 0;
    }
    if (typeof next !== "string") {
      ctx.fault("lists.pagination", [seq], [note("cursor-type", { method: list.method })]);
      ctx.pass(list.check, [replies[0]]);
      return true;
    }
    if (seen.has(next) || next === cursor) {
      ctx.fault(
        "lists.pagination",
        [seq],
        [note("cursor-repeated", { method: list.method, cursor: next.slice(0, 80) })],
      );
      ctx.pass(list.check, [replies[0]]);
      return true;
    }
    if (page + 1 >= MAX_PAGES) {
      ctx.set(
        "lists.pagination",
        "warning",
        [seq],
        [note("too-many-pages", { method: list.method, pages: MAX_PAGES })],
      );
      ctx.pass(list.check, [replies[0]]);
      return true;
    }
    seen.add(next);
    cursor = next;
  }
}
