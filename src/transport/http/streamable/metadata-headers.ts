/**
 * The request metadata headers of 2026-07-28 Streamable HTTP: `Mcp-Method`, `Mcp-Name`, and
 * `Mcp-Param-{Name}` for tool arguments a tool's input schema marks with `x-mcp-header`, with
 * the spec's value encoding (`=?base64?…?=` for anything not plain visible ASCII).
 */
import { isObject } from "../messages/parse.ts";

const SENTINEL = /^=\?base64\?.*\?=$/;

/** A header value as the spec encodes it: as is when plain ASCII, else Base64 of its UTF-8. */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e\t]*[\x21-\x7e])?$/.test(value) && !SENTINEL.test(value);
  if (plain) return value;
  return `=?base64?${base64(new TextEncoder().encode(value))}?=`;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A header name token (RFC 9110 `tchar`). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Where a tool's argument is mirrored into a header: its path through `properties`. */
export interface ParamHeader {
  header: string;
  path: string[];
}

/**
 * The `x-mcp-header` annotations of each tool in a `tools/list` result, by tool name. Only
 * annotations the spec allows are kept (a header-name token on a string, integer or boolean
 * reached through `properties` alone); a tool with a broken one gets none.
 */
export function paramHeadersOf(result: Record<string, unknown>): Map<string, ParamHeader[]> {
  const byTool = new Map<string, ParamHeader[]>();
  const tools = Array.isArray(result.tools) ? (result.tools as unknown[]) : [];
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string" || !isObject(tool.inputSchema)) continue;
    const found: ParamHeader[] = [];
    if (collect(tool.inputSchema, [], found) && found.length > 0) {
      const names = new Set(found.map((f) => f.header.toLowerCase()));
      if (names.size === found.length) byTool.set(tool.name, found);
    }
  }
  return byTool;
}

function collect(schema: Record<string, unknown>, path: string[], found: ParamHeader[]): boolean {
  const annotation = schema["x-mcp-header"];
  if (annotation !== undefined) {
    const type = schema.type;
    const primitive = type === "string" || type === "integer" || type === "boolean";
    if (typeof annotation !== "string" || !TOKEN.test(annotation) || !primitive || !path.length) {
      return false;
    }
    found.push({ header: `Mcp-Param-${annotation}`, path });
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, child] of Object.entries(properties)) {
    if (isObject(child) && !collect(child, [...path, key], found)) return false;
  }
  return true;
}

/** The `Mcp-Param-*` headers for a call's arguments: absent or null values give none. */
export function paramHeaderValues(
  annotations: readonly ParamHeader[],
  args: Record<string, unknown>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { header, path } of annotations) {
    let value: unknown = args;
    for (const key of path) value = isObject(value) ? value[key] : undefined;
    if (typeof value === "string") headers[header] = encodeHeaderValue(value);
    else if (typeof value === "boolean") headers[header] = String(value);
    else if (typeof value === "number" && Number.isSafeInteger(value)) {
      headers[header] = String(value);
    }
  }
  return headers;
}
