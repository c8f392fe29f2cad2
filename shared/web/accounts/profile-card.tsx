// 'Profile Information' (docs/product.md#settings): avatar, Name, Email and Member Since (a long
// date: the spec's US-English one in English, docs/languages.md#numbers-and-dates).
import type { User } from "@encore/shared";
import { useT } from "../i18n/translate";
import { Avatar } from "../ui/avatar";
import { longDate } from "./account-view";
import "./account-sections.css";

export function ProfileCard({ user }: { user: User }) {
  const t = useT();
  return (
    <section className="account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("common.profile.title")}</h2>
      <div className="profile-card">
        <Avatar name={user.name} pictureUrl={user.picture_url} size="2.4em" />
        <dl className="profile-facts">
          <div>
            <dt>{t("common.profile.name")}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{t("common.profile.email")}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t("common.profile.memberSince")}</dt>
            <dd>{longDate(user.created_at)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
