/**
 * The effective theme: the user's choice, or the system's when the choice is "system". It is
 * applied as the `dark` class on <html> (Tailwind's `dark:` variant keys on it) and as the
 * page's color-scheme, so native controls and scrollbars follow too.
 */
import { useEffect, useSyncExternalStore } from "react";
import type { ThemeChoice } from "../store/index.ts";

const query = "(prefers-color-scheme: dark)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

const systemIsDark = () => window.matchMedia(query).matches;

export function useEffectiveTheme(choice: ThemeChoice): "light" | "dark" {
  const systemDark = useSyncExternalStore(subscribe, systemIsDark, () => false);
  const theme = choice === "system" ? (systemDark ? "dark" : "light") : choice;
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    root.style.colorScheme = theme;
  }, [theme]);
  return theme;
}
