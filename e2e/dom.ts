/**
 * The few DOM shapes the page-side callbacks of the tests use. The e2e files are type-checked
 * with the Node project (no DOM lib, so Node code cannot use browser globals by mistake); the
 * callbacks passed to `page.evaluate` reach the page's globals through these types instead.
 */
export interface PageDataTransfer {
  getData(format: string): string;
  setData(format: string, data: string): void;
}

export interface PageElement {
  dispatchEvent(event: unknown): boolean;
  readonly tagName: string;
}

/** An element as the exchange tests read it (attributes, descendants, computed stroke). */
export interface PageNode {
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageNode | null;
}

export interface PageGlobals {
  getComputedStyle(node: PageNode): { stroke: string };
  DataTransfer: new () => PageDataTransfer;
  ClipboardEvent: new (
    type: "copy" | "paste",
    init: { clipboardData: PageDataTransfer; bubbles: boolean; cancelable: boolean },
  ) => unknown;
  document: { readonly activeElement: PageElement | null; readonly title: string };
  navigator: { clipboard: { readText(): Promise<string> } };
  localStorage: Record<string, string>;
  requestAnimationFrame(callback: () => void): number;
}
