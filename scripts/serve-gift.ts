/**
 * `npm run serve:gift [-- --port N] [-- --no-cors]`: the gift server over Streamable HTTP on
 * 127.0.0.1 for MCP clients outside the browser. The port comes from `--port`, else `PORT`,
 * else 3001; `--port 0` picks a free one.
 */
import { startGiftHttpServer } from "../src/server/http.ts";
import { SERVE_USAGE, parseServeArgs } from "../src/server/serve-args.ts";

async function main(): Promise<void> {
  const args = parseServeArgs(process.argv.slice(2), process.env);
  if (args.help) {
    console.log(SERVE_USAGE);
    return;
  }
  const server = await startGiftHttpServer(args);
  console.log(`Gift server (MCP, Streamable HTTP) on ${server.url}`);
  console.log(args.cors ? "CORS headers: on (any origin)" : "CORS headers: off");
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
