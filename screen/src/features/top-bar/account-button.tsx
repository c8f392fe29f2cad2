// docs/product.md#top-bar: a signed-in user's account button, named by the user's name, opening a
// menu with Settings, Feedback and Sign Out; a guest's `Sign In` button opening the auth dialog
// (loaded when first opened: it is not part of the first screen).
import { screenPaths } from "@encore/shared";
import { authAtom, signOut, userAtom } from "@encore/web/auth/auth-atoms";
import { useT } from "@encore/web/i18n/translate";
import { useAtomValue } from "@encore/web/store/store";
import { Avatar } from "@encore/web/ui/avatar";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { useAppNavigate } from "../../app/navigate";

const AuthDialog = lazy(() =>
  import("@encore/web/accounts/auth-dialog").then((module) => ({ default: module.AuthDialog })),
);

export function AccountButton({ code }: { code: string }) {
  const t = useT();
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
        <bdi className="account-button-name" title={user.name}>
          {user.name}
        </bdi>
      </button>
      {open && (
        <ul className="account-menu" role="menu">
          <MenuItem onSelect={() => navigate(screenPaths.settings(code))}>
            {t("screen.account.settings")}
          </MenuItem>
          <MenuItem onSelect={() => navigate(screenPaths.feedback(code))}>
            {t("screen.account.feedback")}
          </MenuItem>
          <MenuItem
            onSelect={() => {
              setOpen(false);
              void signOut();
            }}
          >
            {t("screen.account.signOut")}
          </MenuItem>
        </ul>
      )}
    </div>
  );
}

function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <li role="none">
      <button type="button" role="menuitem" onClick={onSelect}>
        {children}
      </button>
    </li>
  );
}

function SignInButton() {
  const t = useT();
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
        {t("screen.account.signIn")}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AuthDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
