/**
 * `mcp-playground`: the bridge on 127.0.0.1 serving the built site, with the servers of the
 * command line and the config file on offer. The page learns what to open first from `hello`,
 * never from the URL it is opened at (a URL can be replayed by anyone who sees it). Nothing a
 * config file or a server says reaches the terminal with its control characters.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type CliArgs, DEFAULT_PORT, USAGE, parseArgs } from "./args.ts";
import { readConfig } from "./config.ts";
import type { ServerOffer } from "./offers.ts";
import { type Bridge, type BridgeOptions, startBridge } from "./server.ts";
import { inert } from "../transport/stdio/inert.ts";

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** The built site. */
  site: string;
  version: string;
  /** Opens `url` in a browser; false when it could not. */
  openBrowser(url: string): Promise<boolean>;
  start?: (options: BridgeOptions) => Promise<Bridge>;
}

/** `text` safe for a terminal: controls, bidirectional marks and line separators escaped. */
export const printable = (text: string): string => inert(text, Infinity);

/** An offered server's command line as a shell would read it, safe for a terminal. */
export const offerLine = (offer: ServerOffer) =>
  printable(
    [offer.command, ...offer.args]
      .map((a) => (/^[\w./:@=+-]+$/.test(a) ? a : JSON.stringify(a)))
      .join(" "),
  );

/** Opens a URL the platform's way, as an argv (no shell); a failure is only reported. */
export function openBrowser(url: string): Promise<boolean> {
  const [command, args] =
    process.platform === "darwin"
      ? ["open", [url]]
      : process.platform === "win32"
        ? ["explorer.exe", [url]]
        : ["xdg-open", [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { stdio: "ignore", detached: true, shell: false });
      child.once("error", () => resolve(false));
      child.once("spawn", () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}

/** The servers on offer: the config file's, and the command after `--` (selected first). */
export async function collectOffers(
  args: CliArgs,
  io: Pick<CliIo, "out" | "err">,
): Promise<{ servers: ServerOffer[]; initial?: string } | undefined> {
  const servers: ServerOffer[] = [];
  if (args.config !== undefined) {
    const file = path.resolve(args.config);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      io.err(printable(`mcp-playground: cannot read ${file}: ${(error as Error).message}`));
      return undefined;
    }
    const config = readConfig(text, file);
    if ("error" in config) {
      io.err(printable(`mcp-playground: ${config.error}`));
      return undefined;
    }
    servers.push(...config.offers);
    for (const { id, url } of config.urls) {
      io.out(printable(`  ${id}: an HTTP server, not started here; open ${url} in the playground`));
    }
    for (const { id, reason } of config.skipped) io.out(printable(`  ${id}: skipped (${reason})`));
  }
  let initial: string | undefined;
  if (args.command) {
    let id = "command";
    for (let n = 2; servers.some((s) => s.id === id); n++) id = `command-${n}`;
    servers.unshift({ id, command: args.command.command, args: args.command.args });
    initial = id;
  } else if (servers.length === 1 && args.url === undefined) initial = servers[0]!.id;
  return { servers, ...(initial !== undefined && { initial }) };
}

/** Runs the command; with a bridge, the caller keeps it until a signal. */
export async function run(
  argv: readonly string[],
  io: CliIo,
): Promise<{ code: number; bridge?: Bridge }> {
  const args = parseArgs(argv);
  if ("error" in args) {
    io.err(printable(`mcp-playground: ${args.error}`));
    io.err("Try mcp-playground --help");
    return { code: 2 };
  }
  if (args.help) {
    io.out(USAGE);
    return { code: 0 };
  }
  if (args.version) {
    io.out(io.version);
    return { code: 0 };
  }
  if (!existsSync(path.join(io.site, "index.html"))) {
    io.err(
      printable(
        `mcp-playground: the site is not built (no ${path.join(io.site, "index.html")}): run npm run build`,
      ),
    );
    return { code: 1 };
  }
  const offered = await collectOffers(args, io);
  if (!offered) return { code: 1 };
  const start = io.start ?? startBridge;
  const options: BridgeOptions = {
    site: io.site,
    servers: offered.servers,
    ...(offered.initial !== undefined && { initial: offered.initial }),
    ...(args.url !== undefined && { url: args.url }),
  };
  let bridge: Bridge;
  try {
    bridge = await start({ ...options, port: args.port ?? DEFAULT_PORT });
  } catch (error) {
    const busy = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
    if (!busy || args.port !== undefined) {
      io.err(
        printable(
          `mcp-playground: cannot listen on 127.0.0.1:${args.port ?? DEFAULT_PORT}: ${(error as Error).message}`,
        ),
      );
      return { code: 1 };
    }
    io.out(
      `Port ${DEFAULT_PORT} is taken: using another one (the page keeps its settings per port).`,
    );
    bridge = await start({ ...options, port: 0 });
  }
  io.out(`MCP Playground ${printable(io.version)} is at ${bridge.url}`);
  for (const server of offered.servers) {
    const first = server.id === offered.initial ? " (selected)" : "";
    io.out(printable(`  offers ${server.id}${first}: ${offerLine(server)}`));
  }
  if (args.url !== undefined) io.out(printable(`  opens ${args.url}`));
  io.out("Ctrl+C stops it and every server it started.");
  if (args.open && !(await io.openBrowser(bridge.url))) {
    io.out(`Could not open a browser: open ${bridge.url} yourself.`);
  }
  return { code: 0, bridge };
}
