/** The stdio transport's public side: the bridge's client, one process as a Transport. */
export { type HelloResult, BridgeClient, type StreamEnd } from "./bridge.ts";
export {
  type LineWriter,
  type ProcessState,
  StdioConnection,
  type StdioConnectionOptions,
  commandLine,
} from "./connection.ts";
export { framingProblem, minified } from "./framing.ts";
export { inert, inertLines } from "./inert.ts";
export { type BridgeProcess, type BridgeProcessOptions, openBridgeProcess } from "./open.ts";
export type { BridgeEvent, HelloReply, OfferedServer, StartRequest } from "./protocol.ts";
