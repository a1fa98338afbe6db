/**
 * The stdio target's side effects: the local bridge asked once what it offers (its `initial`
 * server chosen and started), a process started, stopped or restarted through it, its state and
 * stderr written to the store. A typed command is never started without the user's consent to
 * its exact argument list (`consent`). The bridge's token stays inside the client object.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { usePlayground } from "../../store/index.ts";
import { type StdioConsent, offeredServer, typedRequest } from "./typed.ts";
import type { SessionController } from "../../client/session/index.ts";
import { BRIDGE_MARKER } from "../../transport/stdio/protocol.ts";
import {
  BridgeClient,
  type BridgeProcess,
  type StartRequest,
  commandLine,
  openBridgeProcess,
} from "../../transport/stdio/index.ts";

const store = usePlayground.getState;

export type { StdioConsent };

/** One bridge client per page: asked once, whatever React runs twice. */
let client: BridgeClient | undefined;
let asked: Promise<void> | undefined;

function bridgeClient(): BridgeClient {
  client ??= new BridgeClient({ base: document.baseURI });
  return client;
}

export function useStdio(controller: SessionController) {
  const current = useRef<BridgeProcess | undefined>(undefined);
  const last = useRef<{ request: StartRequest; command: string; argv: string[] } | undefined>(
    undefined,
  );
  const [consent, setConsent] = useState<
    { consent: StdioConsent; request: StartRequest } | undefined
  >(undefined);
  const [missingCommand, setMissingCommand] = useState(false);
  /** The last start (an offered server, or a typed command consented to): the card reruns it. */
  const [lastStart, setLastStart] = useState<{ request: StartRequest; argv: string[] }>();

  const launch = useCallback(
    (request: StartRequest, argv: string[], restart: boolean) => {
      const c = client;
      if (!c) return;
      const command = commandLine(argv);
      last.current = { request, command, argv };
      setLastStart({ request, argv });
      let pending = "";
      let timer: ReturnType<typeof setTimeout> | undefined;
      // stderr can come in floods: written to the store at most ten times a second.
      const stderr = (text: string) => {
        pending += text;
        timer ??= setTimeout(() => {
          timer = undefined;
          if (current.current === proc) store().appendStderr(pending);
          pending = "";
        }, 100);
      };
      let proc: BridgeProcess | undefined;
      controller.connectRemote((listener) => {
        const era = store().stdio.era;
        store().setFoundEra(undefined);
        proc = openBridgeProcess({
          client: c,
          request,
          listener,
          command,
          restart,
          stderr,
          era,
          onEra: (found) => {
            if (current.current === proc) store().setFoundEra(found);
          },
          onState: (state) => {
            if (current.current === proc) store().setProcess(state);
          },
        });
        current.current = proc;
        return proc;
      }, "stdio");
      if (proc) store().setProcess(proc.connection.state);
      if (restart) store().countRestart();
    },
    [controller],
  );

  // The bridge is asked once: at start when the page says a bridge serves it (its initial
  // server is then chosen and started), else when the stdio target is first chosen.
  useEffect(() => {
    const ask = (initial: boolean) => {
      if (asked) return;
      asked = bridgeClient()
        .hello()
        .then((result) => {
          const s = store();
          s.setBridge(result);
          if (result.type !== "ready" || !initial) return;
          const { servers } = result.hello;
          const first = servers.find((server) => server.id === result.hello.initial);
          if (!first) return;
          s.setStdio({ choice: first.id });
          s.setTargetKind("stdio");
          launch({ server: first.id }, [first.command, ...first.args], false);
        });
    };
    if (document.querySelector(`meta[name="${BRIDGE_MARKER}"]`)) ask(true);
    else if (store().targetKind === "stdio") ask(false);
    return usePlayground.subscribe((state, previous) => {
      if (state.targetKind === "stdio" && previous.targetKind !== "stdio") ask(false);
    });
  }, [launch]);

  // Leaving the stdio target: the controller closed the process; the panel forgets it.
  useEffect(
    () =>
      usePlayground.subscribe((state, previous) => {
        if (previous.targetKind === "stdio" && state.targetKind !== "stdio") {
          current.current = undefined;
          state.setProcess(undefined);
        }
      }),
    [],
  );

  const start = useCallback(() => {
    const s = store();
    if (s.bridge.type !== "ready") return;
    const restart = s.process !== undefined;
    const offered = offeredServer(s.bridge, s.stdio);
    if (offered) {
      launch({ server: offered.id }, [offered.command, ...offered.args], restart);
      return;
    }
    const typed = typedRequest(s.stdio);
    setMissingCommand(typed === undefined);
    if (typed) setConsent(typed);
  }, [launch]);

  const accept = useCallback(() => {
    if (!consent) return;
    setConsent(undefined);
    launch(consent.request, consent.consent.argv, store().process !== undefined);
  }, [consent, launch]);

  const stop = useCallback(() => current.current?.stop(), []);

  /** The same process again (what was consented to already), logged as restarted. */
  const restart = useCallback(() => {
    const again = last.current;
    if (again) launch(again.request, again.argv, true);
  }, [launch]);

  return {
    start,
    stop,
    restart,
    consent: consent?.consent,
    accept,
    cancel: () => setConsent(undefined),
    missingCommand,
    lastStart,
  };
}
