/**
 * The in-page side of the UI benchmark, installed before any script of the page runs. It records
 * `performance.now()` (milliseconds since the navigation started) the moment each watched thing
 * appears, from a MutationObserver and input events, so the figures do not include the time the
 * test driver takes to notice.
 */

/** What the probe can watch for; each mark is recorded once, the first time it holds. */
export type MarkName =
  | "editor" // an element named "Message editor" exists (the plain text area at first)
  | "monaco" // Monaco's text box named "Message editor" exists
  | "typedEditor" // the first marker typed shows in the plain text area
  | "typedMonaco" // the second marker typed shows in Monaco's rendered lines
  | "connect" // the Inspector's "Connect" button shows
  | "floor"; // the floor page's root rendered

export interface ProbeApi {
  marks: Partial<Record<MarkName, number>>;
  /** Starts a validation-latency measurement: resolves with ms from the next keydown until the
   *  findings panel's content differs from what it is now. */
  nextPanelChange(): Promise<number>;
  /** The findings panel's current content (what a change is measured against). */
  panel(): string;
}

export const MARKERS = { editor: "§", monaco: "¤" } as const;

interface El {
  textContent: string | null;
  value?: string;
  children: { length: number };
  parentElement: El | null;
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
}

interface Win {
  __uiBench?: ProbeApi;
  performance: { now(): number };
  document: El & { documentElement: El | null };
  MutationObserver: new (cb: () => void) => {
    observe(target: unknown, options: Record<string, unknown>): void;
  };
  addEventListener(
    type: string,
    listener: (event: { target: unknown; timeStamp: number }) => void,
    capture?: boolean,
  ): void;
}

/**
 * Runs in the page (serialized by playwright): no imports, no closures over module scope, and no
 * functions bound to names (tsx would wrap those in a `__name` helper the page does not have).
 */
export function installProbe(markers: { editor: string; monaco: string }): void {
  const w = globalThis as unknown as Win;
  const d = w.document;
  const marks: Partial<Record<MarkName, number>> = {};
  const EDITOR = '[aria-label="Message editor"]';
  const MONACO = '[aria-label="Message editor"][aria-roledescription="editor"]';
  const tests: [MarkName, () => boolean][] = [
    ["editor", () => d.querySelector(EDITOR) !== null],
    ["monaco", () => d.querySelector(MONACO) !== null],
    [
      "typedMonaco",
      () =>
        (d.querySelector(".monaco-editor .view-lines")?.textContent ?? "").includes(markers.monaco),
    ],
    [
      "connect",
      () =>
        Array.from(d.querySelectorAll("button")).some((b) => b.textContent?.trim() === "Connect"),
    ],
    ["floor", () => (d.querySelector("#root")?.children.length ?? 0) > 0],
  ];
  const state: { waiting?: { from: string; keydown?: number; resolve(ms: number): void } } = {};
  const api = {
    marks,
    panel(): string {
      return d.querySelector('ul[aria-label="Findings"]')?.parentElement?.textContent ?? "";
    },
    check(): void {
      const now = w.performance.now();
      for (const [name, holds] of tests)
        if (marks[name] === undefined && holds()) marks[name] = now;
      const waiting = state.waiting;
      if (waiting?.keydown !== undefined && api.panel() !== waiting.from) {
        waiting.resolve(now - waiting.keydown);
        state.waiting = undefined;
      }
    },
    nextPanelChange(): Promise<number> {
      return new Promise<number>((resolve) => {
        state.waiting = { from: api.panel(), resolve };
      });
    },
  };
  new w.MutationObserver(() => api.check()).observe(d, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["aria-label", "aria-roledescription"],
  });
  w.addEventListener(
    "input",
    (event) => {
      const value = (event.target as El).value;
      if (marks.typedEditor === undefined && value?.includes(markers.editor)) {
        marks.typedEditor = w.performance.now();
      }
    },
    true,
  );
  w.addEventListener(
    "keydown",
    (event) => {
      // The event's own time stamp: when the browser got the key, before any handler ran.
      if (state.waiting && state.waiting.keydown === undefined) {
        state.waiting.keydown = event.timeStamp;
      }
    },
    true,
  );
  w.__uiBench = api;
}
