/**
 * Judging the editor text: small texts on the main thread, large ones in a worker, the newest
 * always winning, and the report the UI shows. The checker itself is in the core chunk
 * (`core.ts`, loaded with a dynamic import after the first paint) and in the worker
 * (`validation.worker.ts`), never in this entry.
 */
export {
  type Channel,
  DEBOUNCE_MS,
  type Judged,
  Judging,
  type JudgingOptions,
  type Spawn,
  WORKER_THRESHOLD,
} from "./judging.ts";
export { type JudgedReport, toJudgedReport } from "./protocol.ts";
