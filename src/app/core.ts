/** Loads the core chunk once, after the first paint; `useCore` re-renders when it is there. */
import { useEffect, useState } from "react";

export type Core = typeof import("./coreChunk.ts");

let loading: Promise<Core> | undefined;
let loaded: Core | undefined;

export function loadCore(): Promise<Core> {
  loading ??= import("./coreChunk.ts").then((core) => (loaded = core));
  return loading;
}

/** The core chunk, or undefined while it loads (a failed load is retried on the next use). */
export function useCore(): Core | undefined {
  const [core, setCore] = useState(loaded);
  useEffect(() => {
    if (core) return;
    let live = true;
    loadCore().then(
      (c) => live && setCore(c),
      () => (loading = undefined),
    );
    return () => {
      live = false;
    };
  }, [core]);
  return core;
}
