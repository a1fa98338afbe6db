/**
 * The library's model, free of React: templates in the UI language, grouped the way a learner
 * looks for them, and filtered by a search query.
 */
import { type Key, type Language, t as translate } from "../../i18n/index.ts";
import { RU_DESCRIPTIONS, RU_TITLES } from "../../i18n/templates.ts";
import type { MessageTemplate } from "../../protocol/templates/index.ts";

export type GroupKey = "client-requests" | "server-requests" | "notifications" | "replies";

export const GROUP_TITLES: Record<GroupKey, Key> = {
  "client-requests": "templates.clientRequests",
  "server-requests": "templates.serverRequests",
  notifications: "templates.notifications",
  replies: "templates.replies",
};

export interface Entry {
  /** Unique in the list (a request either side may send is listed in both request groups). */
  key: string;
  template: MessageTemplate;
  title: string;
  description: string;
}

export interface Group {
  key: GroupKey;
  entries: Entry[];
}

/** The template's title and description in `lang` (English when no translation exists). */
export function templateText(
  t: MessageTemplate,
  lang: Language,
): { title: string; description: string } {
  if (lang !== "ru") return { title: t.title, description: t.description };
  const title = RU_TITLES[t.id] ?? t.title;
  const variant = RU_DESCRIPTIONS[t.id];
  if (variant) return { title, description: variant };
  if (t.kind === "reply") {
    const side =
      t.direction === "server-to-client"
        ? "side.server"
        : t.direction === "client-to-server"
          ? "side.client"
          : "side.receiver";
    return {
      title,
      description: translate("templates.replyDescription", lang, {
        method: t.method,
        side: translate(side, lang),
      }),
    };
  }
  return { title, description: RU_DESCRIPTIONS[t.method] ?? t.description };
}

function groupsOf(t: MessageTemplate): GroupKey[] {
  if (t.kind === "reply") return ["replies"];
  if (t.kind === "notification") return ["notifications"];
  if (t.direction === "both") return ["client-requests", "server-requests"];
  return [t.direction === "server-to-client" ? "server-requests" : "client-requests"];
}

/** Does every word of the query appear in the method, title or description (either language)? */
function matches(
  t: MessageTemplate,
  local: { title: string; description: string },
  words: string[],
) {
  if (!words.length) return true;
  const hay =
    `${t.method} ${t.title} ${t.description} ${local.title} ${local.description}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

const ORDER: GroupKey[] = ["client-requests", "server-requests", "notifications", "replies"];

/** The non-empty groups of the templates that match `query`, in a fixed group order. */
export function libraryGroups(
  templates: readonly MessageTemplate[],
  query: string,
  lang: Language,
): Group[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<GroupKey, Entry[]>(ORDER.map((k) => [k, []]));
  for (const template of templates) {
    const text = templateText(template, lang);
    if (!matches(template, text, words)) continue;
    for (const g of groupsOf(template)) {
      groups.get(g)?.push({ key: `${g}/${template.id}`, template, ...text });
    }
  }
  return ORDER.map((key) => ({ key, entries: groups.get(key) ?? [] })).filter(
    (g) => g.entries.length > 0,
  );
}
