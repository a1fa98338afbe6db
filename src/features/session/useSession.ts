/**
 * The session's side effects, wired to the store: one controller for the page's life, talking
 * to the gift server's worker. Components get its actions through props.
 */
import { useEffect, useState } from "react";
import { usePlayground } from "../../store/index.ts";
import { spawnGiftWorker } from "../../transport/giftWorker.ts";
import { WorkerTransport } from "../../transport/worker.ts";
import { SessionController } from "../../client/session/index.ts";

function createController(): SessionController {
  const store = usePlayground.getState;
  return new SessionController({
    connect: (listener, controls) =>
      new WorkerTransport({ spawn: spawnGiftWorker, listener, controls }),
    sink: {
      append: (batch) => store().appendEntries(batch),
      status: (status) => store().setServerStatus(status),
      reset: () => store().startSession(),
      load: (entries) => store().loadSession(entries),
    },
    controls: () => store().controls,
  });
}

/** The page's session controller, connected while the page is mounted. */
export function useSessionController(): SessionController {
  // Created once; connecting is the effect's job (render stays free of side effects).
  const [controller] = useState(createController);
  useEffect(() => {
    controller.start();
    // The controls go to the server as soon as the store has them.
    const unsubscribe = usePlayground.subscribe((state, previous) => {
      if (state.controls !== previous.controls) controller.setControls(state.controls);
    });
    return () => {
      unsubscribe();
      controller.stop();
    };
  }, [controller]);
  return controller;
}
