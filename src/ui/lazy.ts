/**
 * A module of its own chunk, loaded once on first use (after the first paint, for the heavy
 * ones), and a hook that re-renders when it is there. A failed load is retried on the next use.
 */
import { useEffect, useState } from "react";

export interface LazyModule<M> {
  load(): Promise<M>;
  /** The module, or undefined while it loads. */
  use(): M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function useModule(): M | undefined {
    const [module, setModule] = useState(loaded);
    useEffect(() => {
      if (module) return;
      let live = true;
      load().then(
        (m) => live && setModule(() => m),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [module]);
    return module;
  }
  return { load, use: useModule };
}
