/**
 * A listener that records what a transport reports, and bounded waits on it: every wait ends
 * with the thing waited for or a clear failure, never a hang.
 */
import type { HttpDetail } from "../../src/protocol/exchange/types.ts";
import type { HttpTargetEvent, HttpIssue } from "../../src/transport/http/index.ts";
import type { Transport, TransportListener, TransportStatus } from "../../src/transport/types.ts";

export interface Logged {
  kind: "in" | "out" | "event";
  text: string;
  at: number;
  http?: HttpDetail;
}

export interface Recorder {
  listener: TransportListener;
  onEvent: (event: HttpTargetEvent) => void;
  /** Every message and event in the order the listener got them (`out`: sent by the transport). */
  log: Logged[];
  statuses: TransportStatus[];
  issues: HttpIssue[];
  /** Parsed incoming messages. */
  incoming(): Record<string, unknown>[];
  until<T>(find: () => T | undefined, what: string, timeoutMs?: number): Promise<T>;
  /** The reply with this id. */
  reply(id: string | number, timeoutMs?: number): Promise<Record<string, unknown>>;
  issue(code: HttpIssue["code"], timeoutMs?: number): Promise<HttpIssue>;
  /** Sends as the session controller does: the request is logged once `send()` resolves. */
  send(transport: Transport, text: string): Promise<Logged>;
  /** Index in the log of the first entry matching. */
  indexOf(match: (entry: Logged, parsed: Record<string, unknown> | undefined) => boolean): number;
}

export function record(): Recorder {
  const log: Logged[] = [];
  const statuses: TransportStatus[] = [];
  const issues: HttpIssue[] = [];
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((check) => check());
  const parse = (text: string): Record<string, unknown> | undefined => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return undefined;
    }
  };
  const recorder: Recorder = {
    log,
    statuses,
    issues,
    listener: {
      message(text, at, http) {
        log.push({ kind: "in", text, at, ...(http && { http }) });
        changed();
      },
      sent(text, at, http) {
        log.push({ kind: "out", text, at, ...(http && { http }) });
        changed();
      },
      status(status, event) {
        statuses.push(status);
        if (event)
          log.push({ kind: "event", text: `${event.kind}: ${event.detail ?? ""}`, at: event.at });
        changed();
      },
    },
    onEvent: (event) => {
      if (event.type === "issue") issues.push(event.issue);
      changed();
    },
    incoming: () =>
      log.flatMap((entry) => {
        const parsed = entry.kind === "in" ? parse(entry.text) : undefined;
        return parsed ? [parsed] : [];
      }),
    until<T>(find: () => T | undefined, what: string, timeoutMs = 15_000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `Gave up waiting for ${what}; log:\n${log.map((e) => `${e.kind} ${e.text.slice(0, 300)}`).join("\n")}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    reply: (id, timeoutMs) =>
      recorder.until(
        () => recorder.incoming().find((m) => m.id === id && !("method" in m)),
        `the reply to ${JSON.stringify(id)}`,
        timeoutMs,
      ),
    async send(transport, text) {
      const { at, http } = await transport.send(text);
      const entry: Logged = { kind: "out", text, at, ...(http && { http }) };
      log.push(entry);
      changed();
      return entry;
    },
    indexOf: (match) => log.findIndex((entry) => match(entry, parse(entry.text))),
    issue: (code, timeoutMs) =>
      recorder.until(() => issues.find((i) => i.code === code), `the issue ${code}`, timeoutMs),
  };
  return recorder;
}

/** A JSON-RPC request's text. */
export const request = (id: string | number, method: string, params: object = {}) =>
  JSON.stringify({ jsonrpc: "2.0", id, method, params });

export const notification = (method: string, params: object = {}) =>
  JSON.stringify({ jsonrpc: "2.0", method, params });

export const initialize = (id: string | number, protocolVersion: string) =>
  request(id, "initialize", {
    protocolVersion,
    capabilities: {},
    clientInfo: { name: "playground-test", version: "1.0.0" },
  });

/** The 2026-07-28 request metadata. */
export const modernMeta = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientInfo": { name: "playground-test", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};
