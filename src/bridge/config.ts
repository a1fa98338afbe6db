/**
 * The desktop clients' config file (`{"mcpServers": {name: {command, args, env, cwd}}}`), read
 * strictly: every field checked, an entry that is not a stdio server reported, never guessed.
 * An entry with a `url` is an HTTP server: the page opens those by URL, so it is listed apart.
 */
import path from "node:path";
import type { ServerOffer } from "./offers.ts";
import { readSpec } from "./offers.ts";

export interface ConfigServers {
  offers: ServerOffer[];
  /** Entries with a `url`: HTTP servers, opened in the page by their URL. */
  urls: { id: string; url: string }[];
  skipped: { id: string; reason: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `text` (the file at `file`) as servers, or the reason the whole file is refused. */
export function readConfig(text: string, file: string): ConfigServers | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { error: `${file} is not JSON: ${(error as Error).message}` };
  }
  if (!isRecord(json) || !isRecord(json.mcpServers)) {
    return { error: `${file} has no "mcpServers" object` };
  }
  const result: ConfigServers = { offers: [], urls: [], skipped: [] };
  for (const [id, entry] of Object.entries(json.mcpServers)) {
    if (!isRecord(entry)) {
      result.skipped.push({ id, reason: "not an object" });
      continue;
    }
    if (entry.command === undefined && typeof entry.url === "string") {
      try {
        const url = new URL(entry.url);
        if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("scheme");
        result.urls.push({ id, url: url.href });
      } catch {
        result.skipped.push({ id, reason: "url is not an http(s) URL" });
      }
      continue;
    }
    const spec = readSpec(entry, id);
    if (typeof spec === "string") {
      result.skipped.push({ id, reason: spec });
      continue;
    }
    // A relative folder is the config file's neighbour, as the file's author sees it.
    const cwd = spec.cwd === undefined ? undefined : path.resolve(path.dirname(file), spec.cwd);
    result.offers.push({ id, ...spec, ...(cwd !== undefined && { cwd }) });
  }
  return result;
}
