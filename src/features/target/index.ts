/** What other features use of the target: the HTTP side of a message, and Cancel. */
export { CancelButton, HttpFacts } from "./HttpFacts.tsx";
