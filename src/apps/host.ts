/**
 * The playground as an MCP Apps host for one widget, on the package's `AppBridge` with no MCP
 * client: what the widget asks of the server (`tools/call`, `resources/read`…) goes through the
 * playground's own send path, so it is logged like every message; what it asks of the user
 * (`ui/open-link`, `ui/message`) is shown and asked, never done silently. A widget may call
 * only tools whose `_meta.ui.visibility` includes "app" (a visibility that is not a list is read
 * as "model" only); any other call is refused with an error the widget receives (and the log
 * shows). The tool's input and result reach the widget once it
 * has said `ui/notifications/initialized`.
 */
import "./jitless.ts";
import { ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/client";
import type { CallToolResult, ReadResourceResult } from "@modelcontextprotocol/client";
import {
  AppBridge,
  type McpUiHostContext,
  buildAllowAttribute,
} from "@modelcontextprotocol/ext-apps/app-bridge";
import {
  type Flavour,
  type WidgetResource,
  sandboxedPage,
  visibilityMalformed,
  visibilityOf,
} from "./document.ts";
import { type FrameEvent, type FramePort, FrameTransport, type WidgetFlow } from "./frame.ts";
import { frameSources } from "./policy.ts";

export const HOST_INFO = { name: "mcp-playground", version: "1.0.0" };

/** How long the host waits for a widget to answer `ui/resource-teardown` before it goes anyway. */
export const TEARDOWN_MS = 1_000;

/** The playground's side: the server through the send path, and the user. */
export interface WidgetHostDeps {
  /** Sends a request to the server (logged); the reply's result, or throws its error. */
  request(method: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The tool's definition from `tools/list` (undefined when the server has no such tool). */
  tool(name: string): Promise<unknown>;
  /** Asks the user (a link to open, a message for the conversation); true when they agree. */
  ask(question: { kind: "open-link" | "message"; text: string }): Promise<boolean>;
  /** The widget's wanted height, in CSS pixels. */
  resized(height: number): void;
  /** One widget-lane message, as it travelled. */
  record(flow: WidgetFlow, text: string): void;
  /** The frame navigated away, sent a message past the cap, or repeated its handshake. */
  frameEvent?(event: FrameEvent): void;
}

export interface WidgetHostOptions {
  port: FramePort;
  resource: WidgetResource;
  flavour: Flavour;
  /** The call the widget belongs to: its arguments and its result. */
  toolInput: Record<string, unknown>;
  toolResult: Record<string, unknown>;
  hostContext: McpUiHostContext;
  deps: WidgetHostDeps;
}

export interface WidgetHost {
  /** Tells the widget about a new theme, locale or display mode. */
  setContext(context: McpUiHostContext): void;
  /** Tears the widget down (`ui/resource-teardown`, a short wait) and stops listening. */
  close(): Promise<void>;
}

const textOf = (params: { content?: unknown }): string =>
  Array.isArray(params.content)
    ? params.content
        .map((c: unknown) =>
          typeof c === "object" && c !== null && "text" in c ? String(c.text) : "",
        )
        .join(" ")
    : "";

export async function openWidgetHost(options: WidgetHostOptions): Promise<WidgetHost> {
  const { deps, resource } = options;
  const bridge = new AppBridge(
    null,
    HOST_INFO,
    {
      openLinks: {},
      serverTools: {},
      serverResources: {},
      logging: {},
      message: { text: {} },
      sandbox: { csp: resource.csp, permissions: resource.permissions },
    },
    { hostContext: options.hostContext },
  );

  bridge.oncalltool = async (params) => {
    const tool = await deps.tool(params.name);
    if (tool === undefined) {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `The server has no tool "${params.name}".`,
      );
    }
    if (visibilityMalformed(tool)) {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `The tool "${params.name}" is not for apps: its _meta.ui.visibility is not a list, so the host reads it as "model" only and refuses a widget's call.`,
      );
    }
    if (!visibilityOf(tool).includes("app")) {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `The tool "${params.name}" is not for apps: its _meta.ui.visibility lacks "app", so the host refuses a widget's call.`,
      );
    }
    return (await deps.request("tools/call", { ...params })) as CallToolResult;
  };
  bridge.onreadresource = async (params) =>
    (await deps.request("resources/read", { ...params })) as ReadResourceResult;
  bridge.onlistresources = async (params) =>
    (await deps.request("resources/list", { ...(params ?? {}) })) as never;
  bridge.onopenlink = async (params) => {
    const yes = await deps.ask({ kind: "open-link", text: params.url });
    return yes ? {} : { isError: true };
  };
  bridge.onmessage = async (params) => {
    const yes = await deps.ask({ kind: "message", text: textOf(params) });
    return yes ? {} : { isError: true };
  };
  bridge.onrequestdisplaymode = () => Promise.resolve({ mode: "inline" });
  bridge.onupdatemodelcontext = () => Promise.resolve({});
  bridge.onsizechange = (params) => {
    if (typeof params.height === "number" && Number.isFinite(params.height)) {
      deps.resized(params.height);
    }
  };
  bridge.oninitialized = () => {
    void bridge
      .sendToolInput({ arguments: options.toolInput })
      .then(() => bridge.sendToolResult(options.toolResult as CallToolResult));
  };

  const allow = buildAllowAttribute(resource.permissions);
  const transport = new FrameTransport(
    options.port,
    () => ({
      html: sandboxedPage(resource, options.flavour),
      allow,
      frameSrc: frameSources(resource.csp),
    }),
    (flow, text) => deps.record(flow, text),
    (event) => deps.frameEvent?.(event),
  );
  await bridge.connect(transport);

  return {
    setContext(context) {
      bridge.setHostContext(context);
    },
    async close() {
      if (transport.ready) {
        const timeout = new Promise((resolve) => setTimeout(resolve, TEARDOWN_MS));
        await Promise.race([bridge.teardownResource({}).catch(() => undefined), timeout]);
      }
      await bridge.close();
    },
  };
}
