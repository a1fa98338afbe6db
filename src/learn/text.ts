/**
 * Text checks: what the core's report and the parsed text of the editor say, check by check.
 * A failing check points at its place in the text (a range from the parser's positions) and
 * says what is still wrong: the check's own `says`, else the text of a core finding about the
 * same place, else a generic sentence with the expected value or pointer filled in.
 */
import type { MessageReport } from "../protocol/check/types.ts";
import { type ParseSuccess, parseJson } from "../protocol/parse/index.ts";
import { tryParsePointer } from "../protocol/pointer.ts";
import type { Finding, SourceRange } from "../protocol/types.ts";
import { type PointerResult, testPointer } from "./pointer.ts";
import type { CheckOutcome } from "./outcome.ts";
import type { PointerTest, TextCheck } from "./types.ts";
import { findingWords, kindName, shownValue, words } from "./words.ts";

/** The report fields the checks read (the core's report, or the page's copy of it). */
export type TextReport = Pick<
  MessageReport,
  "kind" | "outcome" | "method" | "valid" | "findings" | "version"
>;

/** Each check of `checks` on `text`, whose report (at the exercise's version) is `report`. */
export function checkTextChecks(
  checks: readonly TextCheck[],
  text: string,
  report: TextReport,
): CheckOutcome[] {
  const parsed = parseJson(text);
  const doc = parsed.ok ? parsed : undefined;
  const notJson = parsed.ok ? undefined : parsed.findings[0];
  return checks.map((check) => {
    const outcome = judge(check, report, doc, notJson);
    return outcome.pass || !check.says ? outcome : { ...outcome, says: check.says };
  });
}

function judge(
  check: TextCheck,
  report: TextReport,
  doc: ParseSuccess | undefined,
  notJson: Finding | undefined,
): CheckOutcome {
  const whole = doc?.locate("");
  switch (check.type) {
    case "kind": {
      const pass =
        report.kind === check.kind &&
        (check.outcome === undefined || report.outcome === check.outcome);
      if (pass) return { pass };
      return failAt(
        whole,
        words("learn.check.kind", (lang) => ({
          actual: kindName(report.kind, report.outcome)(lang),
          expected: kindName(check.kind, check.outcome)(lang),
        })),
      );
    }
    case "method": {
      if (report.method === check.method) return { pass: true };
      if (notJson) return notJsonYet(notJson);
      const says =
        report.method === undefined
          ? words("learn.check.noMethod", { expected: check.method })
          : words("learn.check.method", { actual: report.method, expected: check.method });
      return failAt(doc?.locate("/method") ?? whole, says);
    }
    case "valid": {
      if (report.valid) return { pass: true };
      const error = report.findings.find((f) => f.severity === "error");
      if (error) return failAt(error.range, findingWords(error));
      return failAt(whole, words("learn.check.valid", { version: report.version }));
    }
    case "finding": {
      const found = report.findings.find((f) => f.code === check.code);
      if (check.present === (found !== undefined)) return { pass: true };
      if (found) return failAt(found.range, findingWords(found));
      return failAt(whole, words("learn.check.findingPresent", { code: check.code }));
    }
    case "pointer": {
      // A text that does not parse always has a finding that says why.
      if (!doc) return notJsonYet(notJson as Finding);
      const result = testPointer(doc.value, check.path, check.test);
      if (result.pass) return { pass: true };
      const explained = explaining(report.findings, check.path, result);
      if (explained) return failAt(explained.range, findingWords(explained));
      return failAt(nearest(doc, check.path), pointerWords(check.path, check.test, result));
    }
  }
}

function failAt(range: SourceRange | undefined, says: CheckOutcome["says"]): CheckOutcome {
  return range ? { pass: false, says, range } : { pass: false, says };
}

const notJsonYet = (finding: Finding): CheckOutcome =>
  failAt(
    finding.range,
    words("learn.check.notJson", (lang) => ({ detail: findingWords(finding)[lang] })),
  );

/** What a failing pointer test says when no finding explains it. */
export function pointerWords(path: string, test: PointerTest, result: PointerResult) {
  if (result.pass) return undefined;
  const at = { path: path === "" ? "/" : path };
  switch (result.reason) {
    case "missing":
      return test.op === "equals"
        ? words("learn.check.equalsMissing", { ...at, expected: shownValue(test.value) })
        : words("learn.check.exists", at);
    case "present":
      return words("learn.check.absent", at);
    case "differs":
      return words("learn.check.equals", {
        ...at,
        expected: test.op === "equals" ? shownValue(test.value) : "",
        actual: shownValue(result.actual),
      });
    case "mismatch":
    case "unusable": {
      const key = result.reason === "mismatch" ? "learn.check.matches" : "learn.check.unusable";
      return words(key, (lang) => ({ ...at, detail: result.detail[lang] }));
    }
  }
}

/**
 * A core finding (error or warning) about the place a failing pointer test names: at the
 * pointer itself, or, for a missing key, a finding that names that key (required, misnamed,
 * or an unknown key the core suggests it for).
 */
function explaining(
  findings: readonly Finding[],
  path: string,
  result: PointerResult,
): Finding | undefined {
  const tokens = tryParsePointer(path);
  if (!tokens || tokens.length === 0) return undefined;
  const key = tokens[tokens.length - 1];
  const parent = path.slice(0, path.lastIndexOf("/"));
  const parentOf = (p: string) => p.slice(0, Math.max(0, p.lastIndexOf("/")));
  const serious = findings.filter((f) => f.severity !== "hint");
  const here = serious.find((f) => f.path === path);
  if (here || result.pass || result.reason !== "missing") return here;
  return serious.find(
    (f) =>
      (f.args?.key === key && (f.path === parent || parentOf(f.path) === parent)) ||
      (f.args?.suggestion === `\`${key}\`` && parentOf(f.path) === parent),
  );
}

/** The range of the value at `path`, else of its nearest enclosing value. */
function nearest(doc: ParseSuccess, path: string): SourceRange | undefined {
  for (let p = path; ; p = p.slice(0, Math.max(0, p.lastIndexOf("/")))) {
    const range = doc.locate(p);
    if (range || p === "") return range;
  }
}
