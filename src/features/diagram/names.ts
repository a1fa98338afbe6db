/**
 * Stable English names of the diagram's controls, whatever the UI language: tests and users'
 * scripts find "Sequence diagram", "Export Mermaid" and "Export SVG" by them (see
 * `accessibleName` in the i18n module for the same rule elsewhere).
 */
import { en } from "../../i18n/areas/diagram.ts";

export type DiagramNameKey =
  "diagram.title" | "diagram.exportMermaid" | "diagram.exportSvg" | "diagram.exportPng";

export const diagramName = (key: DiagramNameKey): string => en[key];
