/** The report card's run in the page: its state, and what to do with the card. */
import { useCallback, useState } from "react";
import { type ProbeTarget, type ProbeWorkerPort, startProbe } from "../../client/probe/index.ts";
import ProbeWorker from "../../client/probe/probe.worker.ts?worker";
import type { ToolChoice } from "../../probe/choice.ts";
import type { Card } from "../../probe/types.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import type { ProbeAuth } from "./grant.ts";
import { useToolChoice } from "./useToolChoice.ts";

export type ProbeState =
  | { phase: "idle" }
  | { phase: "running"; step: string }
  /** `shared`: the card came from a link (nothing was run). */
  | { phase: "done"; card: Card; shared?: boolean }
  | { phase: "failed"; error: string };

const spawn = () => new ProbeWorker({ name: "mcp-report-card" }) as unknown as ProbeWorkerPort;

export function useProbe(options: {
  /** The run's log becomes the session (so each verdict links to a message on show). */
  onCard: (card: Card) => void;
  /** The page's grants: a remote run carries the one held for its server. */
  auth?: ProbeAuth;
}) {
  const [state, setState] = useState<ProbeState>({ phase: "idle" });
  const { onCard, auth } = options;
  // Held here, above the panel, so the tools checked outlive the panel itself.
  const choice = useToolChoice();
  const run = useCallback(
    async (chosen: ProbeTarget, version: ProtocolVersion, tools: ToolChoice) => {
      setState({ phase: "running", step: "initialize" });
      try {
        const target = auth ? await auth.prepare(chosen) : chosen;
        const card = await startProbe(
          spawn,
          { target, version, tools },
          (step) => setState({ phase: "running", step }),
          auth && (() => auth.refresh(target)),
        );
        onCard(card);
        setState({ phase: "done", card });
      } catch (error) {
        setState({
          phase: "failed",
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
    [onCard, auth],
  );
  /** A card from elsewhere (a link): shown as it is, nothing is run. */
  const show = useCallback((card: Card) => setState({ phase: "done", card, shared: true }), []);
  /** No card: the one shown no longer matches the session. */
  const reset = useCallback(() => setState({ phase: "idle" }), []);
  return { state, run, show, reset, choice };
}
