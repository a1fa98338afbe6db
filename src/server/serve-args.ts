/**
 * The command line of `npm run serve:gift`: `--port N` (or `PORT`), `--no-cors`,
 * `--allow-origin <origin>` (repeatable; or `GIFT_ALLOWED_ORIGINS`, comma-separated), or
 * `--stdio` (one message per line on stdin and stdout, none of the HTTP options).
 */
import { DEFAULT_PORT } from "./http.ts";
import { normalizeOrigin } from "./origins.ts";

export interface ServeArgs {
  port: number;
  cors: boolean;
  /** Origins besides loopback ones whose pages may call the server. */
  allowedOrigins: string[];
  help: boolean;
  /** Over stdin and stdout instead of HTTP. */
  stdio: boolean;
}

export const SERVE_USAGE =
  "Usage: npm run serve:gift -- [--port N] [--no-cors] [--allow-origin https://host[:port]]...\n" +
  "       npm run --silent serve:gift -- --stdio\n" +
  "  --port 0: any free port. Pages on loopback (localhost, 127.0.0.1, [::1]) may always call\n" +
  "  the server; --allow-origin (or GIFT_ALLOWED_ORIGINS, comma-separated) adds others, such as\n" +
  "  the playground served from a static host; '*' allows any page.\n" +
  "  --stdio: the MCP stdio transport instead of HTTP, one JSON-RPC message per line on stdin\n" +
  "  and stdout, notices on stderr; it ends when stdin closes. As an MCP client's command, use\n" +
  "  npm's --silent (npm prints its own banner on stdout) or: node --import tsx\n" +
  "  scripts/serve-gift.ts --stdio";

/** Reads the arguments; throws an Error with a readable message on a bad one. */
export function parseServeArgs(
  argv: readonly string[],
  env: { PORT?: string; GIFT_ALLOWED_ORIGINS?: string },
): ServeArgs {
  let port: string | undefined = env.PORT;
  let cors = true;
  let help = false;
  let stdio = false;
  /** An HTTP option given on the command line (the environment's are ignored with --stdio). */
  let httpOption: string | undefined;
  const origins = (env.GIFT_ALLOWED_ORIGINS ?? "").split(",").filter((o) => o.trim() !== "");
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--stdio") {
      stdio = true;
      continue;
    }
    if (arg !== "--help" && arg !== "-h") httpOption ??= arg;
    if (arg === "--no-cors") cors = false;
    else if (arg === "--help" || arg === "-h") help = true;
    else if (arg === "--port") port = argv[++i];
    else if (arg.startsWith("--port=")) port = arg.slice("--port=".length);
    else if (arg === "--allow-origin") origins.push(argv[++i] ?? "");
    else if (arg.startsWith("--allow-origin=")) origins.push(arg.slice("--allow-origin=".length));
    else throw new Error(`Unknown argument: ${arg}. ${SERVE_USAGE}`);
  }
  if (stdio) {
    if (httpOption !== undefined && !help) {
      throw new Error(`--stdio takes no HTTP option (got ${httpOption}). ${SERVE_USAGE}`);
    }
    return { port: DEFAULT_PORT, cors, allowedOrigins: [], help, stdio };
  }
  const n = port === undefined || port === "" ? DEFAULT_PORT : Number(port);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port: ${port}`);
  const allowedOrigins = origins.map((origin) => {
    const normalized = normalizeOrigin(origin);
    if (normalized === undefined) {
      throw new Error(`Not an origin: ${origin} (expected http(s)://host[:port], '*' or 'null')`);
    }
    return normalized;
  });
  return { port: n, cors, allowedOrigins, help, stdio };
}
