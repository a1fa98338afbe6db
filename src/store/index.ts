/**
 * The only module that imports zustand: every app state change goes through these actions.
 * Derived data (the report of the editor text, markers, links) is computed, never stored here.
 */
import { create } from "zustand";
import { type PersistStorage, type StorageValue, persist } from "zustand/middleware";
import {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type VersionChoice,
} from "../protocol/versions.ts";
import { LANGUAGES, type Language } from "../i18n/strings.ts";

// The languages are the i18n module's; re-exported for components that take them from here.
export type { Language };
export type ThemeChoice = "system" | "light" | "dark";

export interface PlaygroundState {
  /** The raw text in the message editor, exactly as typed. */
  text: string;
  version: VersionChoice;
  language: Language;
  theme: ThemeChoice;
  setText: (text: string) => void;
  setVersion: (version: VersionChoice) => void;
  setLanguage: (language: Language) => void;
  setTheme: (theme: ThemeChoice) => void;
}

export const INITIAL_TEXT = `{
  "jsonrpc": "2.0",
  "id": 1,
  "method": "tools/call",
  "params": {
    "name": "suggest_gifts",
    "arguments": { "occasion": "birthday", "budget": 50 }
  }
}
`;

function browserLanguage(): Language {
  const lang = typeof navigator === "undefined" ? "en" : navigator.language;
  return lang.toLowerCase().startsWith("ru") ? "ru" : "en";
}

/**
 * localStorage, written at most every 300 ms and when the page is hidden or left, so typing in
 * a megabyte message does not serialize it on every keystroke. A text over the quota is kept in
 * memory only (the previous saved state stays) instead of breaking the edit.
 */
function deferredStorage<S>(): PersistStorage<S> {
  let pending: { name: string; value: StorageValue<S> } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const { name, value } = pending;
    pending = undefined;
    try {
      localStorage.setItem(name, JSON.stringify(value));
    } catch {
      // Quota exceeded or storage disabled: nothing to do but keep working.
    }
  };
  if (typeof window !== "undefined") {
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
  }
  return {
    getItem: (name) => {
      try {
        const raw = localStorage.getItem(name);
        return raw === null ? null : (JSON.parse(raw) as StorageValue<S>);
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      pending = { name, value };
      clearTimeout(timer);
      timer = setTimeout(flush, 300);
    },
    removeItem: (name) => {
      pending = undefined;
      try {
        localStorage.removeItem(name);
      } catch {
        // Storage disabled.
      }
    },
  };
}

const isVersionChoice = (v: unknown): v is VersionChoice =>
  v === "auto" || (PROTOCOL_VERSIONS as readonly unknown[]).includes(v);

export const usePlayground = create<PlaygroundState>()(
  persist(
    (set) => ({
      text: INITIAL_TEXT,
      version: DEFAULT_PROTOCOL_VERSION,
      language: browserLanguage(),
      theme: "system",
      setText: (text) => set({ text }),
      setVersion: (version) => set({ version }),
      setLanguage: (language) => set({ language }),
      setTheme: (theme) => set({ theme }),
    }),
    {
      name: "mcp-playground",
      version: 1,
      storage: deferredStorage(),
      partialize: ({ text, version, language, theme }) => ({ text, version, language, theme }),
      // Stored state is untrusted: keep only well-formed fields.
      merge: (stored, current) => {
        const s = (stored ?? {}) as Partial<PlaygroundState>;
        return {
          ...current,
          ...(typeof s.text === "string" ? { text: s.text } : {}),
          ...(isVersionChoice(s.version) ? { version: s.version } : {}),
          ...(LANGUAGES.includes(s.language as Language) ? { language: s.language } : {}),
          ...(s.theme === "system" || s.theme === "light" || s.theme === "dark"
            ? { theme: s.theme }
            : {}),
        };
      },
    },
  ),
);
