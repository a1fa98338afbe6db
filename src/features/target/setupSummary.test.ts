import { describe, expect, it } from "vitest";
import { type SetupFacts, hostAndPath, setupLine } from "./setupSummary.ts";

const base: SetupFacts = {
  kind: "remote",
  lang: "en",
  serverStatus: "ready",
  messages: 0,
  url: "http://127.0.0.1:3001/mcp",
  phase: "idle",
  connection: undefined,
  issues: 0,
  authAsks: false,
};

describe("the folded setup line", () => {
  it("names a URL by its host and path", () => {
    expect(hostAndPath(" https://example.com/mcp?x=1 ")).toBe("example.com/mcp");
    expect(hostAndPath("http://127.0.0.1:3001/")).toBe("127.0.0.1:3001");
    expect(hostAndPath("not a url")).toBe("not a url");
  });

  it("a remote server: connected once Connect found its transport; says it all to a screen reader", () => {
    const line = setupLine({
      ...base,
      phase: "connected",
      connection: {
        url: "http://127.0.0.1:3001/mcp",
        transport: "streamable-http",
        protocolVersion: "2025-06-18",
        sessionId: "abc",
        viaProxy: false,
        transportSource: "detected",
        era: "legacy",
        serverStream: "open",
      },
    });
    expect(line.connected).toBe(true);
    expect(line.problem).toBe(false);
    expect(line.summary.what).toBe("127.0.0.1:3001/mcp");
    expect(line.summary.state).toMatch(/^connected · Streamable HTTP.* · 2025-06-18$/);
    expect(line.summary.statusName).toBe("Connection");
    expect(line.summary.detail).toMatch(
      /^Connected to http:\/\/127\.0\.0\.1:3001\/mcp: .*version 2025-06-18, session abc$/,
    );
  });

  it("a remote server's problems open the setup: a failed Connect, issues, a request for authorization", () => {
    expect(setupLine({ ...base, phase: "failed" }).problem).toBe(true);
    expect(setupLine({ ...base, phase: "connected", issues: 1 }).problem).toBe(true);
    const asks = setupLine({ ...base, phase: "connected", authAsks: true, lang: "ru" });
    expect(asks.problem).toBe(true);
    expect(asks.summary.state).toContain("сервер просит авторизацию");
    expect(setupLine({ ...base, url: "" }).summary.what).toBe("no URL yet");
  });

  it("the gift server: connected once something went to it, a crash is a problem, in Russian too", () => {
    expect(setupLine({ ...base, kind: "gift" }).connected).toBe(false);
    const ready = setupLine({ ...base, kind: "gift", messages: 3, lang: "ru" });
    expect(ready.connected).toBe(true);
    expect(ready.summary).toMatchObject({
      what: "Сервер подарков",
      state: "готов",
      statusName: "Server status",
    });
    const crashed = setupLine({ ...base, kind: "gift", messages: 3, serverStatus: "crashed" });
    expect(crashed).toMatchObject({ connected: false, problem: true });
  });
});
