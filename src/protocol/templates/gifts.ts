/**
 * The gift server's names and example data (the playground's demo server), shared by the
 * recipes: its tool, resource, prompt, a task, and both sides' capabilities.
 */
import type { ProtocolVersion } from "../versions.ts";
export const GIFT_ARGS = { occasion: "birthday", budget: 50, recipient: "Ann" };
export const CATALOG_URI = "gifts://catalog";
/** One resource per category of the catalog. */
export const CATEGORY_TEMPLATE = `${CATALOG_URI}/{category}`;
export const PROMPT = "gift_congrats_style";

export const text = (t: string) => ({ type: "text", text: t });

export const TASK = {
  taskId: "gift-search-1",
  status: "working",
  statusMessage: "Searching the catalog",
  createdAt: "2025-11-25T10:00:00Z",
  lastUpdatedAt: "2025-11-25T10:00:02Z",
  ttl: 60000,
  pollInterval: 1000,
};

export const CLIENT_CAPABILITIES = {
  roots: { listChanged: true },
  sampling: {},
  elicitation: {},
};

export const SERVER_CAPABILITIES = {
  tools: { listChanged: true },
  resources: { subscribe: true, listChanged: true },
  prompts: { listChanged: true },
  logging: {},
  completions: {},
};

export const CLIENT_INFO = { name: "mcp-playground", version: "1.0.0" };
export const SERVER_INFO = { name: "gift-server", version: "1.0.0" };

export const GIFT_TOOL = {
  name: "suggest_gifts",
  title: "Suggest gifts",
  description: "Suggests gifts for an occasion within a budget in USD.",
  inputSchema: {
    type: "object",
    properties: {
      occasion: { type: "string", description: "What the gift is for" },
      budget: { type: "number", description: "Most the gift may cost, in USD" },
      recipient: { type: "string", description: "Who the gift is for" },
    },
    required: ["occasion", "budget"],
  },
  outputSchema: {
    type: "object",
    properties: { gifts: { type: "array", items: { type: "object" } } },
    required: ["gifts"],
  },
};

export const GIFTS = [
  { name: "Hardcover notebook", price: 18, category: "stationery" },
  { name: "Ceramic mug", price: 12, category: "kitchen" },
  { name: "Potted herb garden", price: 29, category: "garden" },
];

export const BUDGET_QUESTION = {
  mode: "form",
  message: "What is your budget for the gift?",
  requestedSchema: {
    type: "object",
    properties: { budget: { type: "number", title: "Budget (USD)", minimum: 1 } },
    required: ["budget"],
  },
};

export const SAMPLING_PROMPT = "Draft a warm birthday congratulation for Ann, in two sentences.";

/** Values for required members a recipe leaves out (notably the 2026-07-28 ones). */
export function memberDefaults(version: ProtocolVersion): Record<string, unknown> {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientCapabilities": CLIENT_CAPABILITIES,
    protocolVersion: version,
    resultType: "complete",
    cacheScope: "private",
    ttlMs: 60000,
    ...TASK,
    uri: CATALOG_URI,
    name: "suggest_gifts",
    text: "…",
    mimeType: "application/json",
  };
}
