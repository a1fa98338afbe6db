/**
 * Real servers for tests, each on 127.0.0.1 and a free port, started and stopped by the test
 * that uses them (browser tests may reuse them too).
 */
export { type EverythingMode, type RunningServer, startEverything } from "./everything.ts";
export { startAppsExample } from "./apps-example.ts";
export { type MisbehavingServer, type RecordedRequest, startMisbehaving } from "./misbehaving.ts";
export { type GiftServer, startGift } from "./gift.ts";
export { type HostileServer, startHostile } from "./hostile.ts";
export { type OAuthServerOptions, type OAuthServers, startOAuthServers } from "./oauth.ts";
export { type WidgetServer, SCRIPTED_WIDGET, startWidgetServer, widgetTool } from "./widgets.ts";
export { type ScriptedServer, type Handler, json, startScripted } from "./scripted.ts";
export { startFastmcp } from "./fastmcp.ts";
export { startMcpFramework } from "./mcp-framework.ts";
