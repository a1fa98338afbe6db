/**
 * The report of the editor text, recomputed as it changes: small texts on the main thread,
 * large ones in a worker, the newest text always winning. While a newer text is being judged
 * the previous report stays visible and `pending` is true.
 */
import { useEffect, useRef, useState } from "react";
import { core } from "./core.ts";
import type { VersionChoice } from "../../protocol/versions.ts";
import type { RequestMethods } from "../../protocol/exchange/requestMethods.ts";
import {
  type Channel,
  type Judged,
  type JudgedReport,
  Judging,
  type Spawn,
} from "../../client/validation/index.ts";
import ValidationWorker from "../../client/validation/validation.worker.ts?worker";

const spawnWorker: Spawn = (onAnswer, onDeath) => {
  const worker = new ValidationWorker({ name: "mcp-validation" });
  worker.onmessage = (event: MessageEvent<unknown>) => onAnswer(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    onDeath();
  };
  worker.onmessageerror = () => onDeath();
  const channel: Channel = {
    post: (request) => worker.postMessage(request),
    terminate: () => worker.terminate(),
  };
  return channel;
};

// The core (and the precompiled validators) load on first use, after the first paint.
const judgeHere = async (text: string, choice: VersionChoice, requests?: RequestMethods) =>
  (await core.load()).judge(text, choice, requests);

const PREWARM_AFTER_MS = 5000;

export interface ReportState {
  /** The newest report available (possibly of an earlier text while `pending`). */
  report: JudgedReport | undefined;
  /** Whether the current text and version are still being judged. */
  pending: boolean;
  /** The text `report` was computed for (its ranges refer to it). */
  judgedText: string | undefined;
}

/** `requests`: the session's requests, so that a reply is judged against the method it answers. */
export function useReport(
  text: string,
  choice: VersionChoice,
  requests?: RequestMethods,
): ReportState {
  const [judged, setJudged] = useState<Judged | undefined>(undefined);
  const judging = useRef<Judging | null>(null);

  useEffect(() => {
    const instance = new Judging({ spawn: spawnWorker, judgeHere }, setJudged);
    judging.current = instance;
    // Start the worker once the page has settled, so the first large paste does not wait for it.
    const timer = setTimeout(() => instance.prewarm(), PREWARM_AFTER_MS);
    return () => {
      clearTimeout(timer);
      instance.dispose();
      judging.current = null;
    };
  }, []);

  useEffect(() => {
    judging.current?.submit(text, choice, requests);
  }, [text, choice, requests]);

  const pending =
    !judged || judged.text !== text || judged.choice !== choice || judged.requests !== requests;
  return { report: judged?.report, pending, judgedText: judged?.text };
}
