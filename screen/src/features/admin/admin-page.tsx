// /admin: the operator's sign-in, then the back office (docs/admin.md). Whether the operator is
// signed in is the cloud's answer to GET /api/admin/session, asked once when the page opens.
import { ApiError } from "@encore/web/api/http-client";
import { useT } from "@encore/web/i18n/translate";
import { useEffect, useState } from "react";
import { adminApi } from "./admin-api";
import { AdminConsole } from "./admin-console";
import { AdminSignIn } from "./admin-sign-in";
import "./admin.css";

type Access = "checking" | "signed-out" | "signed-in" | "unreachable";

export function AdminPage() {
  const t = useT();
  const [access, setAccess] = useState<Access>("checking");
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    adminApi.session().then(
      () => live && setAccess("signed-in"),
      (error: unknown) => {
        if (!live) return;
        setAccess(error instanceof ApiError && error.status === 401 ? "signed-out" : "unreachable");
      },
    );
    return () => {
      live = false;
    };
  }, [round]);

  useEffect(() => {
    document.title = t("screen.admin.title");
  }, [t]);

  return (
    <div className="admin-page">
      {access === "checking" && (
        <p className="admin-status" role="status">
          {t("screen.admin.loading")}
        </p>
      )}
      {access === "unreachable" && (
        <div className="admin-status" role="alert">
          <p>{t("screen.admin.loadFailed")}</p>
          <button type="button" className="button" onClick={() => setRound((n) => n + 1)}>
            {t("screen.admin.retry")}
          </button>
        </div>
      )}
      {access === "signed-out" && <AdminSignIn onSignedIn={() => setAccess("signed-in")} />}
      {access === "signed-in" && <AdminConsole onSignedOut={() => setAccess("signed-out")} />}
    </div>
  );
}
