/** The checking layer: classify a message and report what is wrong with it, layer by layer. */
export { checkBytes, checkText, checkValue } from "./check.ts";
export { type Classification, classify } from "./classify.ts";
export {
  CHECK_MESSAGES,
  type CheckCode,
  FIX_TITLES,
  checkMessage,
  findingMessage,
} from "./messages.ts";
export { META_PROTOCOL_VERSION, inferVersion, resolveVersion } from "./version.ts";
export { ERROR_CODES, type ErrorCodeInfo } from "./errorCodes.ts";
export { methodVersions } from "./hints.ts";
export type { CheckOptions, MessageContext, MessageReport, RequestId } from "./types.ts";
