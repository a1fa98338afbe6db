import { afterEach, describe, expect, it } from "vitest";
import { startBridge, type Bridge } from "./server.ts";
import { tempSite } from "./bridge.testkit.ts";
import { BRIDGE_MARKER, markBridgePage } from "../transport/stdio/protocol.ts";

describe("the bridge's page marker", () => {
  it("goes first into the head, once", () => {
    const marked = markBridgePage('<!doctype html><html><head lang="en"><title>x</title></head>');
    expect(marked).toBe(
      `<!doctype html><html><head lang="en"><meta name="${BRIDGE_MARKER}" content="1"><title>x</title></head>`,
    );
    expect(markBridgePage(marked)).toBe(marked);
    expect(markBridgePage("<p>no head</p>")).toBe("<p>no head</p>");
  });

  let bridge: Bridge | undefined;
  let done: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await bridge?.close();
    await done?.();
  });

  it("is on the page the bridge serves, not on the widget sandbox's", async () => {
    const site = await tempSite();
    done = () => site.done();
    bridge = await startBridge({ site: site.site });
    const page = await (await fetch(bridge.url)).text();
    expect(page).toContain(`<meta name="${BRIDGE_MARKER}" content="1">`);
    const sandbox = await (await fetch(new URL("sandbox.html", bridge.url))).text();
    expect(sandbox).not.toContain(BRIDGE_MARKER);
  });
});
