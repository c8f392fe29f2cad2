// 'Profile Information' (spec §2): avatar, Name, Email and Member Since (a long US-English date).
import type { User } from "@encore/shared";
import { Avatar } from "../ui/avatar";
import { longUsDate } from "./account-view";
import "./account-sections.css";

export function ProfileCard({ user }: { user: User }) {
  return (
    <section className="account-section" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile Information</h2>
      <div className="profile-card">
        <Avatar name={user.name} pictureUrl={user.picture_url} size="2.4em" />
        <dl className="profile-facts">
          <div>
            <dt>Name</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Member Since</dt>
            <dd>{longUsDate(user.created_at)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
