/**
 * One process started through the local bridge and spoken to as a `Transport`: `start`, then
 * its events read until it ends. Stop ends the process and keeps the connection (its exit is
 * logged as `stopped`); close ends both. A bridge that goes away marks the process lost.
 * With the era on `auto`, the process is first asked `server/discover` as the playground's own
 * probe (logged and drawn as such, see `era.ts`); what is sent meanwhile waits for its answer.
 */
import type { TransportListener } from "../types.ts";
import type { BridgeClient } from "./bridge.ts";
import { type ProcessState, StdioConnection } from "./connection.ts";
import type { StartRequest } from "./protocol.ts";
import {
  DISCOVER_TIMEOUT_MS,
  type StdioEra,
  type StdioEraChoice,
  discoverProbe,
  eraOfAnswer,
  stringIdOf,
} from "./era.ts";

export interface BridgeProcessOptions {
  client: BridgeClient;
  request: StartRequest;
  listener: TransportListener;
  /** The command as the user sees it, to name it in messages. */
  command: string;
  restart?: boolean;
  stderr?(text: string, at: number): void;
  /** Called after each change of the process's state. */
  onState?(state: ProcessState): void;
  /** `auto`: probe with `server/discover` once the process runs. Default: no probe. */
  era?: StdioEraChoice;
  /** The era the probe found. */
  onEra?(era: StdioEra): void;
  probeTimeoutMs?: number;
}

export interface BridgeProcess {
  readonly connection: StdioConnection;
  send(text: string): Promise<{ at: number }>;
  /** Ends the process (stdin closed, then signals); its exit still gets logged. */
  stop(): void;
  close(): void;
}

export function openBridgeProcess(options: BridgeProcessOptions): BridgeProcess {
  const { client } = options;
  const abort = new AbortController();
  let handle: string | undefined;
  let stopAsked = false;
  /** Set once built: the listener is called from its constructor already. */
  const made: { connection?: StdioConnection } = {};
  let stopping: Promise<void> = Promise.resolve();
  const stop = () => {
    stopAsked = true;
    if (handle !== undefined) stopping = client.stop(handle).catch(() => undefined);
  };
  /** The probe awaiting its answer, if any; `settled` once it has one (or none came). */
  let probe: { id: string; answer(text: string | undefined): void } | undefined;
  let probed = false;
  let settled: Promise<void> = Promise.resolve();
  const startProbe = (connection: StdioConnection) => {
    probed = true;
    const { id, text } = discoverProbe(1);
    // Fires after `probe` is set below (the promise's executor runs at once).
    const timer = setTimeout(
      () => probe?.answer(undefined),
      options.probeTimeoutMs ?? DISCOVER_TIMEOUT_MS,
    );
    settled = new Promise<void>((resolve) => {
      probe = {
        id,
        answer(reply) {
          probe = undefined;
          clearTimeout(timer);
          options.onEra?.(eraOfAnswer(reply));
          resolve();
        },
      };
    });
    connection.send(text).then(
      ({ at }) => options.listener.sent?.(text, at, undefined, "probe"),
      () => probe?.answer(undefined),
    );
  };
  const listener: TransportListener = {
    ...options.listener,
    message(text, at, http, origin) {
      if (probe && stringIdOf(text) === probe.id) {
        options.listener.message(text, at, http, "probe");
        probe.answer(text);
        return;
      }
      options.listener.message(text, at, http, origin);
    },
    status(status, event) {
      options.listener.status(status, event);
      if (made.connection) options.onState?.(made.connection.state);
      if (status !== "ready") probe?.answer(undefined);
      const started = event?.kind === "started" || event?.kind === "restarted";
      if (started && options.era === "auto" && !probed && made.connection)
        startProbe(made.connection);
    },
  };
  const live = new StdioConnection(
    {
      listener,
      write: (line) =>
        handle === undefined
          ? Promise.reject(new Error("the process has not started yet."))
          : client.send(handle, line),
      stop,
      stderr: (text, at) => options.stderr?.(text, at),
      ...(options.restart && { restart: true }),
    },
    options.command,
  );
  made.connection = live;
  options.onState?.(live.state);
  void (async () => {
    try {
      handle = await client.start(options.request);
    } catch (error) {
      live.failed(error instanceof Error ? error.message : String(error));
      return;
    }
    if (stopAsked) void client.stop(handle).catch(() => undefined);
    const end = await client.events(handle, (event) => live.event(event), abort.signal);
    if (abort.signal.aborted) return;
    live.lost(
      end.type === "lost" ? end.reason : "the local bridge ended its stream before the process.",
    );
  })();
  return {
    connection: live,
    send: async (text) => {
      // The probe goes first: nothing else is sent before it is answered (or given up).
      await settled;
      return live.send(text);
    },
    stop,
    close() {
      live.close();
      // Ending the stream tells the bridge the page has gone (it ends the process too); after
      // the stop was asked for, so the process gets its graceful end first.
      void stopping.finally(() => abort.abort());
    },
  };
}
