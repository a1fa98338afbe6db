/** The messages between the page and the report card's worker (one run per worker). */
import type { Card, ProbeTransportChoice, ToolChoice } from "../../probe/index.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import type { ServerControls } from "../../server/controls.ts";
import type { StartRequest } from "../../transport/stdio/protocol.ts";

/**
 * A grant of the page's authorization flow for the remote server: its token goes with the run's
 * requests to that server only; the card names the issuer and scope, never the token.
 */
export interface ProbeGrant {
  /** `Bearer …`. */
  authorization: string;
  issuer: string;
  scope?: string;
}

/** Where the in-process gift server answers the run (nothing leaves the worker). */
export const GIFT_URL = "http://gift-server.invalid/mcp";

export type ProbeTarget =
  | { kind: "gift"; controls: ServerControls }
  | {
      kind: "remote";
      url: string;
      headers: Record<string, string>;
      grant?: ProbeGrant;
      /** The transport chosen for the target (`auto` finds it as the spec says). */
      transport?: ProbeTransportChoice;
    }
  /**
   * A stdio server through the local bridge that serves the page: each connection of the run
   * is a fresh process of `request` (an offered server's id, or the command the user consented
   * to, env values included: memory only, never on the card). The worker asks the bridge's
   * `hello` itself (same origin), so the bridge's token is never posted to it.
   */
  | {
      kind: "stdio";
      /** The page's base URL (`document.baseURI`): the bridge's routes are below it. */
      base: string;
      request: StartRequest;
      /** The command line as the card names it, secret-looking arguments masked. */
      name: string;
    };

export interface ProbeRequest {
  target: ProbeTarget;
  version: ProtocolVersion;
  /** The tools the user chose to call, with the arguments they wrote or `generate`. */
  tools: ToolChoice;
}

/** Page → worker: the run, then a fresh token each time the worker asks for one. */
export type ProbeCommand =
  | { type: "run"; request: ProbeRequest }
  /** The grant's new `Authorization` after a refresh; undefined when none could be had. */
  | { type: "token"; authorization?: string };

/** Worker → page. `refresh`: the server refused the token; a `token` command answers. */
export type ProbeAnswer =
  | { type: "progress"; step: string }
  | { type: "refresh" }
  | { type: "card"; card: Card }
  | { type: "failed"; error: string };
