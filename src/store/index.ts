/**
 * The only module that imports zustand (with its slices): every app state change goes through
 * these actions. Derived data (the report of the editor text, the rows of the exchange, markers,
 * links) is computed, never stored here. What the device keeps (the settings, ready at the first
 * paint; the target; the session) is `device/`.
 */
import { create } from "zustand";
import { type ExchangeSlice, createExchangeSlice } from "./exchange.ts";
import { type SettingsSlice, createSettingsSlice, persistedSettings } from "./settings.ts";
import { type ShareSlice, createShareSlice } from "./share.ts";
import { type TargetSlice, createTargetSlice } from "./target.ts";
import { type StdioSlice, createStdioSlice } from "./stdio.ts";
import { type LearnSlice, createLearnSlice } from "./learn.ts";
import { readProgress, saveProgress } from "./device/progress.ts";
import { type LayoutSlice, createLayoutSlice } from "./layout.ts";
import { loadPaneSizes } from "./device/layout.ts";
import { deferredWriter } from "./device/deferred.ts";
import { readSettings } from "./device/settings.ts";

import type { Language } from "../i18n/strings.ts";

// The languages are the i18n module's; re-exported for components that take them from here.
export type { Language };
export type { ThemeChoice } from "./settings.ts";
export { INITIAL_TEXT } from "./settings.ts";
export type { SessionFilters, SessionNotice } from "./exchange.ts";
export { MAX_ENTRIES, NO_FILTERS } from "./exchange.ts";
export type { LinkBanner, PendingLink } from "./share.ts";
export type { PaneSizes } from "./device/layout.ts";
export type { ConnectPhase, TargetSettings, TransportChoice } from "./target.ts";
export type { BridgeState, EnvRow, StdioSettings } from "./stdio.ts";
export { TYPED } from "./stdio.ts";
export type { ExerciseState, OpenExercise, Progress } from "./learn.ts";

function browserLanguage(): Language {
  const lang = typeof navigator === "undefined" ? "en" : navigator.language;
  return lang.toLowerCase().startsWith("ru") ? "ru" : "en";
}

export type PlaygroundState = SettingsSlice &
  ExchangeSlice &
  ShareSlice &
  TargetSlice &
  StdioSlice &
  LearnSlice &
  LayoutSlice;

export const usePlayground = create<PlaygroundState>()((set) => ({
  ...createSettingsSlice(set, browserLanguage()),
  ...createExchangeSlice(set),
  ...createShareSlice(set),
  ...createTargetSlice(set),
  ...createStdioSlice(set),
  ...createLearnSlice(set, readProgress()),
  ...createLayoutSlice(set),
  // The settings and the pane sizes kept from the last visit, there from the first paint.
  ...readSettings(),
  paneSizes: loadPaneSizes(),
}));

const keepSettings = deferredWriter("settings");
usePlayground.subscribe((state, previous) => {
  const { text, version, language, theme } = state;
  if (
    text !== previous.text ||
    version !== previous.version ||
    language !== previous.language ||
    theme !== previous.theme
  ) {
    keepSettings(persistedSettings(state));
  }
  if (state.progress !== previous.progress) saveProgress(state.progress);
});

const keepLayout = deferredWriter("layout");
usePlayground.subscribe((state, previous) => {
  if (state.paneSizes !== previous.paneSizes) keepLayout({ sizes: state.paneSizes });
});
