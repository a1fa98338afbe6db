/**
 * Page object of the playground: what a user (or a screen reader) can find and do. Controls are
 * found by role and accessible name only, so a test failing here means the page lost a name
 * that users rely on too.
 */
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import type { PageGlobals } from "./dom.ts";

export interface OpenOptions {
  /** The browser's language, which picks the UI language on a first visit. */
  locale?: string;
  /** Open in this context instead of a fresh one (to reload, or open a second tab). */
  context?: BrowserContext;
  /** Runs on the context before the page opens (to hold back a response, say). */
  beforeOpen?: (context: BrowserContext) => Promise<unknown>;
  /** The window's size in CSS pixels (1280×800 unless said). */
  viewport?: { width: number; height: number };
  /** A touch screen: a coarse pointer, touch events, a phone's user agent behaviour. */
  touch?: boolean;
  /** The system's colour scheme. */
  colorScheme?: "light" | "dark";
  /** Where to go, relative to the app's URL (a link's `#…`), instead of the app itself. */
  path?: string;
}

/** Everything the page asked the network for, including workers and failed requests. */
export type RequestLog = string[];

const EDITOR = "Message editor";

export class Playground {
  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    readonly requests: RequestLog,
    private readonly ownsContext: boolean,
  ) {}

  static async open(browser: Browser, url: string, options: OpenOptions = {}) {
    const context =
      options.context ??
      (await browser.newContext({
        locale: options.locale ?? "en-US",
        viewport: options.viewport ?? { width: 1280, height: 800 },
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
        ...(options.colorScheme ? { colorScheme: options.colorScheme } : {}),
      }));
    const requests: RequestLog = [];
    context.on("request", (request) => requests.push(request.url()));
    // Every violation of the page's Content-Security-Policy, kept for close() to report.
    if (!options.context) await context.addInitScript(recordCspViolations);
    await options.beforeOpen?.(context);
    const page = await context.newPage();
    // Generous: a busy machine makes the page slow, and slowness is not what these tests judge.
    page.setDefaultTimeout(90_000);
    page.on("websocket", (ws) => requests.push(ws.url()));
    await page.goto(options.path === undefined ? url : new URL(options.path, url).href);
    return new Playground(context, page, requests, options.context === undefined);
  }

  /** Another page of this context (a popup) as a page object; closing it leaves the context. */
  adopt(page: Page): Playground {
    return new Playground(this.context, page, this.requests, false);
  }

  /** Fails a test whose pages broke the Content-Security-Policy, then closes. */
  async close() {
    const violations = await this.cspViolations();
    if (this.ownsContext) await this.context.close();
    else await this.page.close();
    if (violations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${violations.join("\n")}`);
    }
  }

  /** What the page's policy refused so far, in every page of this context that is still open. */
  async cspViolations(): Promise<string[]> {
    const all: string[] = [];
    for (const page of this.context.pages()) {
      if (page.isClosed()) continue;
      const seen = await page
        .evaluate(() => (globalThis as unknown as CspGlobals).__cspViolations ?? [])
        .catch(() => [] as string[]);
      all.push(...seen);
    }
    return all;
  }

  /** Requests whose origin is not `origin` (data: URLs are not requests and are left out). */
  foreignRequests(origin: string): string[] {
    return this.requests.filter(
      (url) => !url.startsWith("data:") && new URL(url).origin !== origin,
    );
  }

  // --- The editor ---------------------------------------------------------------------------

  /** The message editor: the plain text area at first, Monaco once it has loaded. */
  editor(): Locator {
    return this.page.getByRole("textbox", { name: EDITOR, exact: true });
  }

  /** Monaco's own text box, not the plain fallback (its role description is translated). */
  monaco(): Locator {
    return this.editor().and(this.page.locator(".monaco-editor textarea"));
  }

  /** Waits until Monaco has replaced the plain text area and is the only message editor. */
  async waitForEditorReady(timeout = 90_000) {
    await this.monaco().waitFor({ state: "attached", timeout });
    const deadline = Date.now() + timeout;
    while ((await this.editor().count()) !== 1) {
      if (Date.now() > deadline) throw new Error(`more than one "${EDITOR}" text box remains`);
      await this.page.waitForTimeout(50);
    }
  }

  async focusEditor() {
    await this.editor().focus();
  }

  /** Replaces the whole text as a user would: select all, then type (one input event). */
  async setText(text: string) {
    await this.focusEditor();
    await this.page.keyboard.press("ControlOrMeta+A");
    if (text === "") await this.page.keyboard.press("Delete");
    else await this.page.keyboard.insertText(text);
  }

  /** Types character by character (auto-closing brackets and quotes of the editor apply). */
  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  /**
   * Pastes `text` into the focused editor through a paste event carrying it, the way a real
   * paste reaches the page (the shared system clipboard is never touched: tests run in parallel).
   * `make` builds the text inside the page, so megabytes never cross the test connection.
   */
  async paste(make: string | ((n: number) => string), n = 0) {
    await this.focusEditor();
    await this.page.keyboard.press("ControlOrMeta+A");
    const source = typeof make === "string" ? `() => ${JSON.stringify(make)}` : make.toString();
    const handled = await this.page.evaluate(
      ([source, n]) => {
        const w = globalThis as unknown as PageGlobals;
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text builder, sent as source
        const factory = new Function(`return (${source})`) as () => (n: number) => string;
        const build = factory();
        const data = new w.DataTransfer();
        data.setData("text/plain", build(n));
        const event = new w.ClipboardEvent("paste", {
          clipboardData: data,
          bubbles: true,
          cancelable: true,
        });
        // An editor that handles paste itself cancels the event (Monaco does).
        return w.document.activeElement?.dispatchEvent(event) === false;
      },
      [source, n] as const,
    );
    if (!handled) {
      // A plain text area only inserts trusted pastes: type the text in one input event instead.
      const text = await this.page.evaluate(
        ([source, n]) => {
          // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the text builder, sent as source
          const factory = new Function(`return (${source})`) as () => (n: number) => string;
          return factory()(n);
        },
        [source, n] as const,
      );
      await this.page.keyboard.insertText(text);
    }
  }

  /**
   * The whole editor text, read the way a user gets it out: select all and copy. The copy event
   * is the page's own, so the shared system clipboard is left alone.
   */
  async text(): Promise<string> {
    const copied = await this.copyAll(false);
    return typeof copied === "string" ? copied : await this.editor().inputValue();
  }

  /** The length of the editor text (megabytes stay in the page). */
  async textLength(): Promise<number> {
    const copied = await this.copyAll(true);
    return typeof copied === "number" ? copied : (await this.editor().inputValue()).length;
  }

  /** Selects all and copies; null when the editor does not fill copy events (a text area). */
  private async copyAll(lengthOnly: boolean): Promise<string | number | null> {
    await this.focusEditor();
    await this.page.keyboard.press("ControlOrMeta+A");
    return this.page.evaluate((lengthOnly) => {
      const w = globalThis as unknown as PageGlobals;
      const data = new w.DataTransfer();
      const event = new w.ClipboardEvent("copy", {
        clipboardData: data,
        bubbles: true,
        cancelable: true,
      });
      const target = w.document.activeElement;
      if (!target || target.dispatchEvent(event)) return null; // nobody filled the copy
      const text = data.getData("text/plain");
      return lengthOnly ? text.length : text;
    }, lengthOnly);
  }

  async undo() {
    await this.focusEditor();
    await this.page.keyboard.press("ControlOrMeta+Z");
  }

  // --- Monaco's completion ------------------------------------------------------------------

  /** Monaco's suggest widget. */
  suggestions(): Locator {
    return this.page.getByRole("listbox", { name: "Suggest" });
  }

  /** The labels of the completion items shown now (waits for the suggest widget). */
  async completionItems(timeout = 90_000): Promise<string[]> {
    const options = this.suggestions().getByRole("option");
    await options.first().waitFor({ state: "visible", timeout });
    return options.evaluateAll((els) =>
      els.map((el) => (el as unknown as { ariaLabel: string | null }).ariaLabel ?? ""),
    );
  }

  // --- Header -------------------------------------------------------------------------------

  versionPicker(): Locator {
    return this.page.getByRole("combobox", { name: "Protocol version", exact: true });
  }

  async chooseVersion(version: string) {
    await this.versionPicker().selectOption(version);
  }

  /** The kind badge (role status, name "Message kind"). */
  kindBadge(): Locator {
    return this.page.getByRole("status", { name: "Message kind", exact: true });
  }

  async switchLanguage(language: "en" | "ru") {
    const select = this.page.getByRole("combobox", { name: /^(Language|Язык)$/ });
    if ((await select.count()) > 0) {
      await select.selectOption(language);
      return;
    }
    // A tablet or a phone: the language is in the header's menu.
    const more = this.page.getByRole("button", { name: "More", exact: true });
    if ((await more.count()) > 0) {
      if ((await more.getAttribute("aria-expanded")) !== "true") await more.click();
      const item = this.page
        .getByRole("menu", { name: "More", exact: true })
        .getByRole("menuitemradio", { name: language === "ru" ? "Русский" : "English" });
      await item.click();
      await this.page.keyboard.press("Escape");
      return;
    }
    // A switch made of buttons or radios: one per language, named by the language itself.
    const name = language === "ru" ? /^(Русский|RU|ru)$/ : /^(English|EN|en)$/;
    const radio = this.page.getByRole("radio", { name });
    if ((await radio.count()) > 0) await radio.check();
    else await this.page.getByRole("button", { name }).click();
  }

  // --- Findings -----------------------------------------------------------------------------

  /** The findings list (its accessible name stays English in every UI language). */
  findingsList(): Locator {
    return this.page.getByRole("list", { name: "Findings", exact: true });
  }

  /** The region around the findings list: the verdict and explanations outside the list. */
  findingsPanel(): Locator {
    return this.page.getByRole("region").filter({ has: this.findingsList() });
  }

  /** Findings of severity error (each finding starts by saying its severity). */
  errorFindings(): Locator {
    return this.findings().filter({ hasText: /^\s*(Error|Ошибка)/ });
  }

  /** The panel's sentence for a valid message ("Valid request: …"). */
  validVerdict(): Locator {
    return this.findingsPanel().getByText(/^(Valid|Корректн)/);
  }

  /** The items of the findings list. */
  findings(): Locator {
    return this.findingsList().getByRole("listitem");
  }

  async findingTexts(): Promise<string[]> {
    return this.findings().allInnerTexts();
  }

  /** Findings that come with a fix. */
  fixableFindings(): Locator {
    return this.findings().filter({
      has: this.page.getByRole("button", { name: "Apply fix", exact: true }),
    });
  }

  fixButtons(): Locator {
    return this.findingsList().getByRole("button", { name: "Apply fix", exact: true });
  }

  async applyFirstFix() {
    await this.fixButtons().first().click();
  }

  /** Whether `target` has the keyboard focus. */
  async isFocused(target: Locator): Promise<boolean> {
    if ((await target.count()) === 0) return false;
    return target.first().evaluate((el) => {
      const w = globalThis as unknown as PageGlobals;
      return w.document.activeElement === (el as unknown);
    });
  }

  /**
   * Presses Tab until `target` has the focus, as a keyboard-only user would; false if it is
   * never reached. Tab inside Monaco indents, so there it uses Monaco's documented way out
   * (Ctrl+M, "Tab moves focus"), undoing an indent that a Tab typed instead.
   */
  async tabTo(target: Locator, maxPresses = 60): Promise<boolean> {
    for (let i = 0; i < maxPresses; i++) {
      if (await this.isFocused(this.editor())) {
        await this.page.keyboard.press("Tab");
        if (await this.isFocused(this.editor())) {
          // Still inside: the Tab indented the text. Undo that, switch Tab to moving focus.
          await this.page.keyboard.press("ControlOrMeta+Z");
          await this.page.keyboard.press("Control+M");
          await this.page.keyboard.press("Tab");
        }
      } else {
        await this.page.keyboard.press("Tab");
      }
      if (await this.isFocused(target)) return true;
    }
    return false;
  }

  /** The current document title. */
  title(): Promise<string> {
    return this.page.title();
  }

  /** Resolves once the page's main thread has run a task: proof it is not frozen. */
  async roundTrip(): Promise<boolean> {
    return this.page.evaluate(() => true);
  }

  /**
   * Whether the page's main thread runs a task within `ms`: a generous bound, met in a blink
   * by a page that works and never by a frozen one.
   */
  async responsive(ms = 60_000): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    try {
      return await Promise.race([this.roundTrip(), late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

interface CspGlobals {
  __cspViolations?: string[];
  document: {
    addEventListener(
      type: "securitypolicyviolation",
      listener: (event: { violatedDirective: string; blockedURI: string; sample: string }) => void,
    ): void;
  };
}

/** Runs in the page before its own scripts (an init script: no closure, no imports). */
function recordCspViolations() {
  const scope = globalThis as unknown as CspGlobals;
  scope.__cspViolations = [];
  scope.document.addEventListener("securitypolicyviolation", (event) => {
    scope.__cspViolations?.push(
      `${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim(),
    );
  });
}
