/** What other features use of sharing: "Copy as curl" in the message view. */
export { CurlExport } from "./CurlExport.tsx";
