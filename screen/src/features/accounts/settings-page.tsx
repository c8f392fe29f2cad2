// Account settings (spec §2): 'Loading...' until the auth check answers, then the profile and
// account deletion; guests go to /.
import { DeleteAccountSection } from "@encore/web/accounts/delete-account-section";
import { ProfileCard } from "@encore/web/accounts/profile-card";
import { AccountPageHeader, AccountPageLoading } from "./account-page-header";
import { useSignedIn } from "./use-signed-in";
import "./account-pages.css";

export function SettingsPage({ code }: { code: string }) {
  const { loading, user } = useSignedIn();
  if (loading) return <AccountPageLoading />;
  if (!user) return null;
  return (
    <div className="account-page">
      <AccountPageHeader code={code} title="Account Settings" />
      <main className="account-page-main settings-main">
        <ProfileCard user={user} />
        <DeleteAccountSection />
      </main>
    </div>
  );
}
