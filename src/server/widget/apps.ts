/** The widget's MCP Apps flavour: the view on the ext-apps `App` (ui/* over postMessage). */
import { App } from "@modelcontextprotocol/ext-apps";
import { mountView } from "./view.ts";

const app = new App({ name: "gift-ideas", version: "1.0.0" }, {}, { autoResize: false });
const view = mountView({
  callTool: (name, args) => app.callServerTool({ name, arguments: args }),
  resized: (height) => void app.sendSizeChanged({ height }).catch(() => undefined),
  locale: () => app.getHostContext()?.locale,
});
app.ontoolinput = (params) => view.input(params.arguments ?? {});
app.ontoolresult = (params) => view.result(params);
void app.connect();
