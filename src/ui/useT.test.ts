import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Language } from "../i18n/strings.ts";
import { useT } from "./useT.ts";

function Title({ lang }: { lang: Language }) {
  const T = useT(lang);
  return createElement(
    "p",
    { title: T.lang },
    T("findings.title"),
    " · ",
    T.n("findings.errors.n", 2),
  );
}

describe("useT", () => {
  it("binds the language for a component", () => {
    expect(renderToStaticMarkup(createElement(Title, { lang: "en" }))).toBe(
      '<p title="en">Findings · 2 errors</p>',
    );
    expect(renderToStaticMarkup(createElement(Title, { lang: "ru" }))).toBe(
      '<p title="ru">Замечания · 2 ошибки</p>',
    );
  });
});
