/** The command line of `npm run serve:gift`: `--port N` (or `PORT`), `--no-cors`. */
import { DEFAULT_PORT } from "./http.ts";

export interface ServeArgs {
  port: number;
  cors: boolean;
  help: boolean;
}

export const SERVE_USAGE =
  "Usage: npm run serve:gift -- [--port N] [--no-cors]  (--port 0: any free port)";

/** Reads the arguments; throws an Error with a readable message on a bad one. */
export function parseServeArgs(argv: readonly string[], env: { PORT?: string }): ServeArgs {
  let port: string | undefined = env.PORT;
  let cors = true;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    if (arg === "--no-cors") cors = false;
    else if (arg === "--help" || arg === "-h") help = true;
    else if (arg === "--port") port = argv[++i];
    else if (arg.startsWith("--port=")) port = arg.slice("--port=".length);
    else throw new Error(`Unknown argument: ${arg}. ${SERVE_USAGE}`);
  }
  const n = port === undefined || port === "" ? DEFAULT_PORT : Number(port);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port: ${port}`);
  return { port: n, cors, help };
}
