/**
 * Stable English names of the sharing controls, whatever the UI language: tests and users'
 * scripts find "Copy link", "Include the session", "Export"… by them.
 */
import { en } from "../../i18n/areas/share.ts";

export type ShareNameKey = keyof typeof en;

export const shareName = (key: ShareNameKey): string => en[key];
