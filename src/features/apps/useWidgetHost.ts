/**
 * One open widget's life: the tool's UI link (from the session's tools/list, else asked for),
 * `resources/read` of the page through the send path, the host on the bridge, then the frame's
 * address (the sandbox page) once the host listens, so the sandbox's first message is never
 * missed. Closing, another flavour or another call tear the widget down. The widget belongs to
 * one connection and one session (its lease): when either changes, or its frame leaves its page,
 * it is torn down and the pane says why.
 */
import { type RefObject, useEffect, useRef, useState } from "react";
import {
  APPS_MIME,
  type Flavour,
  SKYBRIDGE_MIME,
  mimeFits,
  uiLinksOf,
  widgetResourceOf,
} from "../../apps/document.ts";
import type { FrameEvent, FramePort } from "../../apps/frame.ts";
import { type WidgetHost, openWidgetHost } from "../../apps/host.ts";
import { type LinkView, type OpenableLink, linkView } from "../../apps/link.ts";
import { type WidgetOffer, isCurrent } from "../../apps/offer.ts";
import { type LeaseEnd, LeaseEnded, type SessionController } from "../../client/session/index.ts";
import type { ExchangeRow } from "../../protocol/exchange/rows.ts";
import { serverPath } from "./serverPath.ts";

export type Phase =
  | { kind: "starting" }
  | { kind: "reading"; uri: string }
  | { kind: "open"; uri: string }
  | { kind: "no-ui" }
  | { kind: "failed"; reason: string }
  | { kind: "bad-mime"; uri: string; mimeType: string; apps: string; skybridge: string }
  /** Torn down: another target, connection or session, the log share spent, or navigated. */
  | { kind: "ended"; why: LeaseEnd | "earlier" | "navigated" };

export interface Question {
  kind: "open-link" | "message";
  text: string;
  /** The link as it will be opened (open-link only, http(s) only). */
  link?: OpenableLink;
  answer(yes: boolean): void;
}

export interface WidgetContext {
  theme: "light" | "dark";
  locale: string;
}

/** The sandbox page beside the app's own, wherever the app is served from. */
const sandboxUrl = () => new URL("sandbox.html", document.baseURI).href;

/** Opens the address shown (http(s) only), in a new tab that cannot reach back to this page. */
function openLink(link: LinkView | undefined): void {
  if (link?.ok) window.open(link.href, "_blank", "noopener,noreferrer");
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

const tooLarge = (mib: number) =>
  `A message from the widget is larger than ${mib} MiB, more than the playground reads: it was not read.`;

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
  /** Said once a request was refused because a question was already open. */
  const [refusedWhileAsking, setRefusedWhileAsking] = useState(false);
  const host = useRef<WidgetHost | undefined>(undefined);
  /** The open question's answer, so a closed widget's question is answered "no". */
  const pending = useRef<((yes: boolean) => void) | undefined>(undefined);
  const contextRef = useRef(context);
  contextRef.current = context;

  useEffect(() => {
    let live = true;
    let opened: WidgetHost | undefined;
    const lease = controller.lease();
    const path = serverPath(lease, offer.meta, rows);
    /** Tears the widget down for good, saying why; its pending question is answered "no". */
    const end = (why: LeaseEnd | "earlier" | "navigated") => {
      if (!live) return;
      live = false;
      host.current = undefined;
      setSrc(undefined);
      pending.current?.(false);
      setPhase({ kind: "ended", why });
      void opened?.close();
    };
    const stopListening = lease.onEnd(end);
    const onFrame = (event: FrameEvent) => {
      if (event.kind === "navigated") end("navigated");
      else if (event.kind === "too-large") lease.note(tooLarge(event.mib));
    };
    const run = async () => {
      if (!isCurrent(rows(), offer.seq)) return end("earlier");
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
      if (!mimeFits(read.resource.mimeType, link.flavour)) {
        return setPhase({
          kind: "bad-mime",
          uri: link.uri,
          mimeType: read.resource.mimeType ?? "",
          apps: APPS_MIME,
          skybridge: SKYBRIDGE_MIME,
        });
      }
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
              // The question shown stays as it is until answered: a later one is refused, so
              // nothing can be swapped in under the user's click.
              if (pending.current) {
                setRefusedWhileAsking(true);
                return resolve(false);
              }
              const link = q.kind === "open-link" ? linkView(q.text) : undefined;
              // Not an http(s) address: nothing the page would open, so nothing to ask.
              if (link && !link.ok) return resolve(false);
              const answer = (yes: boolean) => {
                if (pending.current !== answer) return;
                pending.current = undefined;
                setQuestion(undefined);
                if (yes && link) openLink(link);
                resolve(yes);
              };
              pending.current = answer;
              setRefusedWhileAsking(false);
              setQuestion({ ...q, ...(link ? { link } : {}), answer });
            }),
          resized: (h) => setHeight(Math.min(Math.max(Math.ceil(h), 48), 640)),
          record: (flow, text) => lease.record(flow, text),
          frameEvent: onFrame,
        },
      });
      if (!live) return void opened.close();
      host.current = opened;
      setPhase({ kind: "open", uri: link.uri });
      setSrc({ url: sandboxUrl(), flavour: link.flavour });
    };
    run().catch((error: unknown) => {
      if (error instanceof LeaseEnded) return end(error.why);
      if (live)
        setPhase({
          kind: "failed",
          reason: error instanceof Error ? error.message : String(error),
        });
    });
    return () => {
      live = false;
      stopListening();
      host.current = undefined;
      setSrc(undefined);
      pending.current?.(false);
      void opened?.close();
    };
  }, [offer, flavour, controller, rows, frame]);

  useEffect(() => {
    host.current?.setContext({ theme: context.theme, locale: context.locale });
  }, [context.theme, context.locale]);

  return { phase, flavours, src, height, question, refusedWhileAsking };
}
