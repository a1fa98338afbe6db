/**
 * Text checks: what the core's report and the parsed text of the editor say, check by check.
 * A failing check points at its place in the text (a range from the parser's positions) and
 * says what is still wrong, in terms of what the learner wrote: a value of the wrong JSON type
 * (`"42"` for 42, `2.0` for "2.0") is named as such, and an object that differs is judged at
 * its first differing member; otherwise the check's own `says`, else the text of a core finding
 * about the same place, else a generic sentence with the expected value or pointer filled in.
 * A sentence already said, or a core finding about a place a task's check already explains, is
 * said once.
 */
import type { MessageReport } from "../protocol/check/types.ts";
import { type ParseSuccess, parseJson } from "../protocol/parse/index.ts";
import { getAtPointer, tryParsePointer } from "../protocol/pointer.ts";
import type { Finding, SourceRange } from "../protocol/types.ts";
import { type PointerResult, testPointer } from "./pointer.ts";
import type { CheckOutcome } from "./outcome.ts";
import type { Meaning, PointerTest, TextCheck, Words } from "./types.ts";
import { findingWords, kindName, shownValue, words } from "./words.ts";
import { firstDifference, rawText, typeSlip } from "./slips.ts";

/** The report fields the checks read (the core's report, or the page's copy of it). */
export type TextReport = Pick<
  MessageReport,
  "kind" | "outcome" | "method" | "valid" | "findings" | "version"
>;

/** A judged check; `specific`: its words name the learner's own mistake (kept over `says`). */
type Judged = CheckOutcome & { specific?: boolean };

/** Each check of `checks` on `text`, whose report (at the exercise's version) is `report`. */
export function checkTextChecks(
  checks: readonly TextCheck[],
  text: string,
  report: TextReport,
): CheckOutcome[] {
  const parsed = parseJson(text);
  // Text that is not JSON fails every check, but only that is said: the task's other
  // requirements cannot be judged yet, and listing them would bury the one thing wrong.
  if (!parsed.ok) {
    const notJson = parsed.findings[0];
    return checks.map((_, i) => (i === 0 && notJson ? notJsonYet(notJson) : { pass: false }));
  }
  const doc = parsed;
  const outcomes = checks.map((check): CheckOutcome => {
    const { specific, ...outcome } = judge(check, report, text, doc);
    return outcome.pass || !check.says || specific ? outcome : { ...outcome, says: check.says };
  });
  return saidOnce(checks, outcomes);
}

/**
 * Each sentence once: a failing outcome that repeats an earlier one's words, or a core finding
 * (`valid`, `finding` checks) about the very place an earlier failing check already explains,
 * keeps failing but says nothing more.
 */
function saidOnce(checks: readonly TextCheck[], outcomes: CheckOutcome[]): CheckOutcome[] {
  const said = new Set<string>();
  const places = new Set<string>();
  return outcomes.map((o, i) => {
    if (o.pass || !o.says) return o;
    const place = o.range && JSON.stringify(o.range);
    const core = checks[i]?.type === "valid" || checks[i]?.type === "finding";
    const repeated = said.has(o.says.en) || (core && place !== undefined && places.has(place));
    said.add(o.says.en);
    if (place !== undefined) places.add(place);
    if (!repeated) return o;
    const { says: _said, ...rest } = o;
    return rest;
  });
}

type Doc = ParseSuccess;

