import { PROTOCOL_VERSIONS, DEFAULT_PROTOCOL_VERSION } from "../protocol/versions.ts";

export function App() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-4 p-8 font-sans">
      <h1 className="text-3xl font-semibold">MCP Playground</h1>
      <p>
        Write a raw JSON-RPC message, see what it is and what is wrong with it, for the MCP version
        you target. The editor arrives in the next release; the protocol core and the{" "}
        <code>mcp-msg</code> command line already check messages.
      </p>
      <p className="text-sm text-gray-600">
        Protocol versions: {PROTOCOL_VERSIONS.join(", ")} (default {DEFAULT_PROTOCOL_VERSION}).
      </p>
    </main>
  );
}
