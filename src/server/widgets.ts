/**
 * The gift ideas widget as the server offers it: the UI resources `suggest_gifts` links to, in
 * the MCP Apps flavour (`_meta.ui.resourceUri`, `text/html;profile=mcp-app`) and the Apps SDK
 * flavour (`_meta["openai/outputTemplate"]`, `text/html+skybridge`). The pages are built from
 * `widget/` by `npm run gen:widget` and loaded only when a resource is read, so the server's
 * own start stays small.
 */
import type { McpServer } from "@modelcontextprotocol/server";

export const APPS_WIDGET_URI = "ui://gifts/ideas.html";
export const OPENAI_WIDGET_URI = "ui://gifts/ideas-skybridge.html";
export const APPS_MIME = "text/html;profile=mcp-app";
export const SKYBRIDGE_MIME = "text/html+skybridge";

/** The `_meta` of `suggest_gifts`: both hosts' keys, callable from the widget and the model. */
export const SUGGEST_GIFTS_META = {
  ui: { resourceUri: APPS_WIDGET_URI, visibility: ["model", "app"] },
  "openai/outputTemplate": OPENAI_WIDGET_URI,
  "openai/widgetAccessible": true,
};

/** The resource's own `_meta.ui`: no network at all (an empty policy), a border please. */
const RESOURCE_UI_META = { ui: { csp: {}, prefersBorder: true } };

const pages = () => import("./widget/generated/widgets.js");

export function registerWidgets(server: McpServer): void {
  server.registerResource(
    "gift_ideas_widget",
    APPS_WIDGET_URI,
    {
      title: "Gift ideas widget (MCP Apps)",
      description: "The widget of suggest_gifts: the ideas, More ideas and Save list.",
      mimeType: APPS_MIME,
      _meta: RESOURCE_UI_META,
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: APPS_MIME,
          text: (await pages()).APPS_WIDGET_HTML,
          _meta: RESOURCE_UI_META,
        },
      ],
    }),
  );
  server.registerResource(
    "gift_ideas_widget_skybridge",
    OPENAI_WIDGET_URI,
    {
      title: "Gift ideas widget (Apps SDK)",
      description: "The same widget on window.openai, for Apps SDK hosts.",
      mimeType: SKYBRIDGE_MIME,
      _meta: RESOURCE_UI_META,
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: SKYBRIDGE_MIME,
          text: (await pages()).OPENAI_WIDGET_HTML,
          _meta: RESOURCE_UI_META,
        },
      ],
    }),
  );
}
