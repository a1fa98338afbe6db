/**
 * The one protocol between the app and the gift server's worker, imported by both sides.
 * Messages travel as raw text so that the server sees exactly what the user wrote.
 */
import type { ServerControls } from "./controls.ts";

export type ToWorker =
  /** A client message, exactly as written (it may be invalid JSON). */
  | { type: "message"; text: string }
  | { type: "controls"; controls: ServerControls }
  /** Kill the worker the hard way (an uncaught error), to show a crash and the recovery. */
  | { type: "crash" };

export type FromWorker =
  /** The server is up and has the controls it was given. */
  | { type: "ready" }
  /** A server message (reply, notification or server request), exactly as the server wrote it. */
  | { type: "message"; text: string }
  /** Something went wrong inside the server, not worth a crash (shown as a transport error). */
  | { type: "failure"; detail: string };
