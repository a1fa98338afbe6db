/** The settings as kept on this device (local storage), read before the first paint. No DOM. */
import { type PersistedSettings, storedSettings } from "../settings.ts";
import { readLocal } from "./local.ts";

/** The kept settings' well-formed fields. */
export const readSettings = (): Partial<PersistedSettings> => storedSettings(readLocal("settings"));
