/**
 * Sending the editor's text: the Send button and Ctrl/Cmd+Enter anywhere on the page. An empty
 * text is explained, not sent; a text the checker finds errors in is sent only once the user
 * confirms. The text goes out exactly as written.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { core } from "../validation/index.ts";
import type { Finding } from "../../protocol/types.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import type { JudgedReport } from "../../client/validation/index.ts";
import { sendDecision } from "./send.ts";

interface SendFlowOptions {
  text: string;
  version: VersionChoice;
  /** The current report, used when it is the text's (else the text is judged now). */
  report: JudgedReport | undefined;
  judgedText: string | undefined;
  send: (text: string) => void;
  onEmpty: () => void;
}

export interface PendingConfirm {
  text: string;
  errors: number;
}

export function useSendFlow(options: SendFlowOptions) {
  const [confirm, setConfirm] = useState<PendingConfirm | undefined>(undefined);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const request = useCallback(async () => {
    const { text, version, report, judgedText, send, onEmpty } = latest.current;
    if (text.trim() === "") return onEmpty();
    let findings: readonly Finding[] = [];
    if (report && judgedText === text) findings = report.findings;
    else {
      try {
        findings = (await (await core.load()).judge(text, version)).findings;
      } catch {
        // The checker could not load (offline, not cached): nothing says the text is wrong.
      }
    }
    const decision = sendDecision(text, findings);
    if (decision.type === "confirm") setConfirm({ text, errors: decision.errors });
    else if (decision.type === "send") send(text);
    else onEmpty();
  }, []);

  const accept = useCallback(() => {
    if (confirm) latest.current.send(confirm.text);
    setConfirm(undefined);
  }, [confirm]);
  const cancel = useCallback(() => setConfirm(undefined), []);
  return { request, confirm, accept, cancel };
}

/** Calls `onSend` on Ctrl+Enter (Cmd+Enter on a Mac) anywhere on the page but in a dialog. */
export function useSendShortcut(onSend: () => void) {
  const handler = useRef(onSend);
  useEffect(() => {
    handler.current = onSend;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
      if (event.altKey || event.shiftKey || event.isComposing) return;
      // A dialog (templates, the confirmation) owns its keys.
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      if (!event.repeat) handler.current();
    };
    // Capture: the editor's own handlers must not swallow it first.
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, []);
}

/** "Ctrl+Enter", or "⌘+Enter" on Apple systems. */
export function sendKeys(): string {
  const platform = typeof navigator === "undefined" ? "" : navigator.platform;
  return /Mac|iPhone|iPad/.test(platform) ? "⌘+Enter" : "Ctrl+Enter";
}
