// An account page on a phone: the way back to the Me tab, the title, and the page itself once a
// signed-in user is known (a guest is sent back to Me).
import type { User } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { useSignedInOrBack } from "./use-account-guard";
import "./remote-account.css";

interface Props {
  code: string;
  title: string;
  children: (user: User) => ReactNode;
}

export function RemoteAccountPage({ code, title, children }: Props) {
  const t = useT();
  const auth = useSignedInOrBack(code);
  return (
    <div className="remote-account">
      <Link className="back-link" href={remotePaths.me(code)}>
        {t("remote.account.back")}
      </Link>
      <h1 className="remote-account-title">{title}</h1>
      {auth.status === "loading" && <p>{t("remote.loading")}</p>}
      {auth.status === "in" && children(auth.user)}
    </div>
  );
}
