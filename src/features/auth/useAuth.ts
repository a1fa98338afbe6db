/**
 * The page's authorization session (`client/auth`), made once per page with its side effects:
 * entries to the session log, the popup for the authorization page, the device for remembered
 * grants. Components read its view and get its actions through props.
 */
import { useState, useSyncExternalStore } from "react";
import { AuthSession } from "../../client/auth/index.ts";
import type { SessionController } from "../../client/session/index.ts";
import { loadGrants, saveGrants } from "../../store/device/index.ts";
import { openAuthorizationPopup } from "./popup.ts";

export function useAuthSession(controller: SessionController) {
  const [session] = useState(
    () =>
      new AuthSession({
        record: (entry) => controller.recordAuth(entry),
        openAuthorization: openAuthorizationPopup,
        keep: { load: loadGrants, save: saveGrants },
      }),
  );
  const view = useSyncExternalStore(
    (listener) => session.subscribe(listener),
    () => session.view(),
  );
  return { session, view };
}
