/**
 * Test helpers for the gift server: an endpoint whose output is collected, bounded waits for
 * its messages, and the project's checker judging the whole exchange.
 */
import { createSession } from "../protocol/index.ts";
import type { ProtocolVersion } from "../protocol/versions.ts";
import { DEFAULT_CONTROLS, type ServerControls } from "./controls.ts";
import { type GiftEndpoint, createGiftEndpoint } from "./endpoint.ts";

export type Json = Record<string, unknown>;

export const META_VERSION = "io.modelcontextprotocol/protocolVersion";
export const META_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";

/** A 2026-07-28 request `_meta`, with extra keys merged in. */
export const modernMeta = (extra: Json = {}, capabilities: Json = {}): Json => ({
  [META_VERSION]: "2026-07-28",
  [META_CAPABILITIES]: capabilities,
  "io.modelcontextprotocol/clientInfo": { name: "playground-test", version: "1.0.0" },
  ...extra,
});

export const initialize = (id: number, version: string, capabilities: Json = {}): Json => ({
  jsonrpc: "2.0",
  id,
  method: "initialize",
  params: {
    protocolVersion: version,
    capabilities,
    clientInfo: { name: "test", version: "1.0.0" },
  },
});

export const request = (id: number | string, method: string, params?: Json): Json => ({
  jsonrpc: "2.0",
  id,
  method,
  ...(params && { params }),
});

export const notification = (method: string, params?: Json): Json => ({
  jsonrpc: "2.0",
  method,
  ...(params && { params }),
});

/** Lets promise chains and zero-delay timers run (SDK handlers answer on later ticks). */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

export interface Harness {
  endpoint: GiftEndpoint;
  /** Every text the server sent, in order. */
  sent: string[];
  /** Both sides, in the order they were written. */
  log: { from: "client" | "server"; text: string }[];
  /** Sends a message (objects are serialized; strings go as written). */
  send(message: Json | unknown[] | string): void;
  /** Texts sent since the last `take`, parsed. */
  take(): unknown[];
  /** Waits (bounded) until a sent message satisfies `match`, and returns it. */
  waitFor(match: (message: Json) => boolean, timeoutMs?: number): Promise<Json>;
  close(): Promise<void>;
}

export function harness(controls: Partial<ServerControls> = {}): Harness {
  const sent: string[] = [];
  const log: Harness["log"] = [];
  let taken = 0;
  const endpoint = createGiftEndpoint({
    send: (text) => {
      sent.push(text);
      log.push({ from: "server", text });
    },
    controls: { ...DEFAULT_CONTROLS, ...controls },
    onError: (error) => {
      throw error;
    },
  });
  const parsedSince = (from: number) => sent.slice(from).map((t) => JSON.parse(t) as unknown);
  return {
    endpoint,
    sent,
    log,
    send(message) {
      const text = typeof message === "string" ? message : JSON.stringify(message);
      log.push({ from: "client", text });
      endpoint.receive(text);
    },
    take() {
      const out = parsedSince(taken);
      taken = sent.length;
      return out;
    },
    async waitFor(match, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = sent
          .map((t) => JSON.parse(t) as unknown)
          .find((m): m is Json => typeof m === "object" && m !== null && match(m as Json));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching server message in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: () => endpoint.close(),
  };
}

export const byId = (id: unknown) => (m: Json) =>
  m.id === id && (Object.hasOwn(m, "result") || Object.hasOwn(m, "error"));

/**
 * Replays an exchange through the project's checker in the order it happened and returns the
 * findings on the server's messages, as `severity code @ path: message text`.
 */
export function judge(version: ProtocolVersion, log: Harness["log"]): string[] {
  const session = createSession({ version });
  const out: string[] = [];
  for (const { from, text } of log) {
    const direction = from === "client" ? "client-to-server" : "server-to-client";
    const report = session.check(text, { direction });
    if (from === "client") continue;
    for (const f of report.findings) {
      out.push(`${f.severity} ${f.code} @ ${f.path || "/"}: ${text.slice(0, 200)}`);
    }
  }
  return out;
}