function judge(check: TextCheck, report: TextReport, text: string, doc: Doc): Judged {
  const whole = doc.locate("");
  switch (check.type) {
    case "kind": {
      const pass =
        report.kind === check.kind &&
        (check.outcome === undefined || report.outcome === check.outcome);
      if (pass) return { pass };
      // Both `result` and `error`: say that, not only that the reply is of the wrong kind.
      const both = report.findings.find((f) => f.code === "jsonrpc.result-and-error");
      if (both) return { ...failAt(both.range, findingWords(both)), specific: true };
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
      const says =
        report.method === undefined
          ? words("learn.check.noMethod", { expected: check.method })
          : words("learn.check.method", { actual: report.method, expected: check.method });
      return failAt(doc.locate("/method") ?? whole, says);
    }
    case "valid": {
      if (report.valid) return { pass: true };
      const error = report.findings.find((f) => f.severity === "error");
      if (error) return failAt(error.range, explainFinding(error, text, doc));
      return failAt(whole, words("learn.check.valid", { version: report.version }));
    }
    case "finding": {
      const found = report.findings.find((f) => f.code === check.code);
      if (check.present === (found !== undefined)) return { pass: true };
      if (found) return failAt(found.range, explainFinding(found, text, doc));
      return failAt(whole, words("learn.check.findingPresent", { code: check.code }));
    }
    case "pointer": {
      const result = testPointer(doc.value, check.path, check.test);
      if (result.pass) return { pass: true };
      const own = learnersMistake(text, doc, check.path, check.test, result);
      if (own) return { ...own, specific: true };
      const explained = explaining(report.findings, check.path, result);
      if (explained) return failAt(explained.range, explainFinding(explained, text, doc));
      return failAt(nearest(doc, check.path), pointerWords(check.path, check.test, result));
    }
  }
}

/**
 * What the learner's value at `path` gets wrong, when it can be said more exactly than the
 * check's own sentence: the right value in the wrong JSON type, or an object whose first
 * differing member is named (missing, extra, or different).
 */
function learnersMistake(
  text: string,
  doc: Doc,
  path: string,
  test: PointerTest,
  result: PointerResult,
): CheckOutcome | undefined {
  if (result.pass || result.reason !== "differs" || test.op !== "equals") return undefined;
  const slip = typeSlip(path, result.actual, test.value, rawText(text, doc.locate(path)));
  if (slip) return failAt(doc.locate(path), slip);
  const diff = firstDifference(result.actual, test.value);
  if (!diff || diff.at === "") return undefined;
  const at = path + diff.at;
  const range = nearest(doc, at);
  switch (diff.reason) {
    case "missing":
      return failAt(range, pointerWords(at, { op: "equals", value: diff.expected }, diff.result));
    case "extra":
      return failAt(range, words("learn.check.absent", { path: at }));
    case "differs": {
      const inner = typeSlip(at, diff.actual, diff.expected, rawText(text, doc.locate(at)));
      const says = inner ?? pointerWords(at, { op: "equals", value: diff.expected }, diff.result);
      return failAt(range, says);
    }
  }
}

/**
 * A core finding's words, unless the value it is about is the right value in the wrong type
 * (`"jsonrpc": 2.0`, `"code": "-32601"`): then that is what is said.
 */
function explainFinding(finding: Finding, text: string, doc: Doc | undefined): Words {
  const expect = doc && FINDING_EXPECTS[finding.code];
  if (doc && expect) {
    const actual = getAtPointer(doc.value, finding.path);
    const expected = expect(actual);
    const raw = rawText(text, doc.locate(finding.path));
    const slip = expected === undefined ? undefined : typeSlip(finding.path, actual, expected, raw);
    if (slip) return slip;
  }
  return findingWords(finding);
}

/** For findings about a value's type: the value it was most likely meant to be. */
const FINDING_EXPECTS: Record<string, (actual: unknown) => unknown> = {
  "jsonrpc.version-wrong": () => "2.0",
  "jsonrpc.error-code-type": (actual) =>
    typeof actual === "string" && /^\s*-?\d+\s*$/.test(actual) ? Number(actual) : undefined,
};

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
      if (test.op === "means" || test.op === "mentions") {
        return words("learn.check.meansMissing", { ...at, examples: examples(test.meaning) });
      }
      return test.op === "equals"
        ? words("learn.check.equalsMissing", { ...at, expected: shownValue(test.value) })
        : words("learn.check.exists", at);
    case "present":
      return words("learn.check.absent", at);
    case "differs":
      if (test.op === "means" || test.op === "mentions") {
        const key = test.op === "means" ? "learn.check.means" : "learn.check.mentions";
        return words(key, { ...at, examples: examples(test.meaning) });
      }
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

/** One way to say a meaning in each language: `"birthday"`, `"день рождения"`. */
const examples = (m: Meaning) =>
  [m.en[0], m.ru[0]]
    .flatMap((w) => (w === undefined ? [] : [`\`${JSON.stringify(w)}\``]))
    .join(", ");

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
