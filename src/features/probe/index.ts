/** The report card in the page: "Check this server" and the card (see `ProbePanel`). */
export { ProbePanel } from "./ProbePanel.tsx";
export { type ProbeState, useProbe } from "./useProbe.ts";
export { type ProbeAuth, challengeOf, probeAuth } from "./grant.ts";
