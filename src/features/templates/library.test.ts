import { describe, expect, it } from "vitest";
import { RU_DESCRIPTIONS, RU_TITLES } from "../../i18n/templates.ts";
import { templatesFor } from "../../protocol/templates/index.ts";
import { PROTOCOL_VERSIONS } from "../../protocol/versions.ts";
import { libraryGroups, templateText } from "./library.ts";

const keysOf = (groups: ReturnType<typeof libraryGroups>) =>
  groups.flatMap((g) => g.entries.map((e) => e.key));

describe("libraryGroups", () => {
  it("lists every template, requests either side may send under both request groups", () => {
    const templates = templatesFor("2025-11-25");
    const groups = libraryGroups(templates, "", "en");
    expect(groups.map((g) => g.key)).toEqual([
      "client-requests",
      "server-requests",
      "notifications",
      "replies",
    ]);
    const ids = new Set(groups.flatMap((g) => g.entries.map((e) => e.template.id)));
    expect(ids.size).toBe(templates.length);
    const server = groups.find((g) => g.key === "server-requests")?.entries ?? [];
    expect(server.map((e) => e.template.method)).toEqual(
      expect.arrayContaining([
        "sampling/createMessage",
        "elicitation/create",
        "roots/list",
        "ping",
      ]),
    );
    const keys = keysOf(groups);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("filters by method, title and description, every word, any case", () => {
    const templates = templatesFor("2025-11-25");
    const byMethod = libraryGroups(templates, "tools/CALL", "en");
    expect(keysOf(byMethod)).toEqual([
      "client-requests/request:tools/call",
      "replies/reply:tools/call",
    ]);
    expect(keysOf(libraryGroups(templates, "ask user", "en"))).toContain(
      "server-requests/request:elicitation/create",
    );
    expect(keysOf(libraryGroups(templates, "long-running", "en"))).toEqual([
      "notifications/notification:notifications/progress",
    ]);
    expect(libraryGroups(templates, "no such thing", "en")).toEqual([]);
  });

  it("finds Russian titles, and English words in a Russian UI", () => {
    const templates = templatesFor("2025-11-25");
    expect(keysOf(libraryGroups(templates, "вызвать инструмент", "ru"))).toEqual([
      "client-requests/request:tools/call",
    ]);
    expect(keysOf(libraryGroups(templates, "call a tool", "ru"))).toContain(
      "client-requests/request:tools/call",
    );
  });

  it("has no server requests in 2026-07-28, and offers the input-required flow there", () => {
    const groups = libraryGroups(templatesFor("2026-07-28"), "", "en");
    expect(groups.map((g) => g.key)).not.toContain("server-requests");
    expect(keysOf(groups)).toContain("replies/reply:tools/call#input-required");
  });
});

describe("templateText", () => {
  it("has a Russian title and description for every template of every version", () => {
    for (const version of PROTOCOL_VERSIONS) {
      for (const t of templatesFor(version)) {
        expect(RU_TITLES[t.id], t.id).toBeTruthy();
        if (t.kind !== "reply" && !t.id.includes("#"))
          expect(RU_DESCRIPTIONS[t.method], t.method).toBeTruthy();
        const ru = templateText(t, "ru");
        expect(ru.description).not.toBe(t.description);
      }
    }
  });

  it("says who sends a reply back", () => {
    const reply = templatesFor("2025-11-25").find((t) => t.id === "reply:sampling/createMessage");
    expect(reply && templateText(reply, "ru").description).toBe(
      "Успешный ответ на sampling/createMessage: результат, который возвращает клиент.",
    );
    expect(reply && templateText(reply, "en").description).toBe(reply?.description);
  });
});
