/**
 * What the session's buttons do: the one-click handshake, a new session, answering the
 * server's request in the editor, and copying a message there. The editor is changed through
 * its handle (so undo works), the store through its actions.
 */
import { type RefObject, useCallback, useState } from "react";
import type { ExchangeEntry } from "../../protocol/exchange/types.ts";
import type { MessageRow } from "../../protocol/exchange/rows.ts";
import type { ProtocolVersion } from "../../protocol/versions.ts";
import type { SessionNotice } from "../../store/index.ts";
import type { MessageEditorHandle } from "../editor/index.ts";
import type { SessionController } from "../../client/session/index.ts";
import { handshakeFor, replyTemplate } from "./templates.ts";

interface SessionActionsOptions {
  controller: SessionController;
  editor: RefObject<MessageEditorHandle | null>;
  /** The version the handshake proposes. */
  version: ProtocolVersion;
  entries: () => readonly ExchangeEntry[];
  /** The editor's text, not sent yet: the handshake keeps clear of its id too. */
  draft: () => string;
  setText: (text: string) => void;
  select: (seq: number | undefined) => void;
  notify: (notice: Omit<SessionNotice, "id"> | undefined) => void;
}

export function useSessionActions(options: SessionActionsOptions) {
  const { controller, editor, version, entries, draft, setText, select, notify } = options;
  const [initializing, setInitializing] = useState(false);

  /** Into the editor as one undoable edit, then the focus goes there. */
  const toEditor = useCallback(
    (text: string) => {
      if (editor.current) editor.current.replaceAll(text);
      else setText(text);
      // After the click's own focus handling.
      setTimeout(() => editor.current?.focus());
    },
    [editor, setText],
  );

  const initialize = useCallback(async () => {
    setInitializing(true);
    notify(undefined);
    try {
      const sent = entries().flatMap((e) =>
        e.type === "message" && e.flow === "out" ? [e.text] : [],
      );
      const handshake = await handshakeFor(version, [...sent, draft()]);
      const { method } = handshake;
      const outcome = await controller.handshake(handshake.request, handshake.id, handshake.then);
      if (outcome.type === "done") {
        notify({ key: handshake.then ? "handshake.done" : "handshake.discovered", tone: "info" });
      } else if (outcome.type === "refused") {
        notify({
          key: "handshake.refused",
          args: { method, message: outcome.message },
          tone: "error",
        });
      } else if (outcome.type === "no-reply") {
        notify({ key: "handshake.noReply", args: { method }, tone: "error" });
      } else {
        notify({ key: "handshake.notSent", tone: "error" });
      }
    } catch (error) {
      notify({ key: "handshake.failed", args: { error: String(error) }, tone: "error" });
    } finally {
      setInitializing(false);
    }
  }, [controller, version, entries, draft, notify]);

  const newSession = useCallback(() => controller.restart(), [controller]);

  const answer = useCallback(
    async (row: MessageRow) => {
      if (row.id === undefined || row.id === null) return;
      select(row.seq);
      try {
        toEditor(await replyTemplate(row.version, row.method, row.id));
      } catch (error) {
        notify({ key: "ask.failed", args: { error: String(error) }, tone: "error" });
      }
    },
    [select, toEditor, notify],
  );

  return { initialize, initializing, newSession, answer, editAsNew: toEditor };
}
