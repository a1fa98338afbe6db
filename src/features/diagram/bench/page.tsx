/**
 * The diagram's benchmark page (bench/ui/diagram.html): a synthetic 10,000-message session,
 * derived by the exchange deriver, drawn by SequenceDiagram. It measures in the page and leaves
 * the figures in `window.__diagramBench` for the driver (bench/ui/diagram.ts):
 * - derive: deriving the whole log from scratch, beside JSON.parse of the same texts;
 * - draw: scrolling to a position, from setting scrollTop to the committed window (a synchronous
 *   React render) plus style and layout forced, and until the next frame has been produced.
 * - appends (`?appends` only): the main thread's time per message when a session of N messages
 *   grows one message at a time, the deriver run in the page against the derive worker.
 * Query: `?messages=N` (default 10,000), `?demo` for a short session with one of everything,
 * `?idle` to only show it, `?pane` for the whole pane (heading, export buttons), `?dark` for
 * the dark theme, `?lang=ru` for Russian.
 */
import "../../../index.css";
import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { createExchangeDeriver } from "../../../protocol/exchange/derive.ts";
import type { ExchangeRow } from "../../../protocol/exchange/rows.ts";
import { DiagramPane } from "../DiagramPane.tsx";
import { SequenceDiagram } from "../SequenceDiagram.tsx";
import { appendTimes } from "./appends.ts";
import type { DiagramBenchResult, DrawSample } from "./result.ts";
import { demoSession } from "./demo.ts";
import { syntheticSession } from "./session.ts";

const params = new URLSearchParams(location.search);
const MESSAGES = Number(params.get("messages") ?? 10_000);
/** Messages appended one by one after the session is drawn. */
const APPENDS = 200;
if (params.has("dark")) document.documentElement.classList.add("dark");

function Page({ rows }: { rows: readonly ExchangeRow[] }) {
  const [selected, setSelected] = useState<number>();
  const props = {
    rows,
    lang: params.get("lang") === "ru" ? ("ru" as const) : ("en" as const),
    onSelect: setSelected,
    ...(selected !== undefined ? { selectedSeq: selected } : {}),
  };
  return (
    <div className="m-4 h-[700px] w-[900px] overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {params.has("pane") ? <DiagramPane {...props} /> : <SequenceDiagram {...props} />}
    </div>
  );
}

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function deriveTimes(texts: readonly string[], entries: ReturnType<typeof syntheticSession>) {
  const deriveMs: number[] = [];
  const parseMs: number[] = [];
  let rows: readonly ExchangeRow[] = [];
  for (let round = 0; round < 5; round++) {
    let t = performance.now();
    rows = createExchangeDeriver({ version: "2025-11-25" }).update(entries);
    deriveMs.push(performance.now() - t);
    t = performance.now();
    for (const text of texts) {
      try {
        JSON.parse(text);
      } catch {
        // Broken texts are part of the session: they cost a failed parse.
      }
    }
    parseMs.push(performance.now() - t);
  }
  return { rows, deriveMs, parseMs };
}

/** Scrolls to positions across the session and times each draw of the window. */
async function scrollSamples(scroller: HTMLElement): Promise<DrawSample[]> {
  const samples: DrawSample[] = [];
  // Jumps across the whole session, then small steps (a wheel), each a fresh window.
  const positions = [0.5, 0.1, 0.9, 0.25, 0.75, 0, 1, 0.33, 0.66, 0.05];
  for (let k = 1; k <= 20; k++) positions.push(0.4 + k * 0.0005);
  for (let round = 0; round < 3; round++) {
    for (const at of positions) {
      const max = scroller.scrollHeight - scroller.clientHeight;
      const t = performance.now();
      scroller.scrollTop = Math.round(at * max);
      // The diagram's own scroll handler draws synchronously; the browser's scroll event for
      // this change comes later and finds nothing to do.
      scroller.dispatchEvent(new Event("scroll"));
      const commit = performance.now();
      const committed = scroller.querySelector('svg g[role="button"]')?.getAttribute("aria-label");
      void scroller.getBoundingClientRect().height;
      void document.body.offsetHeight;
      const layout = performance.now();
      await nextFrame();
      const frame = performance.now();
      const arrows = scroller.querySelectorAll('svg g[role="button"]');
      samples.push({
        at,
        commitMs: commit - t,
        layoutMs: layout - t,
        frameMs: frame - t,
        arrows: arrows.length,
        firstLabel: arrows[0]?.getAttribute("aria-label") ?? "",
        committedLabel: committed ?? "",
      });
    }
  }
  return samples;
}

