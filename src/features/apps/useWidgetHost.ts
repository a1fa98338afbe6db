/**
 * One open widget's life: the tool's UI link (from the session's tools/list, else asked for),
 * `resources/read` of the page through the send path, the host on the bridge, then the frame's
 * address (the sandbox page) once the host listens, so the sandbox's first message is never
 * missed. Closing, another flavour or another call tear the widget down.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import { type Flavour, uiLinksOf, widgetResourceOf } from "../../apps/document.ts";
import type { FramePort } from "../../apps/frame.ts";
import { type WidgetHost, openWidgetHost } from "../../apps/host.ts";
import type { WidgetOffer } from "../../apps/offer.ts";
import type { SessionController } from "../../client/session/index.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { serverPath } from "./serverPath.ts";

export type Phase =
  | { kind: "starting" }
  | { kind: "reading"; uri: string }
  | { kind: "open"; uri: string }
  | { kind: "no-ui" }
  | { kind: "failed"; reason: string };

export interface Question {
  kind: "open-link" | "message";
  text: string;
  answer(yes: boolean): void;
}

export interface WidgetContext {
  theme: "light" | "dark";
  locale: string;
}

/** The sandbox page beside the app's own, wherever the app is served from. */
const sandboxUrl = () => new URL("sandbox.html", document.baseURI).href;

/** Opens http(s) links only, in a new tab that cannot reach back to this page. */
function openLink(url: string): void {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:") {
      window.open(parsed.href, "_blank", "noopener,noreferrer");
    }
  } catch {
    // Not a URL: nothing to open.
  }
}

/**
 * The port of the frame shown now. It stays bound to that element: a widget being torn down
 * must never hear (or answer) the frame that replaces it.
 */
function framePort(frame: RefObject<HTMLIFrameElement | null>): FramePort {
  const element = frame.current;
  return {
    post: (message) => element?.contentWindow?.postMessage(message, "*"),
    listen: (handler) => {
      const onMessage = (event: MessageEvent) => {
        const source = element?.contentWindow;
        if (source && event.source === source) handler(event.data);
      };
      window.addEventListener("message", onMessage);
      return () => window.removeEventListener("message", onMessage);
    },
  };
}

export function useWidgetHost(options: {
  offer: WidgetOffer;
  flavour: Flavour | undefined;
  controller: SessionController;
  rows: () => readonly ExchangeRow[];
  context: WidgetContext;
  frame: RefObject<HTMLIFrameElement | null>;
}) {
  const { offer, flavour, controller, rows, context, frame } = options;
  const [phase, setPhase] = useState<Phase>({ kind: "starting" });
  const [flavours, setFlavours] = useState<Flavour[]>([]);
  // The sandbox's address with the flavour it was opened for: a frame made for another flavour
  // must not load it (a second load would ask the host for the page twice).
  const [src, setSrc] = useState<{ url: string; flavour: Flavour }>();
  const [height, setHeight] = useState(160);
  const [question, setQuestion] = useState<Question>();
  const host = useRef<WidgetHost | undefined>(undefined);
  /** The open question's answer, so a closed widget's question is answered "no". */
  const pending = useRef<((yes: boolean) => void) | undefined>(undefined);
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    let live = true;
    let opened: WidgetHost | undefined;
    const path = serverPath(controller, offer.meta, rows);
    const run = async () => {
      const tool = offer.tool ?? (await path.tool(offer.toolName));
      const links = uiLinksOf(tool);
      if (!live) return;
      setFlavours(links.map((l) => l.flavour));
      const link = links.find((l) => l.flavour === flavour) ?? links[0];
      if (!link) return setPhase({ kind: "no-ui" });
      setPhase({ kind: "reading", uri: link.uri });
      const read = widgetResourceOf(
        await path.request("resources/read", { uri: link.uri }),
        link.uri,
      );
      if (!live) return;
      if (!read.ok) return setPhase({ kind: "failed", reason: read.reason });
      const { theme, locale } = contextRef.current;
      opened = await openWidgetHost({
        port: framePort(frame),
        resource: read.resource,
        flavour: link.flavour,
        toolInput: offer.args,
        toolResult: offer.result,
        hostContext: {
          theme,
          locale,
          displayMode: "inline",
          availableDisplayModes: ["inline"],
          platform: "web",
          toolInfo: { tool: (tool ?? { name: offer.toolName }) as never },
        },
        deps: {
          request: (method, params) => path.request(method, params),
          tool: (name) => path.tool(name),
          ask: (q) =>
            new Promise<boolean>((resolve) => {
              pending.current?.(false);
              const answer = (yes: boolean) => {
                if (pending.current !== answer) return;
                pending.current = undefined;
                setQuestion(undefined);
                if (yes && q.kind === "open-link") openLink(q.text);
                resolve(yes);
              };
              pending.current = answer;
              setQuestion({ ...q, answer });
            }),
          resized: (h) => setHeight(Math.min(Math.max(Math.ceil(h), 48), 640)),
          record: (flow, text) => controller.recordWidget(flow, text),
        },
      });
      if (!live) return void opened.close();
      host.current = opened;
      setPhase({ kind: "open", uri: link.uri });
      setSrc({ url: sandboxUrl(), flavour: link.flavour });
    };
    run().catch((error: unknown) => {
      if (live)
        setPhase({
          kind: "failed",
          reason: error instanceof Error ? error.message : String(error),
        });
    });
    return () => {
      live = false;
      host.current = undefined;
      setSrc(undefined);
      pending.current?.(false);
      void opened?.close();
    };
  }, [offer, flavour, controller, rows, frame]);

  useEffect(() => {
    host.current?.setContext({ theme: context.theme, locale: context.locale });
  }, [context.theme, context.locale]);

  return { phase, flavours, src, height, question };
}
