/**
 * The saved sessions: the library opened once per page on the best store there is, its list
 * kept for the dialog, and each action's failure turned into a message key.
 */
import { useCallback, useState } from "react";
import type { Args, Key } from "../../i18n/strings.ts";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import {
  type LibraryResult,
  type SavedSession,
  type SavedSessionSummary,
  type SessionLibrary,
  createSessionLibrary,
} from "../../store/device/library.ts";
import { deviceStore } from "../../store/device/index.ts";
import type { LinkTarget } from "../../share/link.ts";

let library: Promise<{ lib: SessionLibrary; memory: boolean }> | undefined;
const getLibrary = () =>
  (library ??= deviceStore().then((store) => ({
    lib: createSessionLibrary(store),
    memory: store.kind === "memory",
  })));

export interface LibraryMessage {
  key: Key;
  args?: Args;
  tone: "info" | "error";
}

interface Options {
  current: () => {
    entries: readonly ExchangeEntry[];
    version: VersionChoice;
    text: string;
    target: LinkTarget;
  };
  /** Puts an opened session in place of the current one. */
  load: (session: SavedSession) => void;
}

export function useLibrary({ current, load }: Options) {
  const [items, setItems] = useState<readonly SavedSessionSummary[]>([]);
  const [memory, setMemory] = useState(false);
  const [message, setMessage] = useState<LibraryMessage | undefined>(undefined);

  const failed = <T>(
    result: LibraryResult<T>,
  ): result is Extract<LibraryResult<T>, { ok: false }> => {
    if (result.ok) return false;
    setMessage({
      key: `saved.fail.${result.reason}`,
      args: { detail: result.detail },
      tone: "error",
    });
    return true;
  };

  const refresh = useCallback(async () => {
    const { lib, memory } = await getLibrary();
    setMemory(memory);
    const list = await lib.list();
    if (list.ok) setItems(list.value);
    else
      setMessage({
        key: `saved.fail.${list.reason}`,
        args: { detail: list.detail },
        tone: "error",
      });
  }, []);

  const run = async <T>(action: (lib: SessionLibrary) => Promise<LibraryResult<T>>) => {
    const { lib } = await getLibrary();
    const result = await action(lib);
    await refresh();
    return failed(result) ? undefined : result;
  };

  return {
    items,
    memory,
    message,
    refresh,
    save: async (name: string) => {
      const { entries, version, text, target } = current();
      const done = await run((lib) => lib.save({ name, entries, version, text, target }));
      if (done) setMessage({ key: "saved.saved", args: { name: done.value.name }, tone: "info" });
    },
    open: async (id: string) => {
      const done = await run((lib) => lib.open(id));
      if (done) load(done.value.session);
      return done !== undefined;
    },
    rename: async (id: string, name: string) => void (await run((lib) => lib.rename(id, name))),
    remove: async (id: string) => void (await run((lib) => lib.delete(id))),
    clear: async () => void (await run((lib) => lib.clear())),
  };
}
