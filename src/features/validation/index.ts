/** The report of the editor text (judged as it changes) and the protocol core's chunk. */
export { type Core, core } from "./core.ts";
export { type ReportState, useReport } from "./useReport.ts";
