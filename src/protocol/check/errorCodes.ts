/** The error codes JSON-RPC and MCP define, explained for learners. */
import type { ProtocolVersion } from "../versions.ts";

export interface ErrorCodeInfo {
  name: string;
  meaning: string;
  /** First version that defines it (JSON-RPC's own codes: every version). */
  since?: ProtocolVersion;
  /** First version that no longer defines it. */
  until?: ProtocolVersion;
  /** The `$defs` type that describes the whole error reply, when the version has one. */
  typeName?: string;
}

export const ERROR_CODES: ReadonlyMap<number, ErrorCodeInfo> = new Map<number, ErrorCodeInfo>([
  [
    -32700,
    {
      name: "Parse error",
      meaning: "the receiver could not parse the text it was sent as JSON.",
    },
  ],
  [
    -32600,
    {
      name: "Invalid request",
      meaning: "the message was JSON, but not a valid JSON-RPC request object.",
    },
  ],
  [
    -32601,
    {
      name: "Method not found",
      meaning:
        "the receiver does not offer this method, or it belongs to a capability that was not negotiated.",
    },
  ],
  [
    -32602,
    {
      name: "Invalid params",
      meaning:
        "the method exists but its params are wrong; MCP also uses it for an unknown tool or prompt and an invalid cursor.",
    },
  ],
  [
    -32603,
    {
      name: "Internal error",
      meaning: "the receiver failed while handling a request that was valid.",
    },
  ],
  [
    -32002,
    {
      name: "Resource not found",
      meaning: "MCP's code for a resources/read of a URI the server does not have.",
    },
  ],
  [
    -32042,
    {
      name: "URL elicitation required",
      meaning:
        "the server needs the user to complete the URL elicitations listed in `error.data.elicitations` before it can answer; retry afterwards.",
      since: "2025-11-25",
      until: "2026-07-28",
      typeName: "URLElicitationRequiredError",
    },
  ],
  [
    -32020,
    {
      name: "Header mismatch",
      meaning:
        "the HTTP headers of the request disagree with its body, or required headers are missing.",
      since: "2026-07-28",
      typeName: "HeaderMismatchError",
    },
  ],
  [
    -32021,
    {
      name: "Missing required client capability",
      meaning:
        "the request needs a client capability that its `clientCapabilities` did not declare; `error.data.requiredCapabilities` says which.",
      since: "2026-07-28",
      typeName: "MissingRequiredClientCapabilityError",
    },
  ],
  [
    -32022,
    {
      name: "Unsupported protocol version",
      meaning:
        "the server does not speak the protocol version of the request; `error.data.supported` lists the versions to retry with.",
      since: "2026-07-28",
      typeName: "UnsupportedProtocolVersionError",
    },
  ],
]);

export const SERVER_ERROR_RANGE = { name: "Server error", min: -32099, max: -32000 };
