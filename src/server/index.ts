/**
 * The gift server for Node users: the raw-text endpoint (what the worker runs), the HTTP
 * server, and the pieces to build on. The browser loads `worker.ts` instead of this module.
 */
export { type GiftEndpoint, type GiftEndpointOptions, createGiftEndpoint } from "./endpoint.ts";
export {
  DEFAULT_PORT,
  type GiftHttpOptions,
  type GiftHttpServer,
  MCP_PATH,
  startGiftHttpServer,
} from "./http.ts";
export { type GiftHttpHandler, createGiftHttpHandler } from "./http-mcp.ts";
export { type GiftServerOptions, SERVER_INFO, createGiftServer } from "./gift-server.ts";
export { type GiftState, createGiftState } from "./state.ts";
export { DEFAULT_CONTROLS, MAX_LATENCY_MS, type ServerControls } from "./controls.ts";
export { type Catalog, CATEGORIES, type Category, catalogAt, suggest } from "./catalog.ts";
export { LATEST_LEGACY_VERSION, MODERN_VERSION, SERVED_VERSIONS } from "./versions.ts";
