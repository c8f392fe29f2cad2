// The authentication dialog (docs/product.md#authentication-dialog): Sign In, Create Account and
// Reset Password in one modal. Fields start empty each time it opens and each time the mode changes
// (the form is keyed by the mode and unmounted while closed); a busy submit or Google login
// disables every control and keeps Escape and the backdrop from closing it.
import { useState } from "react";
import { requestPasswordReset, signIn, signUp, startGoogleSignIn } from "../auth/auth-atoms";
import { useT } from "../i18n/translate";
import { Dialog } from "../ui/dialog";
import { AuthForm } from "./auth-form";
import { AUTH_TITLE_KEYS, type AuthHandlers, type AuthMode } from "./auth-dialog-model";
import "./account-forms.css";

const defaultHandlers: AuthHandlers = {
  signIn,
  signUp,
  forgotPassword: requestPasswordReset,
  google: startGoogleSignIn,
};

export interface AuthDialogProps {
  open: boolean;
  onClose: () => void;
  initialMode?: AuthMode;
  handlers?: AuthHandlers;
}

export function AuthDialog({
  open,
  onClose,
  initialMode = "signin",
  handlers = defaultHandlers,
}: AuthDialogProps) {
  const t = useT();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [busy, setBusy] = useState(false);

  function close() {
    setBusy(false);
    setMode(initialMode);
    onClose();
  }

  return (
    <Dialog
      open={open}
      title={t(AUTH_TITLE_KEYS[mode])}
      onClose={close}
      busy={busy}
      className="auth-dialog"
    >
      <AuthForm
        key={mode}
        mode={mode}
        busy={busy}
        setBusy={setBusy}
        handlers={handlers}
        onModeChange={setMode}
        onSignedIn={close}
      />
    </Dialog>
  );
}
