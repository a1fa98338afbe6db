/**
 * Builds one gift server instance on the SDK's McpServer. The same factory serves the 2025-era
 * session (after `initialize`) and the stateless 2026-07-28 requests.
 */
import { McpServer, ResourceNotFoundError } from "@modelcontextprotocol/server";
import { CATALOG_URI, CATEGORIES, categoryUri } from "./catalog.ts";
import { registerCatalog, registerPrompt } from "./content.ts";
import { type Era, servedBy } from "./served.ts";
import type { GiftState } from "./state.ts";
import { callTool } from "./tool-calls.ts";
import { listTools } from "./tools.ts";
import { SERVED_VERSIONS } from "./versions.ts";
import { registerWidgets } from "./widgets.ts";

export const SERVER_INFO = { name: "gift-server", version: "1.0.0" };

export const INSTRUCTIONS =
  "A gift shop for learning MCP. suggest_gifts finds gifts for an occasion within a budget; " +
  "the catalog is the resource gifts://catalog (one resource per category too); the prompt " +
  "gift_congrats_style helps write the card; suggest_gifts has a widget (ui://gifts/ideas.html).";

/** How long a server request may wait for the human who writes the client's reply. */
export const CLIENT_REPLY_TIMEOUT_MS = 60 * 60_000;

export interface GiftServerOptions {
  state: GiftState;
  era: Era;
  /**
   * Whether this instance tells its client about control changes itself (list_changed,
   * resources/updated). Off for the per-request instances of the HTTP 2026-07-28 handler,
   * whose change events go through the handler's own bus.
   */
  observeChanges?: boolean;
  onError?: (error: Error) => void;
}

const SUBSCRIBABLE = new Set<string>([CATALOG_URI, ...CATEGORIES.map(categoryUri)]);

export function createGiftServer(options: GiftServerOptions): McpServer {
  const { state, era } = options;
  const mcp = new McpServer(SERVER_INFO, {
    capabilities: {
      logging: {},
      // Neither list ever changes: only the catalog's content does (resources/updated).
      resources: { subscribe: true, listChanged: false },
      prompts: { listChanged: false },
    },
    instructions: INSTRUCTIONS,
    supportedProtocolVersions: SERVED_VERSIONS,
    inputRequired: { roundTimeoutMs: CLIENT_REPLY_TIMEOUT_MS },
  });
  const server = mcp.server;

  // Tools are served by hand: which argument errors are protocol errors depends on the
  // negotiated version, and McpServer's own tools/call turns every error into a tool result.
  server.registerCapabilities({ tools: { listChanged: true } });
  server.setRequestHandler("tools/list", () => ({ tools: listTools(state.controls()) }));
  server.setRequestHandler("tools/call", (request, ctx) =>
    callTool(request, ctx, servedBy(mcp, era, ctx), state),
  );
  registerCatalog(mcp, state);
  registerPrompt(mcp);
  registerWidgets(mcp);

  // McpServer has no resources/subscribe: the 2025-era subscriptions live here. (On
  // 2026-07-28 the method does not exist; subscriptions/listen replaces it.)
  const subscriptions = new Set<string>();
  server.setRequestHandler("resources/subscribe", (request) => {
    if (!SUBSCRIBABLE.has(request.params.uri)) throw new ResourceNotFoundError(request.params.uri);
    subscriptions.add(request.params.uri);
    return {};
  });
  server.setRequestHandler("resources/unsubscribe", (request) => {
    subscriptions.delete(request.params.uri);
    return {};
  });

  if (options.observeChanges ?? true) {
    const report = (error: unknown) =>
      options.onError?.(error instanceof Error ? error : new Error(String(error)));
    const stop = state.onChange((change) => {
      if (!mcp.isConnected()) return;
      if (change.toolsChanged) server.sendToolListChanged().catch(report);
      for (const uri of change.changedUris) {
        // A 2026-07-28 instance sends every change; the SDK passes on only what a
        // subscriptions/listen stream asked for.
        if (era === "modern" || subscriptions.has(uri)) {
          server.sendResourceUpdated({ uri }).catch(report);
        }
      }
    });
    server.onclose = stop;
  }
  return mcp;
}
