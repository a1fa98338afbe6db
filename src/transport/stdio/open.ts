/**
 * One process started through the local bridge and spoken to as a `Transport`: `start`, then
 * its events read until it ends. Stop ends the process and keeps the connection (its exit is
 * logged as `stopped`); close ends both. A bridge that goes away marks the process lost.
 */
import type { TransportListener } from "../types.ts";
import type { BridgeClient } from "./bridge.ts";
import { type ProcessState, StdioConnection } from "./connection.ts";
import type { StartRequest } from "./protocol.ts";

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
  const listener: TransportListener = {
    ...options.listener,
    status(status, event) {
      options.listener.status(status, event);
      if (made.connection) options.onState?.(made.connection.state);
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
    send: (text) => live.send(text),
    stop,
    close() {
      live.close();
      // Ending the stream tells the bridge the page has gone (it ends the process too); after
      // the stop was asked for, so the process gets its graceful end first.
      void stopping.finally(() => abort.abort());
    },
  };
}
