// Account Settings on a phone: the shared profile card and account deletion, one column.
import { DeleteAccountSection } from "@encore/web/accounts/delete-account-section";
import { ProfileCard } from "@encore/web/accounts/profile-card";
import { Link } from "wouter";
import { remotePaths } from "../../app/paths";
import { useSignedInOrBack } from "./use-account-guard";
import "./remote-account.css";

export function RemoteSettingsPage({ code }: { code: string }) {
  const auth = useSignedInOrBack(code);
  return (
    <div className="remote-account">
      <Link className="back-link" href={remotePaths.me(code)}>
        ← Me
      </Link>
      <h1 className="remote-account-title">Account Settings</h1>
      {auth.status === "loading" && <p>Loading...</p>}
      {auth.status === "in" && (
        <>
          <ProfileCard user={auth.user} />
          <DeleteAccountSection />
        </>
      )}
    </div>
  );
}
