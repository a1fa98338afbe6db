/**
 * The settings slice: the editor text, the protocol version, the UI language and the theme.
 * These four are the persisted part of the store (see `index.ts`).
 */
import type { SetState } from "./set.ts";
import {
  DEFAULT_PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  type VersionChoice,
} from "../protocol/versions.ts";
import { LANGUAGES, type Language } from "../i18n/strings.ts";

export type ThemeChoice = "system" | "light" | "dark";

export interface SettingsSlice {
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

export type PersistedSettings = Pick<SettingsSlice, "text" | "version" | "language" | "theme">;

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

/** `language`: the first visit's UI language (the browser's). */
export const createSettingsSlice = (
  set: SetState<SettingsSlice>,
  language: Language,
): SettingsSlice => ({
  text: INITIAL_TEXT,
  version: DEFAULT_PROTOCOL_VERSION,
  language,
  theme: "system",
  setText: (text) => set({ text }),
  setVersion: (version) => set({ version }),
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => set({ theme }),
});

export const persistedSettings = ({
  text,
  version,
  language,
  theme,
}: PersistedSettings): PersistedSettings => ({ text, version, language, theme });

const isVersionChoice = (v: unknown): v is VersionChoice =>
  v === "auto" || (PROTOCOL_VERSIONS as readonly unknown[]).includes(v);

/** Stored state is untrusted: only its well-formed fields are taken. */
export function storedSettings(stored: unknown): Partial<PersistedSettings> {
  const s = (typeof stored === "object" && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return {
    ...(typeof s.text === "string" ? { text: s.text } : {}),
    ...(isVersionChoice(s.version) ? { version: s.version } : {}),
    ...(LANGUAGES.includes(s.language as Language) ? { language: s.language as Language } : {}),
    ...(s.theme === "system" || s.theme === "light" || s.theme === "dark"
      ? { theme: s.theme }
      : {}),
  };
}
