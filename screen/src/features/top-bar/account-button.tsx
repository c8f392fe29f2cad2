// CONTRACT §5: a signed-in user's account button, named by the user's name, opening a menu with
// Settings, Feedback and Sign Out; a guest's `Sign In` button opening the auth dialog (loaded when
// first opened: it is not part of the first screen).
import { screenPaths } from "@encore/shared";
import { authAtom, signOut, userAtom } from "@encore/web/auth/auth-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { lazy, Suspense, useState } from "react";
import { useAppNavigate } from "../../app/navigate";

const AuthDialog = lazy(() =>
  import("@encore/web/accounts/auth-dialog").then((module) => ({ default: module.AuthDialog })),
);

export function AccountButton({ code }: { code: string }) {
  const user = useAtomValue(userAtom);
  const navigate = useAppNavigate();
  const [open, setOpen] = useState(false);
  if (!user) return <SignInButton />;
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

function SignInButton() {
  const auth = useAtomValue(authAtom);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (auth.status === "loading") return null;
  return (
    <>
      <button
        type="button"
        className="button sign-in-button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Sign In
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AuthDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
