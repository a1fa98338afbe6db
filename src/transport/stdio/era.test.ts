/**
 * The stdio target's era probe, against real processes through a bridge: `server/discover`
 * first (marked as the playground's probe), the era read from its answer as the 2026-07-28
 * stdio transport says, and what the user sends held until the probe is settled.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type FakeBridge, startFakeBridge } from "../../../test/support/fakeBridge.ts";
import type { TransportListener } from "../types.ts";
import { BridgeClient } from "./bridge.ts";
import { type StdioEra, eraOfAnswer } from "./era.ts";
import { openBridgeProcess } from "./open.ts";
import { until } from "./until.testkit.ts";

/** A server that answers `server/discover` as `mode` says, and echoes anything else. */
const server = (mode: "modern" | "legacy" | "silent" | "version-error") => `
const mode = ${JSON.stringify(mode)};
let pending = "";
process.stdin.setEncoding("utf8").on("data", (chunk) => {
  pending += chunk;
  let end;
  while ((end = pending.indexOf("\\n")) >= 0) {
    const m = JSON.parse(pending.slice(0, end));
    pending = pending.slice(end + 1);
    const out = (v) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: m.id, ...v }) + "\\n");
    if (m.method === "server/discover") {
      if (mode === "modern") out({ result: { supportedVersions: ["2026-07-28"], capabilities: {}, serverInfo: { name: "m", version: "1" } } });
      else if (mode === "legacy") out({ error: { code: -32601, message: "Method not found" } });
      else if (mode === "version-error") out({ error: { code: -32022, message: "Unsupported", data: { supported: ["2026-07-28"] } } });
    } else out({ result: { echo: m.method } });
  }
});
process.stdin.on("end", () => process.exit(0));
`;

const withOrigin =
  (origin: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as object), origin } });

let bridge: FakeBridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

async function run(mode: Parameters<typeof server>[0], era: "auto" | "legacy" = "auto") {
  bridge = await startFakeBridge();
  const client = new BridgeClient({ base: bridge.base, fetch: withOrigin(bridge.origin) });
  expect((await client.hello()).type).toBe("ready");
  const log: string[] = [];
  const found: StdioEra[] = [];
  const listener: TransportListener = {
    message: (text, _at, _http, origin) => log.push(`in${origin ? ` ${origin}` : ""} ${text}`),
    sent: (text, _at, _http, origin) => log.push(`out${origin ? ` ${origin}` : ""} ${text}`),
    status: () => undefined,
  };
  const proc = openBridgeProcess({
    client,
    request: { command: process.execPath, args: ["-e", server(mode)] },
    listener,
    command: "node",
    era,
    onEra: (e) => found.push(e),
    // Patient unless the server is silent on purpose: a slow answer must not read as legacy.
    probeTimeoutMs: mode === "silent" ? 500 : 20_000,
  });
  await until(() => proc.connection.state.state === "running", "the process");
  // Sent at once: it must wait for the probe's answer (or its time running out).
  const sent = proc.send('{"jsonrpc":"2.0","id":7,"method":"tools/list"}');
  await sent;
  log.push("out tools/list");
  await until(() => log.some((l) => l.startsWith("in ") && l.includes('"id":7')), "the echo");
  proc.stop();
  proc.close();
  return { log, found };
}

describe("the stdio era probe", () => {
  it("reads the era from the answer: a result or a modern error is modern, anything else legacy", () => {
    expect(eraOfAnswer('{"jsonrpc":"2.0","id":"x","result":{}}')).toBe("modern");
    expect(eraOfAnswer('{"jsonrpc":"2.0","id":"x","error":{"code":-32022,"message":"v"}}')).toBe(
      "modern",
    );
    expect(eraOfAnswer('{"jsonrpc":"2.0","id":"x","error":{"code":-32601,"message":"no"}}')).toBe(
      "legacy",
    );
    expect(eraOfAnswer('{"jsonrpc":"2.0","id":"x","error":{"code":-32602,"message":"no"}}')).toBe(
      "legacy",
    );
    expect(eraOfAnswer(undefined)).toBe("legacy");
    expect(eraOfAnswer("not json")).toBe("legacy");
  });

  it("a modern server: discover goes first as the probe, its answer marked, the era modern", async () => {
    const { log, found } = await run("modern");
    expect(found).toEqual(["modern"]);
    expect(log[0]).toMatch(/^out probe .*"method":"server\/discover"/);
    expect(log[0]).toContain('"io.modelcontextprotocol/protocolVersion":"2026-07-28"');
    expect(log[1]).toMatch(/^in probe .*"supportedVersions"/);
    expect(log[2]).toBe("out tools/list");
  }, 30_000);

  it("a legacy server's error and a server that never answers are legacy; a version error modern", async () => {
    expect((await run("legacy")).found).toEqual(["legacy"]);
    const silent = await run("silent");
    expect(silent.found).toEqual(["legacy"]);
    expect(silent.log[0]).toMatch(/^out probe /);
    expect(silent.log[1]).toBe("out tools/list");
    expect((await run("version-error")).found).toEqual(["modern"]);
  }, 60_000);

  it("with the era chosen (legacy), nothing is probed", async () => {
    const { log, found } = await run("modern", "legacy");
    expect(found).toEqual([]);
    expect(log.filter((l) => l.includes("server/discover"))).toEqual([]);
  }, 30_000);
});
