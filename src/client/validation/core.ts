/**
 * Everything the page needs from the protocol core, in one chunk loaded after the first paint
 * (the core and its schema facts weigh more than the rest of the page).
 */
export { judge } from "./judge.ts";
export { describeFinding, describeReason, fixTitle } from "./describe.ts";
