/**
 * `serve:gift` against a flood and against other sites: sessions are capped (the least recently
 * used closed first) and expire when idle, on a clock the test moves; a page from an origin that
 * is neither loopback nor allowed gets a 403.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type GiftHttpServer, startGiftHttpServer } from "./http.ts";
import { originAllowed } from "./origins.ts";
import { parseServeArgs } from "./serve-args.ts";
import { SessionTable } from "./session-table.ts";
import { initialize, request } from "./testkit.ts";

let server: GiftHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ACCEPT = "application/json, text/event-stream";

function post(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  if (!server) throw new Error("no server");
  return fetch(server.url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: ACCEPT, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

async function open(): Promise<string> {
  const response = await post(initialize(1, "2025-06-18"));
  expect(response.status).toBe(200);
  await response.body?.cancel();
  return response.headers.get("mcp-session-id") ?? "";
}

/** The status of a ping in session `id`: 200 while it lives, 404 once it is gone. */
async function ping(id: string): Promise<number> {
  const response = await post(request(2, "ping"), {
    "Mcp-Session-Id": id,
    "MCP-Protocol-Version": "2025-06-18",
  });
  await response.body?.cancel();
  return response.status;
}

class FakeClock {
  ms = 1_000_000;
  readonly now = () => this.ms;
}

describe("the session table", () => {
  const session = () => {
    const s = { closed: false, close: () => ((s.closed = true), Promise.resolve()) };
    return s;
  };

  it("holds at most `max` sessions, closing the least recently used", () => {
    const clock = new FakeClock();
    const table = new SessionTable<ReturnType<typeof session>>({
      max: 100,
      idleMs: 60_000,
      now: clock.now,
    });
    const all = Array.from({ length: 3000 }, (_, i) => {
      const s = session();
      clock.ms++;
      table.add(`s${i}`, s);
      // The first one keeps being used, so it stays.
      table.use("s0");
      return s;
    });
    expect(table.size).toBe(100);
    expect(all.filter((s) => !s.closed)).toHaveLength(100);
    expect(all[0]?.closed).toBe(false);
    expect(all[1]?.closed).toBe(true);
    expect(all.at(-1)?.closed).toBe(false);
  });

  it("closes sessions idle for longer than allowed; a use keeps one alive", () => {
    const clock = new FakeClock();
    const table = new SessionTable({ max: 10, idleMs: 60_000, now: clock.now });
    const [a, b] = [session(), session()];
    table.add("a", a);
    table.add("b", b);
    clock.ms += 40_000;
    expect(table.use("b")).toBe(b);
    clock.ms += 40_000;
    table.sweep();
    expect([a.closed, b.closed]).toEqual([true, false]);
    expect(table.use("a")).toBeUndefined();
    clock.ms += 60_001;
    expect(table.use("b")).toBeUndefined();
    expect(b.closed).toBe(true);
  });
});

describe("serve:gift sessions", () => {
  it("many sessions: only the newest `max` stay open", async () => {
    server = await startGiftHttpServer({ port: 0, sessions: { max: 3 } });
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await open());
    const statuses = [];
    for (const id of ids) statuses.push(await ping(id));
    expect(statuses).toEqual([404, 404, 404, 200, 200, 200]);
  });

  it("an idle session expires; one in use does not", async () => {
    const clock = new FakeClock();
    server = await startGiftHttpServer({
      port: 0,
      sessions: { idleMs: 30 * 60_000, now: clock.now },
    });
    const [idle, busy] = [await open(), await open()];
    clock.ms += 20 * 60_000;
    expect(await ping(busy)).toBe(200);
    clock.ms += 20 * 60_000;
    expect(await ping(busy)).toBe(200);
    expect(await ping(idle)).toBe(404);
  });
});

describe("serve:gift and other sites", () => {
  it("a page of a foreign origin gets a 403, its preflight too, and no session is made", async () => {
    server = await startGiftHttpServer({ port: 0, sessions: { max: 1 } });
    const mine = await open();
    const evil = await post(initialize(1, "2025-06-18"), { Origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    expect(await evil.json()).toMatchObject({
      error: { message: expect.stringContaining("--allow-origin https://evil.example") as string },
    });
    const preflight = await fetch(server.url, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(403);
    await preflight.body?.cancel();
    // The cap of one session still holds the one opened before.
    expect(await ping(mine)).toBe(200);
  });

  it("pages on loopback and allowed origins are served, with CORS for them", async () => {
    server = await startGiftHttpServer({ port: 0, allowedOrigins: ["https://play.example"] });
    for (const origin of [
      "http://localhost:5173",
      "http://127.0.0.1:4173",
      "http://[::1]:8080",
      "https://play.example",
    ]) {
      const response = await post(request(1, "ping"), { Origin: origin });
      expect(response.status, origin).not.toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
      await response.body?.cancel();
    }
    const other = await post(request(1, "ping"), { Origin: "https://play.example:8443" });
    expect(other.status).toBe(403);
    await other.body?.cancel();
  });

  it("decides by the origin, exactly", () => {
    expect(originAllowed(undefined, [])).toBe(true);
    expect(originAllowed("http://localhost:1", [])).toBe(true);
    expect(originAllowed("http://app.localhost:1", [])).toBe(true);
    expect(originAllowed("http://localhost.evil.example", [])).toBe(false);
    expect(originAllowed("http://127.0.0.1.evil.example", [])).toBe(false);
    expect(originAllowed("null", [])).toBe(false);
    expect(originAllowed("null", ["null"])).toBe(true);
    expect(originAllowed("https://evil.example", ["*"])).toBe(true);
    expect(originAllowed("not a url", [])).toBe(false);
  });

  it("are allowed by --allow-origin and GIFT_ALLOWED_ORIGINS", () => {
    const env = { GIFT_ALLOWED_ORIGINS: "https://a.example, https://b.example:8443/" };
    expect(parseServeArgs(["--allow-origin", "https://c.example/x"], env).allowedOrigins).toEqual([
      "https://a.example",
      "https://b.example:8443",
      "https://c.example",
    ]);
    expect(parseServeArgs(["--allow-origin=*"], {}).allowedOrigins).toEqual(["*"]);
    expect(() => parseServeArgs(["--allow-origin", "ftp://x"], {})).toThrow(/Not an origin/);
  });
});
