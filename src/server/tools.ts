/**
 * The tools the gift server offers, as `tools/list` shows them. Definitions are written in the
 * newest shape; fields an older version lacks are removed on the way out (see `adapt.ts`).
 */
import type { Tool } from "@modelcontextprotocol/server";
import { type ArgSpec, inputSchemaOf } from "./args.ts";
import { CATEGORIES } from "./catalog.ts";
import type { ServerControls } from "./controls.ts";
import { SUGGEST_GIFTS_META } from "./widgets.ts";

export const WRAPPING_PAPERS = ["classic", "floral", "kraft", "festive"] as const;

export const ARGS = {
  suggest_gifts: {
    occasion: {
      type: "string",
      required: true,
      description: "What the gift is for, e.g. birthday, wedding, housewarming.",
    },
    budget: {
      type: "number",
      required: true,
      exclusiveMinimum: 0,
      description: "The most the gift may cost, in US dollars.",
    },
    recipient: {
      type: "string",
      description: "Who the gift is for, e.g. mom, colleague, best friend.",
    },
  },
  suggest_gift_cards: {
    budget: {
      type: "number",
      required: true,
      exclusiveMinimum: 0,
      description: "The amount to spend, in US dollars.",
    },
    occasion: { type: "string", description: "What the gift card is for." },
  },
  wrap_gift: {
    gift: { type: "string", required: true, description: "The gift to wrap." },
    paper: { type: "enum", values: WRAPPING_PAPERS, description: "The wrapping paper." },
  },
  draft_congratulation: {
    recipient: { type: "string", required: true, description: "Who the card is for." },
    occasion: { type: "string", required: true, description: "What is being celebrated." },
    tone: { type: "string", description: "The tone, e.g. warm, funny, formal." },
  },
  save_gift_list: {
    gifts: {
      type: "string-list",
      required: true,
      minItems: 1,
      description: "The gifts to put on the list.",
    },
  },
} as const satisfies Record<string, ArgSpec>;

export type ToolName = keyof typeof ARGS;

const giftListSchema = {
  type: "object",
  properties: {
    gifts: {
      type: "array",
      items: {
        type: "object",
        properties: {
          name: { type: "string" },
          price: { type: "number", description: "US dollars" },
          category: { type: "string", enum: [...CATEGORIES] },
        },
        required: ["name", "price", "category"],
      },
    },
  },
  required: ["gifts"],
};

const giftCardSchema = {
  type: "object",
  properties: {
    cards: {
      type: "array",
      items: {
        type: "object",
        properties: { store: { type: "string" }, amount: { type: "number" } },
        required: ["store", "amount"],
      },
    },
  },
  required: ["cards"],
};

const DEFINITIONS: Record<ToolName, Omit<Tool, "name" | "inputSchema">> = {
  suggest_gifts: {
    title: "Suggest gifts",
    description:
      "Suggests up to five gifts from the catalog for an occasion, within a budget in US dollars, optionally for a given recipient.",
    outputSchema: giftListSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
    _meta: SUGGEST_GIFTS_META,
  },
  suggest_gift_cards: {
    title: "Suggest gift cards",
    description: "Suggests gift cards that fit a budget in US dollars.",
    outputSchema: giftCardSchema,
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  wrap_gift: {
    title: "Wrap a gift",
    description:
      "Wraps a gift, which takes a few seconds. Send a progressToken to follow it; cancel it with notifications/cancelled.",
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  },
  draft_congratulation: {
    title: "Draft a congratulation",
    description:
      "Asks the client's language model (sampling) to draft a short congratulation for the card.",
    annotations: { readOnlyHint: true, openWorldHint: true },
    // For the model only: a widget asking for it is refused by the host (MCP Apps visibility).
    _meta: { ui: { visibility: ["model"] } },
  },
  save_gift_list: {
    title: "Save the gift list",
    description:
      "Asks the client for its roots and says where it would save the gift list (nothing is written).",
    annotations: { readOnlyHint: true },
  },
};

/** The tools on offer with these controls, in a fixed order. */
export function availableTools(controls: ServerControls): ToolName[] {
  const all = Object.keys(ARGS) as ToolName[];
  return controls.giftCards ? all : all.filter((t) => t !== "suggest_gift_cards");
}

export function listTools(controls: ServerControls): Tool[] {
  return availableTools(controls).map((name) => ({
    name,
    ...DEFINITIONS[name],
    inputSchema: inputSchemaOf(ARGS[name]) as Tool["inputSchema"],
  }));
}
