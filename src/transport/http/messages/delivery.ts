/**
 * How server messages reach the listener: in the order they came, each only after whoever
 * awaited the send before it has run (so a request is always logged before its reply), and
 * with the bookkeeping they carry done on arrival (replies settle requests; an initialize
 * reply sets the version; a modern tools/list reply its `x-mcp-header` annotations).
 */
import type { HttpDetail } from "../../../protocol/exchange/types.ts";
import type { TransportListener } from "../../types.ts";
import type { Connection } from "../connection.ts";
import { paramHeadersOf } from "../streamable/metadata-headers.ts";
import { makeIssue } from "../diagnosis/issues.ts";
import { type RequestId, incomingReplies } from "./parse.ts";
import { isProbeId } from "./probeId.ts";
import type { SessionState } from "../streamable/outgoing.ts";
import type { BodySink } from "./reply.ts";
import type { Exchange, Requests } from "./requests.ts";

export class Delivery {
  /** The `observed` of every send in flight: stream messages wait for those before them. */
  private readonly outstanding = new Set<Promise<void>>();
  private streamChain: Promise<void> = Promise.resolve();

  constructor(
    private readonly listener: TransportListener,
    private readonly clock: () => number,
    private readonly requests: Requests,
    private readonly state: SessionState,
    private readonly connection: Connection,
  ) {}

  /** A send in flight, until the caller has seen it resolve (`observed`). */
  sending(observed: Promise<void>): void {
    this.outstanding.add(observed);
    void observed.then(() => this.outstanding.delete(observed));
  }

  /** Where one POST's answer goes: its messages wait for `gate` (that send's `observed`). */
  sink(
    exchange: Exchange,
    http: HttpDetail,
    gate: Promise<void>,
    requestId: RequestId | undefined,
  ): BodySink {
    return {
      message: async (text) => {
        const at = this.clock();
        const json = this.observe(text);
        await gate;
        // The answer to the detection probe's POST is the probe's, whatever id it carries.
        const origin = isProbeId(requestId) ? "probe" : undefined;
        if (!this.connection.isClosed) this.listener.message(text, at, http, origin);
        return json;
      },
      issue: (code, params, body) => {
        const extra = {
          http,
          ...(body !== undefined && { body }),
          ...(requestId !== undefined && { requestId }),
        };
        this.connection.report(makeIssue(code, params, extra));
      },
      satisfied: () => this.requests.satisfied(exchange),
    };
  }

  /** A message from a stream not tied to one send: it waits for the sends before it. */
  streamMessage(text: string, at: number, http: HttpDetail): Promise<void> {
    this.observe(text);
    const before = Promise.all([...this.outstanding]);
    const delivered = this.streamChain
      .then(() => before)
      .then(() => {
        if (!this.connection.isClosed) this.listener.message(text, at, http);
      });
    this.streamChain = delivered;
    return delivered;
  }

  /** The bookkeeping a server message carries; returns whether the text is JSON at all. */
  private observe(text: string): boolean {
    const replies = incomingReplies(text);
    for (const reply of replies ?? []) {
      const tracked = this.requests.answered(reply.key);
      const result = reply.result;
      if (!tracked || !result) continue;
      if (tracked.method === "initialize" && typeof result.protocolVersion === "string") {
        this.state.negotiated = result.protocolVersion;
        this.connection.setEra("legacy", result.protocolVersion);
      } else if (tracked.method === "tools/list" && tracked.modern) {
        for (const [name, annotations] of paramHeadersOf(result)) {
          this.state.toolHeaders.set(name, annotations);
        }
      } else if (tracked.method === "server/discover" && Array.isArray(result.supportedVersions)) {
        const versions: unknown[] = result.supportedVersions;
        const supported = versions.filter((v): v is string => typeof v === "string");
        this.connection.set({ supportedVersions: supported });
      }
    }
    return replies !== undefined;
  }
}
