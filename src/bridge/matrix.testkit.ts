/**
 * The bridge's lock matrix: every route attacked with every lock's attack, each expecting its
 * lock's own refusal, on any bridge (the standalone one, the dev plugin) that offers a server.
 */
import { TOKEN_HEADER } from "../transport/stdio/protocol.ts";
import { type Answer, openEvents, post, request, until } from "./bridge.testkit.ts";

/** The bridge's routes, every one of which the matrix attacks. */
export const ROUTES = ["hello", "start", "send", "stop", "events"] as const;
export type Route = (typeof ROUTES)[number];

/** A running bridge as the matrix sees it: its port, its token, a live process of its own. */
export interface MatrixTarget {
  port: number;
  token: string;
  /** An offered server id (the body of a `start` by id). */
  server: string;
  /** A live process of this bridge, not attached: `send`, `stop` and `events` aim at it. */
  process: string;
  /** Processes running now. */
  running(): number;
  /**
   * The refusal code of an answer that is not the bridge's JSON: a lock in front of the routes
   * (Vite's own Host check answers a foreign name before any plugin). Undefined: not a refusal.
   */
  refusalOf?(status: number, body: string): string | undefined;
}

interface Shot {
  path: string;
  headers: Record<string, string>;
}

export interface Attack {
  name: string;
  /** The routes it applies to (all unless said). */
  routes?: readonly Route[];
  /** The refusal it must get: the lock's own, not the route's (a 404 would prove nothing). */
  status: number;
  error: string;
  change(shot: Shot, port: number, token: string): void;
}

const withoutToken = (headers: Record<string, string>) => {
  delete headers[TOKEN_HEADER];
};
const TOKENED: readonly Route[] = ["start", "send", "stop", "events"];

const host = (name: string, value: (port: number) => string): Attack => ({
  name,
  status: 403,
  error: "bad-host",
  change: (shot, port) => void (shot.headers.host = value(port)),
});
const origin = (name: string, value: (port: number) => string): Attack => ({
  name,
  status: 403,
  error: "bad-origin",
  change: (shot, port) => void (shot.headers.origin = value(port)),
});
const token = (name: string, value: (token: string) => string): Attack => ({
  name,
  routes: TOKENED,
  status: 403,
  error: "bad-token",
  change: (shot, _port, right) => void (shot.headers[TOKEN_HEADER] = value(right)),
});
const type = (name: string, value: string): Attack => ({
  name,
  status: 415,
  error: "not-json",
  change: (shot) => void (shot.headers["content-type"] = value),
});

/** Every way a request may not come from the page, each with the lock that must stop it. */
export const ATTACKS: readonly Attack[] = [
  host("a foreign Host (DNS rebinding)", (port) => `evil.example.com:${port}`),
  host("the Host of another loopback port", (port) => `127.0.0.1:${port + 1}`),
  host("a Host without the port", () => "127.0.0.1"),
  host("a Host that only starts like localhost", (port) => `localhost.evil.com:${port}`),
  host("an IPv6 loopback Host", (port) => `[::1]:${port}`),
  host("the any-address Host", (port) => `0.0.0.0:${port}`),
  {
    name: "no Origin",
    status: 403,
    error: "bad-origin",
    change: (shot) => void delete shot.headers.origin,
  },
  origin("Origin: null", () => "null"),
  origin("an empty Origin", () => ""),
  origin("the Origin of another loopback port", (port) => `http://127.0.0.1:${port + 1}`),
  origin("an https Origin", (port) => `https://127.0.0.1:${port}`),
  origin("a foreign Origin on the port", (port) => `http://localhost.evil.com:${port}`),
  origin("a foreign Origin", () => "http://evil.example.com"),
  origin("the Origin with a path", (port) => `http://127.0.0.1:${port}/`),
  ...["cross-site", "same-site", "none"].map((site): Attack => ({
    name: `Sec-Fetch-Site: ${site}`,
    status: 403,
    error: "bad-origin",
    change: (shot) => void (shot.headers["sec-fetch-site"] = site),
  })),
  {
    name: "no token",
    routes: TOKENED,
    status: 403,
    error: "bad-token",
    change: (shot) => withoutToken(shot.headers),
  },
  token("an empty token", () => ""),
  token("a wrong token", (right) => `${right.slice(0, -1)}${right.endsWith("0") ? "1" : "0"}`),
  token("the token cut short", (right) => right.slice(1)),
  token("the token with more", (right) => `${right}0`),
  token("the token upper-cased", (right) => right.toUpperCase()),
  {
    name: "the right token in the URL's query instead of the header",
    status: 400,
    error: "query-refused",
    change: (shot, _port, right) => {
      withoutToken(shot.headers);
      shot.path += `?${TOKEN_HEADER}=${right}&token=${right}`;
    },
  },
  type("a form's content type", "application/x-www-form-urlencoded"),
  type("a multipart form", "multipart/form-data; boundary=x"),
  type("text/plain", "text/plain"),
  type("an empty content type", ""),
];

