/**
 * The tools checked to call, with their arguments' texts, kept under the target's key: the
 * choice outlives the panel's renders (it is held above it), a choice made for another target is
 * never read, and showing another target drops it, so a tool of another server is never called.
 */
import { useCallback, useMemo, useState } from "react";

export interface ToolChoiceState {
  /** The tools checked for `key`'s target, each with its arguments' text, in check order. */
  checked: (key: string) => ReadonlyMap<string, string>;
  /** Checks a tool with its prefilled arguments, or unchecks it (`undefined`). */
  toggle: (key: string, name: string, prefill: string | undefined) => void;
  edit: (key: string, name: string, text: string) => void;
  clear: (key: string) => void;
  /** The panel now shows `key`'s target: a choice for any other one is dropped. */
  view: (key: string) => void;
}

const NONE: ReadonlyMap<string, string> = new Map();

export function useToolChoice(): ToolChoiceState {
  const [state, setState] = useState<{ key: string; tools: ReadonlyMap<string, string> }>({
    key: "",
    tools: NONE,
  });
  const update = useCallback(
    (key: string, change: (tools: Map<string, string>) => void) =>
      setState((before) => {
        const tools = new Map(before.key === key ? before.tools : NONE);
        change(tools);
        return { key, tools };
      }),
    [],
  );
  const view = useCallback(
    (key: string) => setState((before) => (before.key === key ? before : { key, tools: NONE })),
    [],
  );
  return useMemo(
    () => ({
      checked: (key) => (state.key === key ? state.tools : NONE),
      toggle: (key, name, prefill) =>
        update(key, (tools) => {
          if (prefill === undefined) tools.delete(name);
          else tools.set(name, prefill);
        }),
      edit: (key, name, text) =>
        update(key, (tools) => {
          if (tools.has(name)) tools.set(name, text);
        }),
      clear: (key) => update(key, (tools) => tools.clear()),
      view,
    }),
    [state, update, view],
  );
}
