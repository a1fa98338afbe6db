/**
 * The diagram's colours, light and dark: one table for both the live diagram (as CSS custom
 * properties that follow the `dark` class on <html>) and the SVG export (as plain values, so the
 * file renders anywhere).
 */
import type { ServerEventKind } from "../../protocol/exchange/types.ts";

export type Theme = "light" | "dark";

/** What an arrow's colour says about the message. */
export type Tone =
  "request" | "reply" | "notification" | "error" | "toolError" | "invalid" | "batch";

export interface Palette {
  background: string;
  lifeline: string;
  text: string;
  muted: string;
  /** Halo behind text drawn over lines. */
  halo: string;
  selected: string;
  hover: string;
  focus: string;
  tone: Record<Tone, string>;
  band: Record<ServerEventKind, { fill: string; stroke: string; text: string }>;
}

export const PALETTES: Record<Theme, Palette> = {
  light: {
    background: "#ffffff",
    lifeline: "#94a3b8",
    text: "#0f172a",
    muted: "#475569",
    halo: "#ffffff",
    selected: "#e0f2fe",
    hover: "#f1f5f9",
    focus: "#0ea5e9",
    tone: {
      request: "#0369a1",
      reply: "#047857",
      notification: "#6d28d9",
      error: "#be123c",
      toolError: "#b45309",
      invalid: "#64748b",
      batch: "#4338ca",
    },
    band: {
      started: { fill: "#ecfdf5", stroke: "#6ee7b7", text: "#065f46" },
      restarted: { fill: "#ecfdf5", stroke: "#6ee7b7", text: "#065f46" },
      crashed: { fill: "#fff1f2", stroke: "#fda4af", text: "#9f1239" },
      "transport-error": { fill: "#fffbeb", stroke: "#fcd34d", text: "#92400e" },
      "target-changed": { fill: "#f0f9ff", stroke: "#7dd3fc", text: "#075985" },
      stopped: { fill: "#f8fafc", stroke: "#cbd5e1", text: "#334155" },
      "stdout-stray": { fill: "#fffbeb", stroke: "#fcd34d", text: "#92400e" },
    },
  },
  dark: {
    background: "#0f172a",
    lifeline: "#475569",
    text: "#e2e8f0",
    muted: "#94a3b8",
    halo: "#0f172a",
    selected: "#0c4a6e",
    hover: "#1e293b",
    focus: "#38bdf8",
    tone: {
      request: "#7dd3fc",
      reply: "#6ee7b7",
      notification: "#c4b5fd",
      error: "#fb7185",
      toolError: "#fbbf24",
      invalid: "#94a3b8",
      batch: "#a5b4fc",
    },
    band: {
      started: { fill: "#022c22", stroke: "#047857", text: "#a7f3d0" },
      restarted: { fill: "#022c22", stroke: "#047857", text: "#a7f3d0" },
      crashed: { fill: "#4c0519", stroke: "#be123c", text: "#fecdd3" },
      "transport-error": { fill: "#451a03", stroke: "#b45309", text: "#fde68a" },
      "target-changed": { fill: "#082f49", stroke: "#0369a1", text: "#bae6fd" },
      stopped: { fill: "#1e293b", stroke: "#64748b", text: "#e2e8f0" },
      "stdout-stray": { fill: "#451a03", stroke: "#b45309", text: "#fde68a" },
    },
  },
};

/** The class the live diagram's root carries; the custom properties below hang on it. */
export const DIAGRAM_CLASS = "mcp-diagram";

/** `var(--…)` names of the live diagram, in the same shape as a palette. */
export const VARS = {
  background: "var(--dg-background)",
  lifeline: "var(--dg-lifeline)",
  text: "var(--dg-text)",
  muted: "var(--dg-muted)",
  halo: "var(--dg-halo)",
  selected: "var(--dg-selected)",
  hover: "var(--dg-hover)",
  focus: "var(--dg-focus)",
  tone: Object.fromEntries(
    Object.keys(PALETTES.light.tone).map((k) => [k, `var(--dg-tone-${k})`]),
  ) as Record<Tone, string>,
  band: Object.fromEntries(
    Object.keys(PALETTES.light.band).map((k) => [
      k,
      { fill: `var(--dg-${k}-fill)`, stroke: `var(--dg-${k}-stroke)`, text: `var(--dg-${k}-text)` },
    ]),
  ) as Palette["band"],
} satisfies Palette;

function properties(p: Palette): string {
  const entries: [string, string][] = [
    ["background", p.background],
    ["lifeline", p.lifeline],
    ["text", p.text],
    ["muted", p.muted],
    ["halo", p.halo],
    ["selected", p.selected],
    ["hover", p.hover],
    ["focus", p.focus],
    ...Object.entries(p.tone).map(([k, v]): [string, string] => [`tone-${k}`, v]),
    ...Object.entries(p.band).flatMap(([k, b]): [string, string][] => [
      [`${k}-fill`, b.fill],
      [`${k}-stroke`, b.stroke],
      [`${k}-text`, b.text],
    ]),
  ];
  return entries.map(([k, v]) => `--dg-${k}:${v};`).join("");
}

/** The style sheet of the live diagram: light by default, dark under the `dark` class. */
export const PALETTE_CSS =
  `.${DIAGRAM_CLASS}{${properties(PALETTES.light)}}` +
  `.dark .${DIAGRAM_CLASS}{${properties(PALETTES.dark)}}`;
