/**
 * The run over stdio, in Node: each connection of the run is a fresh process of the command,
 * started by the one stdio runner (`transport/stdio/child.ts`) and spoken to through the stdio
 * connection adapter (`transport/stdio/connection.ts`), as the page speaks to a server through
 * the bridge. What each process did besides its messages is kept for the stdio checks
 * (`checks/stdio.ts`); closing a connection runs the spec's shutdown sequence (stdin closed, a
 * wait, SIGTERM, a wait, SIGKILL) and notes the step that ended the process.
 */
import { type StdioProcess, type StdioSpec, spawnStdio } from "../transport/stdio/child.ts";
import { StdioConnection } from "../transport/stdio/connection.ts";
import { type BridgeEvent, STDIO_GRACE_MS } from "../transport/stdio/protocol.ts";
import type { StdioRecord, StdioRun } from "./checks/stdio.ts";
import type { OpenTransport, ProbeTransport } from "./connection.ts";
import { StdioRecorder } from "./stdio-record.ts";
import { maskedEvent, stdioCardTarget } from "./stdio-target.ts";

export interface StdioProbeOptions extends StdioSpec {
  /** The wait for an exit after stdin closes, and again after SIGTERM (`STDIO_GRACE_MS`). */
  graceMs?: number;
}

export interface StdioWire extends StdioRun {
  open: OpenTransport;
  /** The command line, as the card names its target. */
  target: string;
}

export function stdioWire(options: StdioProbeOptions): StdioWire {
  const graceMs = options.graceMs ?? STDIO_GRACE_MS;
  const spec: StdioSpec = {
    command: options.command,
    args: options.args,
    ...(options.cwd !== undefined && { cwd: options.cwd }),
    ...(options.env !== undefined && { env: options.env }),
  };
  const records: StdioRecord[] = [];
  const waits: Promise<unknown>[] = [];

  const open: OpenTransport = (listener) => {
    const recorder = new StdioRecorder(records.length + 1);
    const record = recorder.record;
    records.push(record);
    let proc: StdioProcess | undefined;
    let markStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });

    const connection = new StdioConnection(
      {
        listener,
        write: (line) => {
          recorder.sent(line);
          if (!proc) return Promise.reject(new Error("the process did not start."));
          proc.write(line);
          return Promise.resolve();
        },
        stop: () => {
          // The runner does the spec's steps (stdin closed, SIGTERM to the process group,
          // SIGKILL, `graceMs` apart) and its exit event names the signal it had to send.
          if (!proc || proc.ended) return;
          record.stdinClosedAt ??= Date.now();
          // Closed first so the exit is told as "its stdin was closed" when that was enough.
          proc.closeStdin();
          waits.push(proc.stop());
        },
      },
      spec.command,
    );

    const onEvent = (raw: BridgeEvent) => {
      // The card's log travels in links and exports: its start line names the command masked.
      const event = maskedEvent(raw);
      recorder.event(event, () => proc?.stderrTail() ?? "");
      if (event.type !== "stdout" && event.type !== "stderr" && event.type !== "stdout-overflow")
        markStarted();
      connection.event(event);
    };
    try {
      proc = spawnStdio(spec, onEvent, { graceMs });
      waits.push(proc.exited);
    } catch (error) {
      // The runner refuses an environment it cannot pass (a name with "=", a NUL).
      const message = error instanceof Error ? error.message : String(error);
      onEvent({ type: "spawn-error", code: "EINVAL", message, path: "", at: Date.now() });
    }

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
    target: stdioCardTarget([options.command, ...options.args]),
    records,
    graceMs,
    async settled() {
      // A shutdown may start while another is awaited: wait until no new one came.
      let seen = -1;
      while (seen !== waits.length) {
        seen = waits.length;
        await Promise.all(waits);
      }
    },
  };
}
