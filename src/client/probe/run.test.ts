/** The page's run, here in Node: the gift server in-process behind its HTTP handler. */
import { describe, expect, it } from "vitest";
import { DEFAULT_CONTROLS } from "../../server/controls.ts";
import { runPageProbe } from "./run.ts";

describe("the page's report card run", () => {
  it("the gift server in-process: every applicable check passes, CORS does not apply", async () => {
    const steps: string[] = [];
    const card = await runPageProbe(
      { target: { kind: "gift", controls: DEFAULT_CONTROLS }, version: "2025-11-25", tools: {} },
      (step) => steps.push(step),
    );
    const bad = card.checks.filter((c) => c.status !== "passed" && c.status !== "not-applicable");
    expect(bad).toEqual([]);
    expect(card.checks.find((c) => c.id === "transport.cors")?.status).toBe("not-applicable");
    expect(card.checks.find((c) => c.id === "transport.session-end")?.status).toBe("passed");
    expect(steps).toContain("judging every message");
    expect(card.target).toBe("gift server");
  }, 60_000);

  it("the gift server in-process at 2026-07-28: server/discover and the stateless rules pass", async () => {
    const steps: string[] = [];
    const card = await runPageProbe(
      { target: { kind: "gift", controls: DEFAULT_CONTROLS }, version: "2026-07-28", tools: {} },
      (step) => steps.push(step),
    );
    const bad = card.checks.filter((c) => c.status !== "passed" && c.status !== "not-applicable");
    expect(bad).toEqual([]);
    expect(card.version).toBe("2026-07-28");
    const status = (id: string) => card.checks.find((c) => c.id === id)?.status;
    expect(status("lifecycle.discover")).toBe("passed");
    expect(status("stateless.header-mismatch")).toBe("passed");
    expect(status("lifecycle.initialize")).toBe("not-applicable");
    expect(steps).toEqual(expect.arrayContaining(["server/discover", "stateless rules"]));
  }, 60_000);
});
