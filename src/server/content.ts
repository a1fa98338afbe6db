/**
 * The catalog resources, the per-category template, the congratulation prompt and their
 * completions, registered the SDK's way (McpServer does listing, reading and completion).
 */
import {
  type McpServer,
  ResourceNotFoundError,
  ResourceTemplate,
  completable,
} from "@modelcontextprotocol/server";
import * as z from "zod";
import {
  CATALOG_URI,
  CATEGORIES,
  CATEGORY_TEMPLATE,
  catalogDocument,
  categoryDocument,
  categoryUri,
  isCategory,
} from "./catalog.ts";
import type { GiftState } from "./state.ts";

export const TONES = ["warm", "funny", "formal", "heartfelt", "poetic", "playful"];
export const RECIPIENTS = [
  "mom",
  "dad",
  "grandma",
  "grandpa",
  "partner",
  "best friend",
  "sister",
  "brother",
  "colleague",
  "teacher",
];

const startingWith = (values: readonly string[], prefix: string) =>
  values.filter((v) => v.startsWith(prefix.trim().toLowerCase()));

export function registerCatalog(server: McpServer, state: GiftState): void {
  server.registerResource(
    "gift_catalog",
    CATALOG_URI,
    {
      title: "Gift catalog",
      description: "Every gift on offer, with its price in US dollars and its category.",
      mimeType: "application/json",
    },
    (uri) => ({
      contents: [
        { uri: uri.href, mimeType: "application/json", text: catalogDocument(state.catalog()) },
      ],
    }),
  );
  server.registerResource(
    "gift_category",
    new ResourceTemplate(CATEGORY_TEMPLATE, {
      list: () => ({
        resources: CATEGORIES.map((c) => ({
          uri: categoryUri(c),
          name: `gift_catalog_${c}`,
          title: `Gifts: ${c}`,
          mimeType: "application/json",
        })),
      }),
      complete: { category: (value) => startingWith(CATEGORIES, value) },
    }),
    {
      title: "Gifts by category",
      description: `The gifts of one category: ${CATEGORIES.join(", ")}.`,
      mimeType: "application/json",
    },
    (uri, variables) => {
      const category = variables.category;
      if (typeof category !== "string" || !isCategory(category)) {
        throw new ResourceNotFoundError(uri.href);
      }
      return {
        contents: [
          {
            uri: uri.href,
            mimeType: "application/json",
            text: categoryDocument(state.catalog(), category),
          },
        ],
      };
    },
  );
}

export function registerPrompt(server: McpServer): void {
  server.registerPrompt(
    "gift_congrats_style",
    {
      title: "Congratulation style",
      description: "Instructions for writing the card that goes with a gift, in a chosen tone.",
      argsSchema: z.object({
        tone: completable(z.string().describe(`The tone: ${TONES.join(", ")}.`), (value) =>
          startingWith(TONES, value),
        ),
        recipient: completable(z.string().describe("Who the card is for."), (value) =>
          startingWith(RECIPIENTS, value),
        ),
      }),
    },
    ({ tone, recipient }) => ({
      description: `A ${tone} congratulation for ${recipient}`,
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text:
              `Write the card for a gift to ${recipient}. Keep it ${tone}, two or three sentences, ` +
              "mention the occasion, and do not mention the price.",
          },
        },
      ],
    }),
  );
}
