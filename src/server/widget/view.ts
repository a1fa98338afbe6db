/**
 * The gift ideas widget's view, shared by both flavours (`apps.ts`: the MCP Apps `App`;
 * `openai.ts`: the Apps SDK's `window.openai`). It knows nothing of the host: the flavour gives
 * it a way to call a tool and to say its height. Server text is set as text, never as HTML.
 */

/** What a flavour offers the view. */
export interface WidgetHost {
  callTool(name: string, args: Record<string, unknown>): Promise<unknown>;
  /** The content's height in CSS pixels, after every render. */
  resized(height: number): void;
  locale(): string | undefined;
}

interface Idea {
  name: string;
  price: number;
  category: string;
}

const TEXT = {
  en: {
    title: "Gift ideas",
    none: "No ideas yet.",
    more: "More ideas",
    save: "Save list",
    asking: "Asking the server…",
    saved: "The server says:",
    failed: "The call failed:",
  },
  ru: {
    title: "Идеи подарков",
    none: "Идей пока нет.",
    more: "Ещё идеи",
    save: "Сохранить список",
    asking: "Спрашиваю сервер…",
    saved: "Ответ сервера:",
    failed: "Вызов не удался:",
  },
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The ideas of a `suggest_gifts` result (its `structuredContent`), ignoring anything odd. */
export function ideasOf(result: unknown): Idea[] {
  const structured = isRecord(result) ? result.structuredContent : undefined;
  const gifts = isRecord(structured) ? structured.gifts : undefined;
  if (!Array.isArray(gifts)) return [];
  return gifts.flatMap((g): Idea[] =>
    isRecord(g) && typeof g.name === "string"
      ? [
          {
            name: g.name,
            price: typeof g.price === "number" ? g.price : NaN,
            category: typeof g.category === "string" ? g.category : "",
          },
        ]
      : [],
  );
}

/** The text of a tool result's text blocks. */
function textOf(result: unknown): string {
  const content = isRecord(result) ? result.content : undefined;
  if (!Array.isArray(content)) return "";
  return content.map((c) => (isRecord(c) && typeof c.text === "string" ? c.text : "")).join(" ");
}

/** The arguments of the next "More ideas": the same occasion, a budget a little higher. */
export function nextArgs(args: Record<string, unknown>): Record<string, unknown> {
  const budget = typeof args.budget === "number" && args.budget > 0 ? args.budget : 50;
  const occasion = typeof args.occasion === "string" ? args.occasion : "birthday";
  return { ...args, occasion, budget: Math.round(budget * 1.5) };
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  return node;
}

export interface GiftView {
  /** The arguments the tool was called with (tool input). */
  input(args: Record<string, unknown>): void;
  /** A tool result to show. */
  result(result: unknown): void;
}

export function mountView(host: WidgetHost): GiftView {
  const t = () => (host.locale()?.toLowerCase().startsWith("ru") ? TEXT.ru : TEXT.en);
  let args: Record<string, unknown> = {};
  let ideas: Idea[] = [];
  let status = "";

  const root = el("main");
  document.body.append(root);

  const render = () => {
    const text = t();
    const list = el("ul");
    for (const idea of ideas) {
      const price = Number.isFinite(idea.price) ? ` — $${idea.price}` : "";
      list.append(el("li", `${idea.name}${price}${idea.category ? ` (${idea.category})` : ""}`));
    }
    const more = el("button", text.more);
    more.type = "button";
    more.onclick = () => void call("suggest_gifts", nextArgs(args), true);
    const save = el("button", text.save);
    save.type = "button";
    save.disabled = ideas.length === 0;
    save.onclick = () => void call("save_gift_list", { gifts: ideas.map((i) => i.name) }, false);
    const bar = el("p");
    bar.append(more, " ", save);
    const note = el("p", status);
    note.setAttribute("role", "status");
    root.replaceChildren(el("h1", text.title), ideas.length ? list : el("p", text.none), bar, note);
    host.resized(Math.ceil(document.documentElement.scrollHeight));
  };

  const call = async (name: string, callArgs: Record<string, unknown>, shows: boolean) => {
    status = t().asking;
    render();
    try {
      const result = await host.callTool(name, callArgs);
      if (shows) {
        args = callArgs;
        ideas = ideasOf(result);
        status = "";
      } else {
        status = `${t().saved} ${textOf(result)}`;
      }
    } catch (error) {
      status = `${t().failed} ${error instanceof Error ? error.message : String(error)}`;
    }
    render();
  };

  render();
  return {
    input(next) {
      args = next;
    },
    result(result) {
      ideas = ideasOf(result);
      render();
    },
  };
}
