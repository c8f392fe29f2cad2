// Account Settings on a phone: the shared profile card, the mails' language and account deletion, one column.
import { DeleteAccountSection } from "@encore/web/accounts/delete-account-section";
import { MailLanguageSection } from "@encore/web/accounts/mail-language-section";
import { ProfileCard } from "@encore/web/accounts/profile-card";
import { useT } from "@encore/web/i18n/translate";
import { RemoteAccountPage } from "./remote-account-page";

export function RemoteSettingsPage({ code }: { code: string }) {
  const t = useT();
  return (
    <RemoteAccountPage code={code} title={t("remote.account.settingsTitle")}>
      {(user) => (
        <>
          <ProfileCard user={user} />
          <MailLanguageSection />
          <DeleteAccountSection />
        </>
      )}
    </RemoteAccountPage>
  );
}
