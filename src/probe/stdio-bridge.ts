/**
 * The run over stdio for the page: each connection of the run is a fresh process started
 * through the local bridge with the same start request, its events fed to the same recorder as
 * in Node (`stdio-record.ts`), so `checks/stdio.ts` judges alike. Closing a connection asks the
 * bridge to stop the process: stdin closed, a wait, SIGTERM, a wait, SIGKILL. The bridge does
 * the steps, and its exit event says which signal it had to send. No Node APIs, no DOM: the
 * worker runs it.
 */
import type { BridgeClient } from "../transport/stdio/bridge.ts";
import { StdioConnection } from "../transport/stdio/connection.ts";
import type { BridgeEvent, StartRequest } from "../transport/stdio/protocol.ts";
import type { StdioRecord, StdioRun } from "./checks/stdio.ts";
import type { OpenTransport, ProbeTransport } from "./connection.ts";
import { StdioRecorder } from "./stdio-record.ts";
import { maskedEvent } from "./stdio-target.ts";

export interface BridgeStdioOptions {
  client: BridgeClient;
  request: StartRequest;
  /** The command line as the card names its target (no env values). */
  target: string;
  /** The bridge's grace (its hello's `limits.graceMs`). */
  graceMs: number;
}

/** The end of stderr kept for the record's last line. */
const STDERR_TAIL = 8 * 1024;

/** Like Node's `StdioWire` (`stdio.ts`, not imported: it brings the Node runner along). */
export interface BridgeStdioWire extends StdioRun {
  open: OpenTransport;
  target: string;
}

export function bridgeStdioWire(options: BridgeStdioOptions): BridgeStdioWire {
  const { client, request, graceMs } = options;
  const records: StdioRecord[] = [];
  const waits: Promise<unknown>[] = [];

  const open: OpenTransport = (listener) => {
    const recorder = new StdioRecorder(records.length + 1);
    const record = recorder.record;
    records.push(record);
    let stderr = "";
    let ended: () => void = () => undefined;
    waits.push(
      new Promise<void>((resolve) => {
        ended = resolve;
      }),
    );
    let stopAsked = false;
    const stop = (handle: string) => {
      record.stdinClosedAt ??= Date.now();
      void client.stop(handle).catch(() => undefined);
    };
    const handle = client.start(request);
    // Unhandled otherwise when nothing is sent before the failure is read below.
    handle.catch(() => undefined);

    const connection = new StdioConnection(
      {
        listener,
        write: async (line) => {
          recorder.sent(line);
          await client.send(await handle, line);
        },
        stop: () => {
          stopAsked = true;
          void handle.then(stop, () => undefined);
        },
      },
      options.target,
    );
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });

    const onEvent = (event: BridgeEvent) => {
      if (event.type === "stderr") stderr = (stderr + event.text).slice(-STDERR_TAIL);
      recorder.event(event, () => stderr);
      if (event.type !== "stdout" && event.type !== "stderr" && event.type !== "stdout-overflow")
        markStarted();
      // The card's log travels in links: its start line names the command as the card does.
      connection.event(maskedEvent(event));
      if (event.type === "exit" || event.type === "spawn-error") ended();
    };

    void (async () => {
      let id: string;
      try {
        id = await handle;
      } catch (error) {
        // The bridge refused the start (too many processes…): its words, no env in them.
        const reason = error instanceof Error ? error.message : String(error);
        record.spawnError = reason;
        connection.failed(reason);
        markStarted();
        ended();
        return;
      }
      if (stopAsked) stop(id);
      const end = await client.events(id, onEvent, new AbortController().signal);
      if (end.type === "lost") connection.lost(end.reason);
      markStarted();
      ended();
    })();

    const transport: ProbeTransport = {
      async send(text) {
        await started;
        return connection.send(text);
      },
      close: () => connection.close(),
    };
    return transport;
  };

  return {
    open,
    target: options.target,
    records,
    graceMs,
    async settled() {
      await Promise.all(waits);
    },
  };
}
