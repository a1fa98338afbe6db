/**
 * The target's setup line: the setup folds into it once the target is connected, and the report
 * card and authorization open from it in a drawer. Tests that reach into the setup or a drawer
 * open it first, as a user would.
 */
import type { Locator } from "playwright-core";
import type { Playground } from "./playground.ts";

export function setupToggle(p: Playground): Locator {
  return p.page
    .getByRole("group", { name: "Target setup", exact: true })
    .getByRole("button", { name: "Target setup", exact: true });
}

/** Opens the target's setup when it is folded. */
export async function openSetup(p: Playground): Promise<void> {
  const toggle = setupToggle(p);
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

/** The drawer of the report card or of authorization, opened when it is not. */
export async function openDrawer(
  p: Playground,
  name: "Report card" | "Authorization",
): Promise<Locator> {
  const drawer = p.page.getByRole("dialog", { name, exact: true });
  if (!(await drawer.isVisible())) await p.page.getByRole("button", { name, exact: true }).click();
  await drawer.waitFor();
  return drawer;
}

/** The report card's region, in its drawer (opened). */
export async function reportCard(p: Playground): Promise<Locator> {
  const drawer = await openDrawer(p, "Report card");
  return drawer.getByRole("region", { name: "Report card", exact: true });
}

/** Closes the drawer of the report card or of authorization (it covers the diagram). */
export async function closeDrawer(
  p: Playground,
  name: "Report card" | "Authorization",
): Promise<void> {
  const drawer = p.page.getByRole("dialog", { name, exact: true });
  if (await drawer.isVisible())
    await drawer.getByRole("button", { name: "Close", exact: true }).click();
  await drawer.waitFor({ state: "hidden" });
}
