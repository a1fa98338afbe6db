/** The gift widget's pages (MCP Apps and Apps SDK flavours), built by `npm run gen:widget`. */
export declare const APPS_WIDGET_HTML: string;
export declare const OPENAI_WIDGET_HTML: string;
