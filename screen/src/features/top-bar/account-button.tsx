// CONTRACT §5: a signed-in user's account button, named by the user's name, opening a menu with
// Settings, Feedback and Sign Out. (The guest's Sign In and its dialog come with the accounts UI.)
import { screenPaths } from "@encore/shared";
import { signOut, userAtom } from "@encore/web/auth/auth-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { useState } from "react";
import { useAppNavigate } from "../../app/navigate";

export function AccountButton({ code }: { code: string }) {
  const user = useAtomValue(userAtom);
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <div className="account">
      <button
        type="button"
        className="account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <Avatar name={user.name} pictureUrl={user.picture_url} />
        <span>{user.name}</span>
      </button>
      {open && (
        <ul className="account-menu" role="menu">
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => navigate(screenPaths.settings(code))}
            >
              Settings
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => navigate(screenPaths.feedback(code))}
            >
              Feedback
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                void signOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
