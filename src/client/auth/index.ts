/** The page's authorization state: the flow, the grants (memory unless remembered), the offer. */
export {
  AuthSession,
  POPUP_BLOCKED,
  type AuthKeep,
  type AuthView,
  type GrantView,
  type StartOptions,
} from "./session.ts";