/** How long waiting for the next frame takes when nothing changed: the floor of `frameMs`. */
async function idleFrames(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t = performance.now();
    await nextFrame();
    times.push(performance.now() - t);
  }
  return times;
}

/** A result with nothing measured yet. */
const EMPTY: DiagramBenchResult = {
  messages: 0,
  rows: 0,
  deriveMs: [],
  parseMs: [],
  mountMs: NaN,
  warmMountMs: NaN,
  samples: [],
  idleFrameMs: [],
  appendMs: [],
  followed: false,
  stayed: false,
};

async function run(): Promise<DiagramBenchResult> {
  if (params.has("appends")) {
    const log = syntheticSession(MESSAGES);
    const appends = await appendTimes(log, "2025-11-25");
    return { ...EMPTY, messages: MESSAGES, appends, isolated: crossOriginIsolated };
  }
  const demo = params.has("demo");
  const all = demo ? demoSession() : syntheticSession(MESSAGES + APPENDS);
  // The session as loaded, and the messages that arrive afterwards, one at a time.
  let cut = all.length;
  if (!demo) {
    let messages = 0;
    cut = all.findIndex((e) => e.type === "message" && ++messages > MESSAGES);
  }
  const entries = all.slice(0, cut);
  const texts = entries.flatMap((e) => (e.type === "message" ? [e.text] : []));
  const { rows, deriveMs, parseMs } = deriveTimes(texts, entries);

  const container = document.getElementById("root");
  if (!container) throw new Error("no #root");
  const root = createRoot(container);
  let t = performance.now();
  flushSync(() => root.render(<Page rows={rows} />));
  const mountMs = performance.now() - t;
  await nextFrame();
  // Again, with React and the page's styles warm: a long session opened in a running app.
  flushSync(() => root.render(<div />));
  await nextFrame();
  t = performance.now();
  flushSync(() => root.render(<Page rows={rows} />));
  const warmMountMs = performance.now() - t;
  await nextFrame();
  const result: DiagramBenchResult = {
    messages: texts.length,
    rows: rows.length,
    deriveMs,
    parseMs,
    mountMs,
    warmMountMs,
    samples: [],
    idleFrameMs: [],
    appendMs: [],
    followed: false,
    stayed: false,
  };
  if (params.has("idle")) return result;

  const scroller = container.querySelector<HTMLElement>(".mcp-diagram .overflow-y-auto");
  if (!scroller) throw new Error("no scroll container");
  result.idleFrameMs = await idleFrames();
  result.samples = await scrollSamples(scroller);

  // Messages arriving: at the bottom the diagram follows them, scrolled up it stays put.
  const deriver = createExchangeDeriver({ version: "2025-11-25" });
  deriver.update(entries);
  scroller.scrollTop = scroller.scrollHeight;
  scroller.dispatchEvent(new Event("scroll"));
  for (let n = cut + 1; n <= all.length; n++) {
    const start = performance.now();
    const grown = deriver.update(all.slice(0, n));
    flushSync(() => root.render(<Page rows={grown} />));
    result.appendMs.push(performance.now() - start);
  }
  const last = all.at(-1)?.seq;
  result.followed = scroller.querySelector(`g[data-seq="${last}"]`) !== null;
  scroller.scrollTop = scroller.scrollHeight / 2;
  scroller.dispatchEvent(new Event("scroll"));
  const before = scroller.scrollTop;
  const more = syntheticSession(MESSAGES + APPENDS + 5).slice(all.length);
  flushSync(() => root.render(<Page rows={deriver.update([...all, ...more])} />));
  result.stayed = scroller.scrollTop === before;
  return result;
}

const page = window as unknown as { __diagramBench?: DiagramBenchResult };
run().then(
  (result) => (page.__diagramBench = result),
  (error: unknown) =>
    (page.__diagramBench = {
      ...EMPTY,
      error: String(error instanceof Error ? (error.stack ?? error.message) : error),
    }),
);
