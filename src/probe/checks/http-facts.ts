/** What the HTTP record says about the POST that carried a message. */
import type { RunContext } from "../context.ts";
import type { WireRecord } from "../http.ts";

/** The last POST whose body was exactly `text` (undefined off HTTP). */
export function postOf(ctx: RunContext, text: string): WireRecord | undefined {
  const records = ctx.wire?.records;
  if (!records) return undefined;
  for (let i = records.length - 1; i >= 0; i--) {
    const record = records[i];
    if (record?.method === "POST" && record.body === text) return record;
  }
  return undefined;
}
