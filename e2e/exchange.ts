/**
 * Page object of the exchange: sending, the session list, the server controls and the sequence
 * diagram, found by role and accessible name like a user or a screen reader finds them.
 */
import type { Locator, Page } from "playwright-core";
import type { PageGlobals, PageNode } from "./dom.ts";
import type { Playground } from "./playground.ts";

export class Exchange {
  readonly page: Page;

  constructor(readonly playground: Playground) {
    this.page = playground.page;
  }

  button(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** Writes `text` into the editor and presses Send. */
  async send(text: string) {
    await this.playground.setText(text);
    await this.button("Send").click();
  }

  /** Sends a text the checker finds errors in: Send asks first, "Send anyway" confirms. */
  async sendAnyway(text: string) {
    await this.send(text);
    await this.page.getByRole("dialog", { name: "Send an invalid message?" }).waitFor();
    await this.button("Send anyway").click();
  }

  /** The session list (a listbox named "Session"). */
  session(): Locator {
    return this.page.getByRole("listbox", { name: "Session", exact: true });
  }

  sessionRows(): Locator {
    return this.session().getByRole("option");
  }

  serverStatus(): Locator {
    return this.page.getByRole("status", { name: "Server status", exact: true });
  }

  /** The diagram: an image named "Sequence diagram". */
  diagram(): Locator {
    return this.page.getByRole("img", { name: "Sequence diagram", exact: true });
  }

  /** Arrows whose accessible label starts with `label` ("request tools/call id 7"). */
  arrows(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // "request tools/call id 3" matches neither "… id 30" nor "…/call_x"; a label without an
    // id matches any id ("request elicitation/create" matches "… id 0").
    return this.diagram().getByRole("button", { name: new RegExp(`^${escaped}(?=,| id |$)`) });
  }

  /** Bands across the lifelines (server crashed, restarted). */
  bands(label: RegExp): Locator {
    return this.diagram().getByRole("note", { name: label });
  }

  /** The accessible labels of the arrows drawn now (the visible window of the diagram). */
  async arrowLabels(): Promise<string[]> {
    return this.diagram()
      .getByRole("button")
      .evaluateAll((els) =>
        els.map((el) => (el as unknown as PageNode).getAttribute("aria-label") ?? ""),
      );
  }

  /**
   * The accessible labels of every arrow of the session, in order: the diagram draws only the
   * rows near its viewport, so this scrolls it from the top to the bottom, one viewport at a
   * time, and reads each window (then leaves it at the bottom, following again).
   */
  async allArrowLabels(): Promise<string[]> {
    const scroller = this.diagram().locator("xpath=..");
    const bySeq = new Map<number, string>();
    const read = async () => {
      const drawn = await this.diagram()
        .locator("[data-seq]")
        .evaluateAll((els) =>
          els.map((el) => {
            const node = el as unknown as PageNode;
            return [Number(node.getAttribute("data-seq")), node.getAttribute("aria-label") ?? ""];
          }),
        );
      for (const [seq, label] of drawn as [number, string][]) bySeq.set(seq, label);
    };
    let top = 0;
    for (;;) {
      const at = await scroller.evaluate((el, to) => {
        const s = el as unknown as {
          scrollTop: number;
          clientHeight: number;
          scrollHeight: number;
        };
        s.scrollTop = to;
        return { top: s.scrollTop, height: s.clientHeight, full: s.scrollHeight };
      }, top);
      // The window is drawn in the scroll event's frame; wait for that frame before reading.
      await this.page.evaluate(
        () =>
          new Promise<void>((done) =>
            (globalThis as unknown as PageGlobals).requestAnimationFrame(() => done()),
          ),
      );
      await read();
      if (at.top + at.height >= at.full - 1) break;
      top = at.top + Math.max(1, at.height - 40);
    }
    return [...bySeq.entries()].sort(([a], [b]) => a - b).map(([, label]) => label);
  }

  /**
   * What the diagram held when a wait failed: whether it offered "Latest" (not following, newer rows below),
   * its scroll position, the arrows drawn, and the last arrows of the whole session (read by
   * scrolling). A failed test prints it, so a missing arrow says whether it was never logged
   * or only not drawn.
   */
  async diagnosis(): Promise<string> {
    const scroller = this.diagram().locator("xpath=..");
    const geometry = await scroller
      .evaluate((el) => {
        const s = el as unknown as {
          scrollTop: number;
          clientHeight: number;
          scrollHeight: number;
        };
        return `scrollTop ${s.scrollTop}, clientHeight ${s.clientHeight}, scrollHeight ${s.scrollHeight}`;
      })
      .catch((error: unknown) => String(error));
    const latest = await this.page
      .getByRole("button", { name: /latest/i })
      .count()
      .catch(() => -1);
    const drawn = await this.arrowLabels().catch(() => []);
    const all = await this.allArrowLabels().catch(() => []);
    return [
      `diagram: ${latest > 0 ? "not following (a Latest button shows)" : "following or at the bottom"}; ${geometry}`,
      `drawn (${drawn.length}), last 6: ${JSON.stringify(drawn.slice(-6))}`,
      `whole session (${all.length}), last 12: ${JSON.stringify(all.slice(-12))}`,
    ].join("\n");
  }

  /** The colour the arrow's line is drawn with (its first stroked shape). */
  async arrowColour(arrow: Locator): Promise<string> {
    return arrow.evaluate((g) => {
      const w = globalThis as unknown as PageGlobals;
      const shape = (g as unknown as PageNode).querySelector("line, path, polyline");
      return shape ? w.getComputedStyle(shape).stroke : "";
    });
  }

  /** Waits until the editor holds the text put there by "Answer in editor" or "Edit as new". */
  async editorJson(): Promise<Record<string, unknown>> {
    return JSON.parse(await this.playground.text()) as Record<string, unknown>;
  }
}
