// Where a mailed link's page or the Google callback goes when done (docs/decisions.md, "Links come
// back to where they started"): the return path the link or the sign-in's state carries, checked
// again here since anyone can edit a link; without one, the screen's own flow.
import { partyOfReturnPath, readReturnPath, RETURN_PATH_PARAM } from "@encore/shared";
import { t } from "@encore/web/i18n/translate";
import { useCallback } from "react";
import { useAppNavigate } from "../../app/navigate";

/** The checked return path in a link page's query, if any. */
export function returnPathOfLink(search: string): string | undefined {
  return readReturnPath(new URLSearchParams(search).get(RETURN_PATH_PARAM));
}

/** The words of the button that leaves a link page. */
export function continueLabel(returnTo: string | undefined): string {
  return returnTo && partyOfReturnPath(returnTo)
    ? t("screen.link.backToParty")
    : t("screen.link.continue");
}

/**
 * Leaves the page: to the return path by a page load (it is usually the remote, another app; the
 * history entry of the spent link is replaced), else to the screen's `fallback` inside the app.
 */
export function useLeaveLink(returnTo: string | undefined, fallback = "/"): () => void {
  const navigate = useAppNavigate();
  return useCallback(() => {
    if (returnTo) window.location.replace(returnTo);
    else navigate(fallback, { replace: true });
  }, [navigate, returnTo, fallback]);
}
