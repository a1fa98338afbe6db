/**
 * `npm run dev [-- [--port N] [--no-open] [--config file] [<url>] [-- <command> [args…]]]`: the
 * dev server as `vite --open` started it, plus the stdio bridge's routes with the servers of
 * the command line on offer (src/bridge/vite-plugin.ts), under the same locks as
 * `mcp-playground`. With no arguments it is the plain dev server with an empty bridge.
 */
import { createServer } from "vite";
import { parseArgs, USAGE } from "../src/bridge/args.ts";
import { collectOffers, offerLine, printable } from "../src/bridge/cli.ts";
import { mcpBridge } from "../src/bridge/vite-plugin.ts";

const args = parseArgs(process.argv.slice(2));
if ("error" in args) {
  console.error(printable(`npm run dev: ${args.error}`));
  process.exit(2);
}
if (args.help) {
  console.log(USAGE.replace(/mcp-playground/g, "npm run dev --"));
  process.exit(0);
}
const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
const offered = await collectOffers(args, io);
if (!offered) process.exit(1);

const server = await createServer({
  plugins: [
    mcpBridge({
      servers: offered.servers,
      ...(offered.initial !== undefined && { initial: offered.initial }),
      ...(args.url !== undefined && { url: args.url }),
    }),
  ],
  server: {
    open: args.open,
    ...(args.port !== undefined && { port: args.port, strictPort: true }),
  },
});
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
for (const server of offered.servers) {
  console.log(`  bridge offers ${printable(server.id)}: ${offerLine(server)}`);
}

let stopping = false;
const stop = () => {
  if (stopping) process.exit(130);
  stopping = true;
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
