/** The authorization lane's judge and its finding texts (English; Russian in i18n). */
export { createAuthJudge, issuerOfMetadataUrl } from "./judge.ts";
export { AUTH_MESSAGES, type AuthFindingCode, authMessage } from "./messages.ts";
