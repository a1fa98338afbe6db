/**
 * The folded setup line's facts, read from the store as the few values the line says (the
 * stdio command as its text, the issues as their count), so typing in the setup's fields
 * redraws what shows the line and not the session around it.
 */
import { useMemo } from "react";
import type { TargetKind } from "../../client/session/index.ts";
import type { Language } from "../../i18n/strings.ts";
import { usePlayground } from "../../store/index.ts";
import { type SetupLine, setupLine, stdioCommand } from "./setupSummary.ts";

export function useSetupLine(facts: {
  kind: TargetKind;
  lang: Language;
  /** How many messages the session holds (the gift server's line folds after the first). */
  messages: number;
  /** The remote server asked for authorization and no flow answered it yet. */
  authAsks: boolean;
}): SetupLine {
  const { kind, lang, messages, authAsks } = facts;
  const serverStatus = usePlayground((s) => s.serverStatus);
  const url = usePlayground((s) => s.remote.url);
  const phase = usePlayground((s) => s.phase);
  const connection = usePlayground((s) => s.connection);
  const issues = usePlayground((s) => s.issues.length);
  const process = usePlayground((s) => s.process);
  const command = usePlayground((s) => stdioCommand(s.process, s.bridge, s.stdio));
  return useMemo(
    () =>
      setupLine({
        kind,
        lang,
        serverStatus,
        messages,
        url,
        phase,
        connection,
        issues,
        authAsks,
        stdio: { process, command },
      }),
    [
      kind,
      lang,
      serverStatus,
      messages,
      url,
      phase,
      connection,
      issues,
      authAsks,
      process,
      command,
    ],
  );
}
