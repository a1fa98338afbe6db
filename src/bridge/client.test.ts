/** The page's bridge client (transport/stdio) against the real bridge: the contract kept both ways. */
import { afterEach, describe, expect, it } from "vitest";
import { type Bridge, startBridge } from "./server.ts";
import { tempSite, writeTinyServer } from "./bridge.testkit.ts";
import { BridgeClient } from "../transport/stdio/bridge.ts";
import { openBridgeProcess } from "../transport/stdio/open.ts";
import { until } from "../transport/stdio/until.testkit.ts";

let bridge: Bridge | undefined;
let done: (() => Promise<void>) | undefined;
afterEach(async () => {
  await bridge?.close();
  await done?.();
});

/** Node's fetch sends no Origin; the page's browser sends its own. */
const fromPage =
  (origin: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), origin } });

describe("the page's client against the real bridge", () => {
  it("hello, start an offered server, a request and its reply, stderr apart, stop", async () => {
    const site = await tempSite();
    done = () => site.done();
    const file = await writeTinyServer(site.root);
    bridge = await startBridge({
      site: site.site,
      servers: [{ id: "tiny", command: process.execPath, args: [file], env: { SECRET: "x1" } }],
      initial: "tiny",
    });
    const client = new BridgeClient({
      base: bridge.url,
      fetch: fromPage(new URL(bridge.url).origin),
    });
    const hello = await client.hello();
    if (hello.type !== "ready") throw new Error(`not ready: ${JSON.stringify(hello)}`);
    expect(hello.hello.initial).toBe("tiny");
    expect(hello.hello.servers[0]?.envNames).toEqual(["SECRET"]);
    expect(JSON.stringify(hello)).not.toContain("x1");

    const messages: string[] = [];
    const events: string[] = [];
    let stderr = "";
    const proc = openBridgeProcess({
      client,
      request: { server: "tiny" },
      command: "tiny",
      listener: {
        message: (text) => messages.push(text),
        status: (_status, event) => event && events.push(event.kind),
      },
      stderr: (text) => void (stderr += text),
    });
    await until(() => proc.connection.state.state === "running", "the start");
    await proc.send('{"jsonrpc":"2.0","id":1,"method":"tools/list"}');
    await until(() => messages.length === 1, "the reply");
    expect(JSON.parse(messages[0] ?? "")).toEqual({ jsonrpc: "2.0", id: 1, result: { tools: [] } });
    await until(() => stderr.includes("tiny server up"), "stderr");
    proc.stop();
    await until(() => proc.connection.state.state === "exited", "the stop");
    expect(events).toEqual(["started", "stopped"]);
    proc.close();
  });

  it("the bridge's refusal of an unknown server reaches the page in words", async () => {
    const site = await tempSite();
    done = () => site.done();
    bridge = await startBridge({ site: site.site });
    const client = new BridgeClient({
      base: bridge.url,
      fetch: fromPage(new URL(bridge.url).origin),
    });
    expect((await client.hello()).type).toBe("ready");
    await expect(client.start({ server: "nope" })).rejects.toThrow(
      "The bridge offers no server by that id.",
    );
    const wrong = new BridgeClient({ base: bridge.url, fetch: fromPage("http://evil.test") });
    expect(await wrong.hello()).toEqual({
      type: "refused",
      reason: "Only the playground page this bridge serves may call it.",
    });
  });
});
