/**
 * The English UI catalog: the source of the keys. Every key must also exist in `ru.ts` (a type
 * error otherwise). `{name}` marks an argument of `t()`; entries whose key ends in `.n` hold
 * plural forms separated by `|` for `tn()` (English: one|other).
 */
import * as changes from "./parts/changes.ts";
import * as diagram from "./parts/diagram.ts";
import * as session from "./parts/session.ts";
import * as share from "./parts/share.ts";
import * as target from "./parts/target.ts";

export const en = {
  // ---- The page -------------------------------------------------------------------------
  "app.title": "MCP Playground",
  "app.tagline":
    "Write a raw JSON-RPC message: see what it is and what is wrong with it, for the MCP version you target.",
  "app.skipToEditor": "Skip to the editor",
  "app.offline": "Works offline: nothing you type leaves this page.",

  // ---- Settings -------------------------------------------------------------------------
  "settings.language": "Language",
  "settings.theme": "Theme",
  "theme.system": "System",
  "theme.light": "Light",
  "theme.dark": "Dark",

  // ---- Protocol version -----------------------------------------------------------------
  "version.label": "Protocol version",
  "version.auto": "auto (from the handshake)",
  "version.autoResolved": "auto: {version}",
  "version.default": "{version} (default)",
  "version.judgedAgainst": "Checked against {version}",

  // ---- Message kind ---------------------------------------------------------------------
  "kind.label": "Message kind",
  "kind.request": "Request",
  "kind.replySuccess": "Reply (success)",
  "kind.replyError": "Reply (error)",
  "kind.notification": "Notification",
  "kind.batch": "Batch",
  "kind.invalid": "Not JSON-RPC",
  "direction.clientToServer": "client → server",
  "direction.serverToClient": "server → client",
  "direction.both": "either side",

  // ---- Editor ---------------------------------------------------------------------------
  "editor.label": "Message editor",
  "editor.loading": "Loading the editor…",
  "editor.loadFailed": "The editor could not load: {error}",
  "editor.format": "Format",
  "editor.keys":
    "Ctrl+Space suggests · Ctrl+. offers fixes · Tab indents; Ctrl+M makes Tab move the focus",
  "editor.checking": "Checking…",
  "editor.tooLarge": "The text is large: it is checked a moment after you stop typing.",
  "checking.size": "Checking {size}…",
  "stopped.crashed":
    "The checker stopped while judging this text ({size}): it is too large or too complex to judge in the browser. Shorten it or split it into smaller messages.",
  "stopped.timeout":
    "Judging this text ({size}) took longer than {seconds} s, so it was stopped. Shorten it or split it into smaller messages.",
  "stopped.failed":
    "The checker failed on this text ({size}). This is a bug in MCP Playground; the verdict is missing.",
  "stopped.reason": "Not judged: the checker could not finish on this text.",
  "size.kb": "{n} KB",
  "size.mb": "{n} MB",

  // ---- Findings -------------------------------------------------------------------------
  "findings.title": "Findings",
  "findings.errors": "Errors",
  "findings.warnings": "Warnings",
  "findings.hints": "Hints",
  "findings.errors.n": "{n} error|{n} errors",
  "findings.warnings.n": "{n} warning|{n} warnings",
  "findings.hints.n": "{n} hint|{n} hints",
  "findings.none": "No findings",
  "findings.valid": "Valid",
  "findings.validMessage": "The message is valid",
  "findings.validDetail": "{kind} {method} matches the {version} schema.",
  "findings.validDetailNoMethod": "{kind}: matches the {version} schema.",
  "findings.invalid": "Invalid",
  "findings.applyFix": "Apply fix",
  "findings.fix": "Fix: {title}",
  "findings.path": "Path",
  "findings.line": "Line",
  "findings.column": "Column",
  "findings.position": "Line {line}, column {column}",
  "findings.wholeMessage": "the whole message",
  "findings.goTo": "Go to this place in the editor",
  "findings.more": "{n} more not shown: fix the ones above first",
  "valid.request": "Valid request: {method}, id {id} — a reply is expected",
  "valid.notification": "Valid notification: {method} — no reply is expected",
  "valid.replySuccess": "Valid reply (success) to the request with id {id}",
  "valid.replyError": "Valid reply (error) to the request with id {id}",
  "valid.replyNoId": "Valid error reply without an id",
  "valid.batch": "Valid batch: {n} messages, each judged on its own",
  "severity.error": "Error",
  "severity.warning": "Warning",
  "severity.hint": "Hint",

  // ---- Templates ------------------------------------------------------------------------
  "templates.title": "Templates",
  "templates.search": "Search templates",
  "templates.searchPlaceholder": "Method name, e.g. tools/call",
  "templates.clientRequests": "Client requests",
  "templates.serverRequests": "Server requests",
  "templates.notifications": "Notifications",
  "templates.replies": "Replies",
  "templates.insert": "Insert",
  "templates.replyTo": "Reply to {method}",
  "templates.noMatch": "No template matches “{query}”.",
  "templates.count.n": "{n} template|{n} templates",
  "templates.loading": "Loading the templates…",
  "templates.loadFailed": "The templates could not load.",
  "templates.keysHint": "↑ ↓ to choose, Enter to insert, Esc to close",
  "templates.replyDescription": "A successful reply to {method}: the result the {side} sends back.",
  "templates.resultsLabel": "Templates for {version}",
  "side.client": "client",
  "side.server": "server",
  "side.receiver": "receiver",

  // ---- What changed across versions ----------------------------------------------------
  "changes.title": "What changed",
  "changes.for": "What changed in {method}",
  "changes.params": "Params",
  "changes.result": "Result",
  "changes.added": "added",
  "changes.removed": "removed",
  "changes.changed": "changed",
  "changes.required": "required",
  "changes.optional": "optional",
  "changes.unchanged": "Unchanged across versions.",
  "changes.noMethod": "Write a known method to see how it changed across versions.",
  "changes.absent": "not in {version}",
  "changes.since": "since {version}",
  "changes.until": "until {version}",

  // ---- Common ---------------------------------------------------------------------------
  "common.close": "Close",
  "common.open": "Open",
  "common.copy": "Copy",
  "common.copied": "Copied",
  "common.retry": "Try again",

  // ---- Panes with their own parts -------------------------------------------------------
  ...changes.en,
  ...session.en,
  ...diagram.en,
  ...share.en,
  ...target.en,
} as const satisfies Record<string, string>;

export type Key = keyof typeof en;
