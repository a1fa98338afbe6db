/** The `mcp-playground` process: runs the command, and stops everything on Ctrl+C. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openBrowser, run } from "./cli.ts";

const site = fileURLToPath(new URL("../../dist/", import.meta.url));
const { version } = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
) as { version: string };

const { code, bridge } = await run(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  site,
  version,
  openBrowser,
});
if (!bridge) process.exit(code);
else {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C does not wait for the servers any longer.
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\nStopping (${signal})…`);
    bridge.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  process.on("SIGHUP", stop);
}
