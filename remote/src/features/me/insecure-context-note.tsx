// On a plain-http address (a cloud on a home network, http://192.168…) the browser is not in a
// secure context and turns off the service worker, installing the app and notifications: said
// here in one line (docs/remote.md, Insecure addresses).
import { useT } from "@encore/web/i18n/translate";

/** Shown in place of the notifications' row when `window.isSecureContext` is false. */
export function InsecureContextNote() {
  const t = useT();
  return (
    <p className="me-note" role="note" data-testid="insecure-context">
      {t("remote.me.insecure")}
    </p>
  );
}
