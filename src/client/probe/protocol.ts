/** The messages between the page and the report card's worker (one run per worker). */
import type { Card } from "../../probe/index.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import type { ServerControls } from "../../server/controls.ts";

export type ProbeTarget =
  | { kind: "gift"; controls: ServerControls }
  | { kind: "remote"; url: string; headers: Record<string, string> };

export interface ProbeRequest {
  target: ProbeTarget;
  version: ProtocolVersion;
  /** Tool names the user chose to call (arguments made from their inputSchema). */
  tools: string[];
}

export type ProbeAnswer =
  | { type: "progress"; step: string }
  | { type: "card"; card: Card }
  | { type: "failed"; error: string };
