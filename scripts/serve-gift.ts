/**
 * `npm run serve:gift [-- --port N] [-- --no-cors] [-- --allow-origin <origin>]`: the gift server
 * over Streamable HTTP on 127.0.0.1 for MCP clients outside the browser. The port comes from
 * `--port`, else `PORT`, else 3001; `--port 0` picks a free one. Web pages may call it from
 * loopback origins and from those allowed by `--allow-origin` or `GIFT_ALLOWED_ORIGINS`.
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
