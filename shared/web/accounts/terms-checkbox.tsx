// Sign-up's terms checkbox, linking the Terms of Service and the Privacy Policy (spec §2). The
// links open beside the dialog, so what was typed is still there on return.
import { useId } from "react";

export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="account-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        I agree to the{" "}
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Service
        </a>{" "}
        and the{" "}
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy
        </a>
      </label>
    </div>
  );
}
