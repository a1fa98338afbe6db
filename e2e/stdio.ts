/**
 * The stdio target's browser tests need the local bridge to serve the page (the global setup's
 * `vite preview` has none): `startBridge` on the build the setup made (`outDir`), offering the
 * given servers, on its own loopback port.
 */
import { inject } from "vitest";
import { type Bridge, startBridge } from "../src/bridge/server.ts";
import type { ServerOffer } from "../src/bridge/offers.ts";

const MODULES = new URL("../node_modules/@modelcontextprotocol/", import.meta.url);

/** The reference server-everything, over stdio (its first argument picks the transport). */
export const everything = (id = "everything"): ServerOffer => ({
  id,
  command: process.execPath,
  args: [new URL("server-everything/dist/index.js", MODULES).pathname, "stdio"],
});

/** The argv of the reference server-filesystem, allowed `dir` only. */
export const filesystemArgv = (dir: string): string[] => [
  process.execPath,
  new URL("server-filesystem/dist/index.js", MODULES).pathname,
  dir,
];

export function startStdioBridge(servers: ServerOffer[], initial?: string): Promise<Bridge> {
  return startBridge({
    site: inject("outDir"),
    servers,
    ...(initial !== undefined && { initial }),
  });
}
