/**
 * Waits for `check`, polling, with a generous limit counted in polls: a busy machine is slower,
 * never red. One helper for the stdio transport's tests and the bridge's.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 1500; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error(`never happened: ${what}`);
}
