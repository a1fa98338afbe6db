/** The widget's frames as the host shows them: the sandbox page's frame, the widget's inside it. */
import type { Frame, FrameLocator, Page } from "playwright-core";
import { expect } from "vitest";

/** The widget's own document: inside the sandbox page's frame, inside the widget frame. */
export const widgetFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Widget frame"]').frameLocator("iframe");

/** The same document as a Frame, to run script in it as the widget would. */
export async function widgetDocument(page: Page): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(() => {
      found = page
        .frames()
        .find(
          (f) => f.parentFrame() !== null && f.parentFrame()?.parentFrame() === page.mainFrame(),
        );
      return found !== undefined;
    })
    .toBe(true);
  return found as Frame;
}
