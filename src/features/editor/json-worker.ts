/**
 * Monaco's JSON worker (completion, hover, folding), started early: the editor's loader starts
 * it beside the editor chunk, and the JSON language takes it when it first needs a worker.
 * Monaco-free and tiny, so the loader can import it without pulling Monaco in.
 */
import JsonWorker from "monaco-editor/languages/features/json/json.worker?worker";

let early: Worker | undefined;

/** Starts the worker ahead of the editor (a no-op where there are no workers, or once started). */
export function startJsonWorker(): void {
  if (!early && typeof Worker !== "undefined") early = new JsonWorker({ name: "mcp-json" });
}

/** The worker started early, if still unused, else a new one (after a schema change). */
export function takeJsonWorker(): Worker {
  const worker = early ?? new JsonWorker({ name: "mcp-json" });
  early = undefined;
  return worker;
}
