// Account settings (docs/product.md#settings): 'Loading...' until the auth check answers, then the
// profile and account deletion; guests go to /.
import { DeleteAccountSection } from "@encore/web/accounts/delete-account-section";
import { MailLanguageSection } from "@encore/web/accounts/mail-language-section";
import { ProfileCard } from "@encore/web/accounts/profile-card";
import { useT } from "@encore/web/i18n/translate";
import { AccountPageHeader, AccountPageLoading } from "./account-page-header";
import { useSignedIn } from "./use-signed-in";
import "./account-pages.css";

export function SettingsPage({ code }: { code: string }) {
  const t = useT();
  const { loading, user } = useSignedIn();
  if (loading) return <AccountPageLoading />;
  if (!user) return null;
  return (
    <div className="account-page">
      <AccountPageHeader code={code} title={t("screen.account.settingsTitle")} />
      <main className="account-page-main settings-main">
        <ProfileCard user={user} />
        <MailLanguageSection />
        <DeleteAccountSection />
      </main>
    </div>
  );
}
