/**
 * The protocol core the page judges with (the checker, its schemas, the finding texts): a chunk
 * of its own, loaded after the first paint; it weighs more than the rest of the page.
 */
import { lazyModule } from "../../ui/lazy.ts";

export const core = lazyModule(() => import("../../client/validation/core.ts"));

export type Core = typeof import("../../client/validation/core.ts");
