/**
 * The exchange's rows, derived in a worker with a deadline, so no session check runs on the
 * main thread. The deriver itself is in the worker (`derive.worker.ts`), never in this entry.
 */
export {
  type Channel,
  type CheckStop,
  type Derived,
  Deriving,
  type DerivingOptions,
  type Spawn,
} from "./deriving.ts";