const PING = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" });

function bodyOf(route: Route, target: MatrixTarget): unknown {
  if (route === "hello") return {};
  if (route === "start") return { server: target.server };
  if (route === "send") return { process: target.process, line: PING };
  return { process: target.process };
}

/** The request the page itself would send to `route`: every attack changes one thing of it. */
function pageShot(route: Route, target: MatrixTarget): Shot {
  return {
    path: `/__mcp-bridge/${route}`,
    headers: {
      host: `127.0.0.1:${target.port}`,
      origin: `http://127.0.0.1:${target.port}`,
      "content-type": "application/json",
      ...(route !== "hello" && { [TOKEN_HEADER]: target.token }),
    },
  };
}

/** A route's request as `shot` says, its body the route's own. */
const fire = (route: Route, shot: Shot, target: MatrixTarget): Promise<Answer> =>
  request({
    port: target.port,
    path: shot.path,
    method: "POST",
    headers: shot.headers,
    body: JSON.stringify(bodyOf(route, target)),
  });

/**
 * Every route × every attack over a real socket: each must get its lock's refusal, and none
 * may start, stop or attach a process. The page's own request to `hello` and `send` passes
 * (the control: the shots differ from the page's by the attack alone), and afterwards the
 * target's process is still running and its events still free to attach.
 */
export async function attackEveryRoute(target: MatrixTarget): Promise<void> {
  const before = target.running();
  const got: string[] = [];
  const expected: string[] = [];
  for (const route of ROUTES) {
    for (const attack of ATTACKS) {
      if (attack.routes && !attack.routes.includes(route)) continue;
      const shot = pageShot(route, target);
      attack.change(shot, target.port, target.token);
      const answer = await fire(route, shot, target);
      let error: string;
      try {
        error = String((JSON.parse(answer.body) as { error?: unknown }).error);
      } catch {
        error =
          target.refusalOf?.(answer.status, answer.body) ?? `not JSON: ${answer.body.slice(0, 80)}`;
      }
      got.push(`${route} / ${attack.name}: ${answer.status} ${error}`);
      expected.push(`${route} / ${attack.name}: ${attack.status} ${attack.error}`);
      if (answer.body.includes(target.token))
        got.push(`${route} / ${attack.name}: leaked the token`);
    }
  }
  // One comparison of the whole matrix, so a failure names every hole at once.
  if (got.join("\n") !== expected.join("\n")) {
    throw new Error(`the matrix differs:\n${diffLines(expected, got)}`);
  }
  if (target.running() !== before) {
    throw new Error(`processes running: ${target.running()}, before the attacks ${before}`);
  }
  for (const route of ["hello", "send"] as const) {
    const answer = await fire(route, pageShot(route, target), target);
    if (answer.status !== 200) {
      throw new Error(`the page's own ${route} got ${answer.status}: ${answer.body}`);
    }
  }
}

function diffLines(expected: string[], got: string[]): string {
  const lines: string[] = [];
  for (let i = 0; i < Math.max(expected.length, got.length); i++) {
    if (expected[i] !== got[i]) lines.push(`  want ${expected[i]}\n  got  ${got[i]}`);
  }
  return lines.join("\n");
}

/**
 * The matrix on a bridge at `port` that offers `server` (a server that stays up until its stdin
 * closes): a process is started the page's way, every attack is made, and then the process is
 * shown untouched (its events attach and hold no exit) before it is stopped the page's way.
 */
export async function proveEveryRouteLocked(
  port: number,
  server: string,
  running: () => number,
  refusalOf?: MatrixTarget["refusalOf"],
): Promise<void> {
  const token = (JSON.parse((await post(port, "hello", {})).body) as { token: string }).token;
  const idle = running();
  const started = await post(port, "start", { server }, token);
  if (started.status !== 200) throw new Error(`the page's start got ${started.status}`);
  const { process } = JSON.parse(started.body) as { process: string };
  await attackEveryRoute({
    port,
    token,
    server,
    process,
    running,
    ...(refusalOf && { refusalOf }),
  });
  const events = openEvents(port, process, token);
  try {
    await until(
      () => events.lines.some((e) => (e as { type: string }).type === "spawned"),
      "spawned",
    );
    if (events.status() !== 200) throw new Error(`events got ${events.status()}`);
    if (events.lines.some((e) => (e as { type: string }).type === "exit")) {
      throw new Error("the process ended during the attacks");
    }
    if ((await post(port, "stop", { process }, token)).status !== 200) throw new Error("stop");
    await until(() => running() === idle, "the process's end");
  } finally {
    events.abort();
  }
}
