/**
 * The ids of the detection probe (`server/discover`) the HTTP target sends by itself on
 * `detect()`: what it says on the wire, and how the answer to it is told apart.
 */
import type { RequestId } from "./parse.ts";

const PREFIX = "playground-discover-";

export const probeId = (n: number): string => `${PREFIX}${n}`;

export const isProbeId = (id: RequestId | undefined): boolean =>
  typeof id === "string" && id.startsWith(PREFIX);
