/** The stdio transport's public side: the bridge's client, one process as a Transport. */
export { BridgeClient } from "./bridge.ts";
export { type ProcessState, commandLine } from "./connection.ts";
export { inert, inertLines } from "./inert.ts";
export { type BridgeProcess, openBridgeProcess } from "./open.ts";
export type { HelloReply, OfferedServer, StartRequest } from "./protocol.ts";
