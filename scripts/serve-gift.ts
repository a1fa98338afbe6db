/**
 * `npm run serve:gift [-- --port N] [-- --no-cors] [-- --allow-origin <origin>]`: the gift server
 * over Streamable HTTP on 127.0.0.1 for MCP clients outside the browser. The port comes from
 * `--port`, else `PORT`, else 3001; `--port 0` picks a free one. Web pages may call it from
 * loopback origins and from those allowed by `--allow-origin` or `GIFT_ALLOWED_ORIGINS`.
 *
 * `npm run --silent serve:gift -- --stdio`: the same server over the stdio transport.
 */
import { startGiftHttpServer } from "../src/server/http.ts";
import { SERVE_USAGE, parseServeArgs } from "../src/server/serve-args.ts";
import { createGiftStdio } from "../src/server/stdio.ts";

/** stdout carries messages only: anything a module logs goes to stderr. */
function keepStdoutForMessages(): void {
  const toStderr = (...args: unknown[]) => console.error(...args);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  console.warn = toStderr;
}

function serveStdio(): void {
  keepStdoutForMessages();
  const stdout = process.stdout;
  const server = createGiftStdio({
    writeLine: (line) => stdout.write(`${line}\n`),
    log: (text) => process.stderr.write(`${text}\n`),
  });
  // Exits once stdout has taken everything written (a pipe may still hold it).
  const exit = (code: number) => stdout.write("", () => process.exit(code));
  process.stderr.write("Gift server (MCP, stdio): one message per line; ends when stdin closes.\n");
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk: string) => server.feed(chunk));
  process.stdin.on("end", () => {
    server.end().then(
      () => exit(0),
      () => exit(1),
    );
  });
  // A reader that went away: nothing more can be said.
  stdout.on("error", () => process.exit(0));
  const stop = () => {
    server.close().then(
      () => exit(0),
      () => exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2), process.env);
  if (args.help) {
    // With --stdio, stdout is for messages only.
    (args.stdio ? console.error : console.log)(SERVE_USAGE);
    return;
  }
  if (args.stdio) return serveStdio();
  const server = await startGiftHttpServer(args);
  console.log(`Gift server (MCP, Streamable HTTP) on ${server.url}`);
  const others = args.allowedOrigins.length > 0 ? `, ${args.allowedOrigins.join(", ")}` : "";
  console.log(`Pages allowed: loopback origins${others}`);
  console.log(args.cors ? "CORS headers: on (for allowed pages)" : "CORS headers: off");
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
