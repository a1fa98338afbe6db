/**
 * The baseline a developer would otherwise write: JSON.parse, then the MCP TypeScript SDK's zod
 * schemas (envelope, then the method's own request, notification or result schema).
 */
import {
  CallToolResultSchema,
  ClientNotificationSchema,
  ClientRequestSchema,
  EmptyResultSchema,
  GetPromptResultSchema,
  InitializeResultSchema,
  JSONRPCMessageSchema,
  ListToolsResultSchema,
  ReadResourceResultSchema,
  ServerNotificationSchema,
  ServerRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

const RESULTS: Record<string, { safeParse(v: unknown): { success: boolean } }> = {
  initialize: InitializeResultSchema,
  "tools/call": CallToolResultSchema,
  "tools/list": ListToolsResultSchema,
  "resources/read": ReadResourceResultSchema,
  "prompts/get": GetPromptResultSchema,
  ping: EmptyResultSchema,
};

export function zodCheck(
  text: string,
  direction: "client-to-server" | "server-to-client",
  requestMethod?: string,
): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (!JSONRPCMessageSchema.safeParse(value).success) return false;
  const m = value as { method?: unknown; id?: unknown; result?: unknown };
  if (typeof m.method === "string") {
    const fromClient = direction === "client-to-server";
    const schema =
      "id" in m
        ? fromClient
          ? ClientRequestSchema
          : ServerRequestSchema
        : fromClient
          ? ClientNotificationSchema
          : ServerNotificationSchema;
    return schema.safeParse(value).success;
  }
  if ("result" in m && requestMethod) {
    const schema = RESULTS[requestMethod];
    return schema ? schema.safeParse(m.result).success : true;
  }
  return true;
}
