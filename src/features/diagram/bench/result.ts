/** What the diagram benchmark page reports (shared by the page and its driver in bench/ui). */

/** The main thread's time per message appended (see `appends.ts`). */
export interface AppendTimes {
  /** Deriving on the main thread, per append. */
  hereMs: number[];
  /** With the derive worker: `Deriving.update` (the post included), per append. */
  postMs: number[];
  /** … and handling the worker's answers to it. */
  receiveMs: number[];
}

export interface DrawSample {
  /** Scroll position as a fraction of the scrollable height. */
  at: number;
  /** scrollTop set → React committed the new window (a synchronous render). */
  commitMs: number;
  /** … plus the page's style and layout, forced. */
  layoutMs: number;
  /** … until the next frame was produced (includes waiting for it). */
  frameMs: number;
  /** Arrows in the DOM after the draw: the window, not the session. */
  arrows: number;
  /** The first arrow drawn, to check that the window moved. */
  firstLabel: string;
  /** The first arrow right after the commit: the same when the draw was synchronous. */
  committedLabel: string;
}

export interface DiagramBenchResult {
  messages: number;
  rows: number;
  /** Deriving the whole log from scratch, per round. */
  deriveMs: number[];
  /** JSON.parse of the same texts, per round. */
  parseMs: number[];
  /** The first render on the page: layout of every row and the first window, React cold. */
  mountMs: number;
  /** The same render again, React and styles warm. */
  warmMountMs: number;
  samples: DrawSample[];
  /** Waiting for the next frame with nothing to draw: the floor under `frameMs`. */
  idleFrameMs: number[];
  /** One message appended to the drawn session: derive it, lay out, draw (follow mode). */
  appendMs: number[];
  /** After the appends, the newest message is drawn (the view followed). */
  followed: boolean;
  /** Scrolled up, a new message left the scroll position alone. */
  stayed: boolean;
  /**
   * `?appends`: the main thread's time per message appended, from the first to the last:
   * deriving here against the derive worker's share (posting, receiving).
   */
  appends?: AppendTimes;
  /** The page was cross-origin isolated (its clock fine-grained). */
  isolated?: boolean;
  error?: string;
}
