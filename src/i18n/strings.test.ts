import { describe, expect, it } from "vitest";
import { AREAS } from "./catalog.ts";
import {
  ACCESSIBLE_KEYS,
  CATALOGS,
  type Key,
  LANGUAGES,
  accessibleName,
  format,
  kindLabel,
  t,
  tn,
} from "./strings.ts";

const keys = Object.keys(CATALOGS.en) as Key[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("UI catalogs", () => {
  it("give every key a non-empty text in every language", () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(CATALOGS[lang]).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(CATALOGS[lang][key].trim(), `${lang} ${key}`).not.toBe("");
    }
  });

  it("define each key in one area only", () => {
    const defined = AREAS.flatMap((area) => Object.keys(area.en));
    expect(defined.length).toBe(new Set(defined).size);
    expect(defined.sort()).toEqual([...keys].sort());
  });

  it("use the same arguments in both languages", () => {
    for (const key of keys) {
      const enArgs = [...new Set(placeholders(CATALOGS.en[key]))];
      expect([...new Set(placeholders(CATALOGS.ru[key]))], key).toEqual(enArgs);
    }
  });

  it("give plural entries two English and three Russian forms", () => {
    for (const key of keys.filter((k) => k.endsWith(".n"))) {
      expect(CATALOGS.en[key].split("|"), key).toHaveLength(2);
      expect(CATALOGS.ru[key].split("|"), key).toHaveLength(3);
    }
  });

  it("translate visible texts into Russian, the title excepted", () => {
    // Texts without a letter (a dash for "nothing") are the same in every language.
    const same = keys.filter(
      (k) => CATALOGS.en[k] === CATALOGS.ru[k] && /\p{L}/u.test(CATALOGS.en[k]),
    );
    expect(same).toEqual(["app.title"]);
    expect(t("app.title", "ru")).toBe("MCP Playground");
  });
});

describe("t and tn", () => {
  it("fill arguments and leave unknown ones visible", () => {
    expect(t("findings.position", "ru", { line: 3, column: 7 })).toBe("Строка 3, столбец 7");
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(format("{constructor}", {})).toBe("{constructor}");
  });

  it("choose the plural form", () => {
    expect(tn("findings.errors.n", 1, "en")).toBe("1 error");
    expect(tn("findings.errors.n", 2, "en")).toBe("2 errors");
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => tn("findings.errors.n", n, "ru"))).toEqual([
      "1 ошибка",
      "2 ошибки",
      "5 ошибок",
      "11 ошибок",
      "21 ошибка",
      "22 ошибки",
      "25 ошибок",
    ]);
  });

  it("name message kinds", () => {
    expect(kindLabel("reply", "error", "en")).toBe("Reply (error)");
    expect(kindLabel("reply", "success", "ru")).toBe("Ответ (успех)");
    expect(kindLabel("invalid", undefined, "ru")).toBe("Не JSON-RPC");
  });
});

describe("accessible names", () => {
  it("stay English whatever the language", () => {
    expect(ACCESSIBLE_KEYS.map((key) => accessibleName(key))).toEqual([
      "Language",
      "Theme",
      "More",
      "Notices",
      "Protocol version",
      "Reload to update",
      "Message editor",
      "Format",
      "Message kind",
      "Findings",
      "Apply fix",
      "Templates",
      "Search templates",
      "Session",
      "Send",
      "Send an invalid message?",
      "Send anyway",
      "Cancel",
      "New session",
      "Initialize",
      "Filter by kind",
      "Filter by method",
      "Search session",
      "Answer in editor",
      "Message",
      "Message text",
      "Message findings",
      "Reply to #{seq}",
      "Answered by #{seq}",
      "Edit as new",
      "Server controls",
      "Server status",
      "Added latency",
      "Strict lifecycle",
      "Second tool (suggest_gift_cards)",
      "Change catalog",
      "Crash server",
      "Server settings",
      "Sequence diagram",
      "Export Mermaid",
      "Export SVG",
      "Export PNG",
      "Copy link",
      "Include the session",
      "Share link",
      "Link",
      "Copy the message only",
      "Close",
      "Copy as curl",
      "Show secrets",
      "curl command",
      "Dismiss",
      "Open the shared link?",
      "Open the link",
      "Keep my work",
      "Export",
      "Session (JSON Lines)",
      "Report with findings (JSON)",
      "Diagram (Mermaid)",
      "Files",
      "Import",
      "Import file",
      "Saved sessions",
      "Save session",
      "Session name",
      "Open",
      "Rename",
      "Delete",
      "Delete all",
      "Replay",
      "Replay",
      "Start replay",
      "Stop",
      "Put the recorded session back",
      "Replay results",
      "Target",
      "Server URL",
      "Headers",
      "Remember headers on this device",
      "Transport",
      "Timeout (s)",
      "Connect",
      "Connection",
      "Use the dev proxy",
      "Connection problems",
      "Cancel",
      "Request headers",
      "Response headers",
      "Server",
      "Command",
      "Arguments (one per line)",
      "Working folder",
      "Environment",
      "Variable name",
      "Variable value",
      "Add variable",
      "Remove variable",
      "Start",
      "Stop",
      "Restart",
      "Process",
      "Start this program?",
      "Start it",
      "Cancel",
      "Server log (stderr)",
      "Export .txt",
      "Clear",
      "One line per message over stdio",
      "Send minified",
      "Cancel",
      "Protocol era",
      "Open widget",
      "Widget",
      "Widget frame",
      "Close widget",
      "Widget API",
      "Check widget",
      "Widget check",
      "Allow",
      "Refuse",
      "Widget lane",
      "Open the widget of reply #{seq}",
      "with a widget",
      "Show alone",
      "Authorization",
      "Authorization status",
      "Authorize",
      "Continue",
      "Run to the end",
      "Cancel authorization",
      "Refresh token",
      "Forget tokens",
      "Step by step",
      "Remember tokens on this device",
      "Client registration",
      "Client ID",
      "Client secret",
      "Next request",
      "Report card",
      "Check this server",
      "Tools to call",
      "Select none",
      "Arguments: {tool}",
      "Show message",
      "Export card (JSON)",
      "Export card (JUnit)",
      "Checks",
      "Copy card link",
      "Card link",
      "Target setup",
      "Target setup",
      "Report card",
      "Authorization",
      "Close",
    ]);
  });

  it("fill their arguments like t", () => {
    expect(accessibleName("detail.replyTo", { seq: 3 })).toBe("Reply to #3");
  });
});
