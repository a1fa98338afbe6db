/**
 * The layout slice: the sizes of the panes (kept on this device, see `index.ts`), the pane shown
 * alone (maximised) and the phone's current tab. The arrangement itself is the shell's.
 */
import type { SetState } from "./set.ts";
import type { PaneSizes } from "./device/layout.ts";

export interface LayoutSlice {
  paneSizes: PaneSizes;
  /** The pane that fills the workbench, if one does. */
  maximized: string | undefined;
  /** The pane group shown on a phone (one at a time). */
  phoneTab: string | undefined;
  setPaneSizes: (key: string, sizes: readonly number[]) => void;
  setMaximized: (pane: string | undefined) => void;
  setPhoneTab: (tab: string) => void;
}

export const createLayoutSlice = (set: SetState<LayoutSlice>): LayoutSlice => ({
  paneSizes: {},
  maximized: undefined,
  phoneTab: undefined,
  setPaneSizes: (key, sizes) => set((s) => ({ paneSizes: { ...s.paneSizes, [key]: sizes } })),
  setMaximized: (maximized) => set({ maximized }),
  setPhoneTab: (phoneTab) => set({ phoneTab }),
});
