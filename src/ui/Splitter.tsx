/**
 * The handle between two panes: dragged with any pointer, or moved with the arrow keys (Page
 * Up/Down for big steps, Home/End to the limits). A `separator` with its value, as the ARIA
 * window-splitter pattern has it: the boundary's place in percent of what it splits.
 */
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef } from "react";

export interface SplitterProps {
  /** "vertical": a line between side-by-side panes, moved left and right. */
  orientation: "vertical" | "horizontal";
  /** Where the boundary is, and how far it may go (fractions of what it splits). */
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** Maps a pointer's position on the page to a value (the caller knows the geometry). */
  valueAt: (clientX: number, clientY: number) => number;
  label: string;
  /** The id of the pane before the boundary. */
  controls: string;
  style: CSSProperties;
}

const STEP = 0.02;
const PAGE = 0.1;

export function Splitter(props: SplitterProps) {
  const dragging = useRef(false);
  const vertical = props.orientation === "vertical";
  const keys: Record<string, number | "min" | "max"> = {
    [vertical ? "ArrowLeft" : "ArrowUp"]: -STEP,
    [vertical ? "ArrowRight" : "ArrowDown"]: STEP,
    PageUp: -PAGE,
    PageDown: PAGE,
    Home: "min",
    End: "max",
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = keys[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const to = move === "min" ? props.min : move === "max" ? props.max : props.value + move;
    props.onChange(Math.min(props.max, Math.max(props.min, to)));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus();
    dragging.current = true;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragging.current) props.onChange(props.valueAt(event.clientX, event.clientY));
  };
  const stop = () => {
    dragging.current = false;
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation={props.orientation}
      aria-valuenow={Math.round(props.value * 100)}
      aria-valuemin={Math.round(props.min * 100)}
      aria-valuemax={Math.round(props.max * 100)}
      aria-label={props.label}
      aria-controls={props.controls}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stop}
      onPointerCancel={stop}
      style={props.style}
      className={`group absolute z-10 flex touch-none items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-sky-500 ${vertical ? "cursor-col-resize" : "cursor-row-resize"}`}
    >
      <span
        aria-hidden="true"
        className={`rounded-full bg-slate-300 group-hover:bg-sky-500 group-focus-visible:bg-sky-600 dark:bg-slate-700 dark:group-hover:bg-sky-400 dark:group-focus-visible:bg-sky-400 ${vertical ? "h-10 w-1" : "h-1 w-10"}`}
      />
    </div>
  );
}
