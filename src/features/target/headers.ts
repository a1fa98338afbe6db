/** The Headers field's text: `Name: value` per line, read as headers, shown masked. */
import { maskValue } from "../../transport/http/index.ts";

/** `Name: value` lines as headers; lines without a name and a colon are skipped. */
export function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) continue;
    headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The headers text with every value masked (what the field shows when not focused). */
export function maskedHeaders(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const colon = line.indexOf(":");
      if (colon <= 0) return line;
      const value = line.slice(colon + 1).trim();
      return value ? `${line.slice(0, colon)}: ${maskValue(value)}` : line;
    })
    .join("\n");
}
