/**
 * The workbench: every pane, placed by `arrange`, with the splits between them. Panes are data
 * (an id, a title, an element) and stay mounted in one flat list whatever the arrangement, so
 * maximising a pane or switching a phone's tab never reloads the editor or the diagram: panes
 * not shown are hidden. Their order in the page is the reading and Tab order.
 */
import { type CSSProperties, Fragment, type ReactNode, type Ref, useRef } from "react";
import { type Language, t } from "../../i18n/strings.ts";
import { Splitter } from "../../ui/Splitter.tsx";
import {
  type Arrangement,
  type Rect,
  type ScreenClass,
  type SplitSpec,
  arrange,
  boundaryOf,
  boundsOf,
  moveBoundary,
} from "./arrange.ts";

export interface Pane {
  id: string;
  /** Its short name: the phone's tab, the maximise button. */
  title: string;
  element: ReactNode;
  /** On a phone, the least height of its content: the pane scrolls rather than crush it. */
  phoneMinHeight?: string;
  /** Receives the pane's frame, for content rendered into it from elsewhere (a portal). */
  frame?: Ref<HTMLDivElement>;
}

export interface WorkbenchProps {
  panes: readonly Pane[];
  screen: ScreenClass;
  arrangement: Arrangement;
  defaults: Readonly<Record<string, readonly number[]>>;
  sizes: Readonly<Record<string, readonly number[]>>;
  onSizes: (key: string, sizes: readonly number[]) => void;
  maximized: string | undefined;
  tab: string | undefined;
  lang: Language;
  card: string;
}

/** The room between panes, in CSS pixels; a split's handle fills it. */
const GAP = 12;

export const paneDomId = (id: string) => `pane-${id}`;

const edge = (at: number) => (at > 0.0001 && at < 0.9999 ? GAP / 2 : 0);

function placed(rect: Rect): CSSProperties {
  const right = rect.left + rect.width;
  const bottom = rect.top + rect.height;
  const [l, r, tp, b] = [edge(rect.left), edge(right), edge(rect.top), edge(bottom)];
  return {
    left: `calc(${rect.left * 100}% + ${l}px)`,
    top: `calc(${rect.top * 100}% + ${tp}px)`,
    width: `calc(${rect.width * 100}% - ${l + r}px)`,
    height: `calc(${rect.height * 100}% - ${tp + b}px)`,
  };
}

function handleStyle(split: SplitSpec): CSSProperties {
  const { within } = split;
  const at = boundaryOf(split);
  if (split.orientation === "vertical") {
    const x = within.left + at * within.width;
    return {
      left: `calc(${x * 100}% - ${GAP / 2}px)`,
      width: GAP,
      top: `${within.top * 100}%`,
      height: `${within.height * 100}%`,
    };
  }
  const y = within.top + at * within.height;
  const l = edge(within.left);
  const r = edge(within.left + within.width);
  return {
    top: `calc(${y * 100}% - ${GAP / 2}px)`,
    height: GAP,
    left: `calc(${within.left * 100}% + ${l}px)`,
    width: `calc(${within.width * 100}% - ${l + r}px)`,
  };
}

export function Workbench(props: WorkbenchProps) {
  const box = useRef<HTMLDivElement>(null);
  const { panes, screen } = props;
  const placement = arrange({
    screen,
    arrangement: props.arrangement,
    kept: props.sizes,
    defaults: props.defaults,
    maximized: props.maximized,
    tab: props.tab,
  });
  const titleOf = (id: string) => panes.find((p) => p.id === id)?.title ?? id;

  const valueAt = (split: SplitSpec) => (clientX: number, clientY: number) => {
    const r = box.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return boundaryOf(split);
    const { within } = split;
    return split.orientation === "vertical"
      ? ((clientX - r.left) / r.width - within.left) / within.width
      : ((clientY - r.top) / r.height - within.top) / within.height;
  };

  return (
    <div ref={box} className="relative min-h-[22rem] flex-1">
      {panes.map((pane) => {
        const rect = placement.panes.get(pane.id);
        const tall = screen === "phone" && pane.phoneMinHeight !== undefined;
        // On a phone, a group's first pane is its tab's panel.
        const panel =
          screen === "phone" && props.arrangement.some((group) => group[0] === pane.id)
            ? { role: "tabpanel", "aria-labelledby": `tab-${pane.id}` }
            : {};
        return (
          <Fragment key={pane.id}>
            <div
              id={paneDomId(pane.id)}
              ref={pane.frame}
              {...panel}
              hidden={!rect}
              style={
                rect
                  ? { ...placed(rect), ...(tall ? { "--pane-min": pane.phoneMinHeight } : {}) }
                  : undefined
              }
              className={`${props.card} absolute flex flex-col ${tall ? "overflow-y-auto [&>*]:min-h-(--pane-min) [&>*]:shrink-0" : ""}`}
            >
              {pane.element}
            </div>
            {/* Each handle comes right after the pane it follows, in the Tab order too. */}
            {placement.splits
              .filter((split) => split.before === pane.id)
              .map((split) => {
                const [min, max] = boundsOf(split);
                return (
                  <Splitter
                    key={`${split.key}#${split.index}`}
                    orientation={split.orientation}
                    value={boundaryOf(split)}
                    min={min}
                    max={max}
                    onChange={(to) => props.onSizes(split.key, moveBoundary(split, to))}
                    valueAt={valueAt(split)}
                    label={t(
                      split.orientation === "vertical" ? "split.columns" : "split.rows",
                      props.lang,
                      { before: titleOf(split.before), after: titleOf(split.after) },
                    )}
                    controls={paneDomId(split.before)}
                    style={handleStyle(split)}
                  />
                );
              })}
          </Fragment>
        );
      })}
    </div>
  );
}
