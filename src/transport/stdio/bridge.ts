/**
 * The page's client of the local stdio bridge (`protocol.ts` is the contract): `hello` once,
 * then `start`, `send`, `stop` and the `events` stream of each process, all POSTs with the
 * per-start token in a header. The token lives in this object only (never in the store, a link
 * or storage). A page served without a bridge (the static site) gets `absent` from `hello`,
 * once, and nothing else is ever asked.
 */
import {
  BRIDGE_PATH,
  BRIDGE_PROTOCOL,
  type BridgeEvent,
  type HelloReply,
  type StartReply,
  type SendRequest,
  type StartRequest,
  type StopRequest,
  TOKEN_HEADER,
} from "./protocol.ts";

export type HelloResult =
  | { type: "ready"; hello: Omit<HelloReply, "token"> }
  /** No bridge answers here (a static site, `vite preview`). */
  | { type: "absent" }
  /** A bridge answered but refused this page (another origin, another protocol). */
  | { type: "refused"; reason: string };

export interface BridgeClientOptions {
  /** The page's base URL (`document.baseURI`): routes are under `BRIDGE_PATH` below it. */
  base: string;
  fetch?: typeof fetch;
  /** How long a short route (hello, start, send, stop) may take. */
  timeoutMs?: number;
}

/** The bridge's routes answer within this, or the request is given up. */
export const BRIDGE_TIMEOUT_MS = 15_000;

/** How the events stream of one process ended. */
export type StreamEnd = { type: "ended" } | { type: "lost"; reason: string };

export class BridgeClient {
  private token: string | undefined;
  private readonly fetch: typeof fetch;
  private readonly root: URL;

  constructor(private readonly options: BridgeClientOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.root = new URL(BRIDGE_PATH, options.base);
  }

  private url(route: string): string {
    return new URL(route, this.root).href;
  }

  /** Asks the bridge what it offers; keeps its token for the other routes. */
  async hello(): Promise<HelloResult> {
    let response: Response;
    try {
      response = await this.post("hello", {}, false);
    } catch {
      return { type: "absent" };
    }
    const body = await readJson(response);
    if (!response.ok) {
      const reason = errorText(body);
      // A server that is not a bridge answers its own way (404, 405, an HTML page).
      return reason === undefined ? { type: "absent" } : { type: "refused", reason };
    }
    if (!isHello(body)) return { type: "absent" };
    if (body.protocol !== BRIDGE_PROTOCOL) {
      return {
        type: "refused",
        reason: `the bridge speaks protocol ${body.protocol}, this page ${BRIDGE_PROTOCOL}: start the bridge of the same version.`,
      };
    }
    const { token, ...hello } = body;
    this.token = token;
    return { type: "ready", hello };
  }

  /** Starts a process; resolves with its handle, rejects with the bridge's plain words. */
  async start(request: StartRequest): Promise<string> {
    const reply = await this.call("start", request);
    const process = (reply as Partial<StartReply> | undefined)?.process;
    if (typeof process !== "string") throw new Error("the bridge gave no process handle.");
    return process;
  }

  async send(process: string, line: string): Promise<void> {
    await this.call("send", { process, line } satisfies SendRequest);
  }

  async stop(process: string): Promise<void> {
    await this.call("stop", { process } satisfies StopRequest);
  }

  /**
   * Reads the process's events until its stream ends; each complete line is one event. An
   * aborted `signal` ends the process on the bridge's side (the page went away).
   */
  async events(
    process: string,
    onEvent: (event: BridgeEvent) => void,
    signal: AbortSignal,
  ): Promise<StreamEnd> {
    let response: Response;
    try {
      response = await this.post("events", { process }, true, signal, false);
    } catch (error) {
      return { type: "lost", reason: lostReason(error) };
    }
    if (!response.ok || !response.body) {
      const body = await readJson(response);
      return { type: "lost", reason: errorText(body) ?? `the bridge answered ${response.status}.` };
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = "";
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        pending += value;
        let end = pending.indexOf("\n");
        while (end >= 0) {
          const line = pending.slice(0, end);
          pending = pending.slice(end + 1);
          const event = parseEvent(line);
          if (event) onEvent(event);
          end = pending.indexOf("\n");
        }
      }
    } catch (error) {
      return { type: "lost", reason: lostReason(error) };
    }
    return { type: "ended" };
  }

  private async call(route: string, body: unknown): Promise<unknown> {
    if (this.token === undefined) throw new Error("the local bridge has not been reached.");
    let response: Response;
    try {
      response = await this.post(route, body, true);
    } catch (error) {
      throw new Error(lostReason(error), { cause: error });
    }
    const reply = await readJson(response);
    if (!response.ok) {
      throw new Error(errorText(reply) ?? `the local bridge answered ${response.status}.`);
    }
    return reply;
  }

  private post(
    route: string,
    body: unknown,
    withToken: boolean,
    signal?: AbortSignal,
    timed = true,
  ): Promise<Response> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (withToken && this.token !== undefined) headers[TOKEN_HEADER] = this.token;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? BRIDGE_TIMEOUT_MS);
    const signals = [signal, timed ? timeout : undefined].filter((s) => s !== undefined);
    return this.fetch(this.url(route), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      credentials: "omit",
      ...(signals.length > 0 && { signal: AbortSignal.any(signals) }),
    });
  }
}

function lostReason(error: unknown): string {
  if (error instanceof DOMException && error.name === "TimeoutError")
    return "the local bridge did not answer in time.";
  if (error instanceof DOMException && error.name === "AbortError")
    return "the request to the local bridge was stopped.";
  return "the local bridge stopped answering (was it stopped?).";
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The bridge's `{error, message}`, or undefined when the answer is not one. */
function errorText(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body.error !== "string" || typeof body.message !== "string")
    return undefined;
  return body.message.slice(0, 1000);
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function isHello(body: unknown): body is HelloReply {
  if (!isRecord(body) || typeof body.protocol !== "number" || typeof body.token !== "string")
    return false;
  if (!Array.isArray(body.servers) || !isRecord(body.limits)) return false;
  return body.servers.every(
    (s) =>
      isRecord(s) &&
      typeof s.id === "string" &&
      typeof s.command === "string" &&
      isStrings(s.args) &&
      isStrings(s.envNames) &&
      (s.cwd === undefined || typeof s.cwd === "string"),
  );
}

const EVENT_TYPES = new Set([
  "spawned",
  "stdout",
  "stdout-overflow",
  "stderr",
  "spawn-error",
  "exit",
]);

/** One line of the stream, checked enough that the connection can trust its fields. */
export function parseEvent(line: string): BridgeEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.type !== "string" || !EVENT_TYPES.has(value.type))
    return undefined;
  if (typeof value.at !== "number") return undefined;
  const str = (key: string) => typeof value[key] === "string";
  const ok = {
    spawned: () => typeof value.pid === "number" && isStrings(value.argv) && str("cwd"),
    stdout: () => str("line"),
    "stdout-overflow": () => typeof value.bytes === "number",
    stderr: () => str("text"),
    "spawn-error": () => str("code") && str("message"),
    exit: () =>
      (value.code === null || typeof value.code === "number") &&
      (value.signal === null || typeof value.signal === "string"),
  }[value.type];
  return ok?.() ? (value as unknown as BridgeEvent) : undefined;
}
