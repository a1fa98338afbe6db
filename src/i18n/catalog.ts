/**
 * The English and Russian UI catalogs, merged from the areas in `areas/`. Each area holds its
 * English (`en`, the source of its keys) and Russian (`ru`, typed by those keys, so a missing
 * key is a type error) side by side. `{name}` marks an argument of `t()`; keys ending in `.n`
 * hold plural forms separated by `|` for `tn()` (English one|other, Russian one|few|many).
 * An area's `names` are its keys whose English text is a control's accessible name in every
 * language (see `accessibleName` in `strings.ts`).
 */
import * as apps from "./areas/apps.ts";
import * as auth from "./areas/auth.ts";
import * as changes from "./areas/changes.ts";
import * as diagram from "./areas/diagram.ts";
import * as editor from "./areas/editor.ts";
import * as files from "./areas/files.ts";
import * as layout from "./areas/layout.ts";
import * as findings from "./areas/findings.ts";
import * as learn from "./areas/learn.ts";
import * as lessonMode from "./areas/lessonMode.ts";
import * as page from "./areas/page.ts";
import * as probe from "./areas/probe.ts";
import * as server from "./areas/server.ts";
import * as session from "./areas/session.ts";
import * as setup from "./areas/setup.ts";
import * as share from "./areas/share.ts";
import * as target from "./areas/target.ts";
import * as stdio from "./areas/stdio.ts";
import * as templates from "./areas/templates.ts";

/** Every area, for the test that no key is defined by two areas (a spread would hide it). */
export const AREAS = [
  page,
  editor,
  findings,
  templates,
  changes,
  session,
  server,
  diagram,
  share,
  files,
  target,
  stdio,
  apps,
  learn,
  lessonMode,
  layout,
  auth,
  probe,
  setup,
];

export const en = {
  ...page.en,
  ...editor.en,
  ...findings.en,
  ...templates.en,
  ...changes.en,
  ...session.en,
  ...server.en,
  ...diagram.en,
  ...share.en,
  ...files.en,
  ...target.en,
  ...stdio.en,
  ...apps.en,
  ...learn.en,
  ...lessonMode.en,
  ...layout.en,
  ...auth.en,
  ...probe.en,
  ...setup.en,
} as const satisfies Record<string, string>;

export type Key = keyof typeof en;

export const ru: Record<Key, string> = {
  ...page.ru,
  ...editor.ru,
  ...findings.ru,
  ...templates.ru,
  ...changes.ru,
  ...session.ru,
  ...server.ru,
  ...diagram.ru,
  ...share.ru,
  ...files.ru,
  ...target.ru,
  ...stdio.ru,
  ...apps.ru,
  ...learn.ru,
  ...lessonMode.ru,
  ...layout.ru,
  ...auth.ru,
  ...probe.ru,
  ...setup.ru,
};

/** Every key whose English text is a stable accessible name, area by area. */
export const ACCESSIBLE_KEYS = [
  ...page.names,
  ...editor.names,
  ...findings.names,
  ...templates.names,
  ...changes.names,
  ...session.names,
  ...server.names,
  ...diagram.names,
  ...share.names,
  ...files.names,
  ...target.names,
  ...stdio.names,
  ...apps.names,
  ...learn.names,
  ...layout.names,
  ...auth.names,
  ...probe.names,
  ...setup.names,
] as const satisfies readonly Key[];

export type AccessibleKey = (typeof ACCESSIBLE_KEYS)[number];
