/** The core's judgement of a whole log in this thread (Node, tests): for `runProbe`'s `derive`. */
import { deriveExchange } from "../protocol/exchange/derive.ts";
import type { Derive } from "./run.ts";

export const deriveInProcess: Derive = (entries, version) => deriveExchange(entries, version);
