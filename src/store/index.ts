/**
 * The only module that imports zustand (with its slices): every app state change goes through
 * these actions. Derived data (the report of the editor text, the rows of the exchange, markers,
 * links) is computed, never stored here. The settings are persisted here (localStorage, ready at
 * first paint); the exchange log is kept by `persistence.ts` (IndexedDB).
 */
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { type ExchangeSlice, createExchangeSlice } from "./exchange.ts";
import {
  type PersistedSettings,
  type SettingsSlice,
  createSettingsSlice,
  persistedSettings,
  storedSettings,
} from "./settings.ts";
import { type ShareSlice, createShareSlice } from "./share.ts";
import { type TargetSlice, createTargetSlice } from "./target.ts";
import { deferredStorage } from "./storage.ts";

import type { Language } from "../i18n/strings.ts";

// The languages are the i18n module's; re-exported for components that take them from here.
export type { Language };
export type { ThemeChoice } from "./settings.ts";
export { INITIAL_TEXT } from "./settings.ts";
export type { SessionFilters, SessionNotice } from "./exchange.ts";
export { MAX_ENTRIES, NO_FILTERS } from "./exchange.ts";
export type { LinkBanner } from "./share.ts";
export type { ConnectPhase, TargetSettings, TransportChoice } from "./target.ts";

function browserLanguage(): Language {
  const lang = typeof navigator === "undefined" ? "en" : navigator.language;
  return lang.toLowerCase().startsWith("ru") ? "ru" : "en";
}

export type PlaygroundState = SettingsSlice & ExchangeSlice & ShareSlice & TargetSlice;

export const usePlayground = create<PlaygroundState>()(
  persist<PlaygroundState, [], [], PersistedSettings>(
    (set) => ({
      ...createSettingsSlice(set, browserLanguage()),
      ...createExchangeSlice(set),
      ...createShareSlice(set),
      ...createTargetSlice(set),
    }),
    {
      name: "mcp-playground",
      version: 1,
      storage: deferredStorage<PersistedSettings>(),
      partialize: persistedSettings,
      merge: (stored, current) => ({ ...current, ...storedSettings(stored) }),
    },
  ),
);
