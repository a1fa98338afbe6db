/**
 * Judging one text, the same on the main thread and in the worker: resolve `auto`, make sure the
 * version's precompiled validators are loaded, check, and drop the parsed value.
 */
import { checkText } from "../../protocol/check/check.ts";
import { resolveVersion } from "../../protocol/check/version.ts";
import { loadPrecompiled } from "../../protocol/schema/precompiled.ts";
import type { ProtocolVersion, VersionChoice } from "../../protocol/versions.ts";
import { type RequestMethods, replyContext } from "../../protocol/exchange/requestMethods.ts";
import { type JudgedReport, toJudgedReport } from "./protocol.ts";

/** The version `choice` means for `text`: for `auto`, the one the message names, else the default. */
export function versionFor(text: string, choice: VersionChoice): ProtocolVersion {
  if (choice !== "auto") return choice;
  let value: unknown;
  try {
    value = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    // Not JSON: the default version (the checker says what is wrong).
  }
  return resolveVersion("auto", value);
}

export async function judge(
  text: string,
  choice: VersionChoice,
  requests?: RequestMethods,
): Promise<JudgedReport> {
  const version = versionFor(text, choice);
  try {
    await loadPrecompiled(version);
  } catch {
    // Validation still works without them, only slower to start.
  }
  return toJudgedReport(
    checkText(text, { version, ...(requests && { context: replyContext(requests) }) }),
  );
}
