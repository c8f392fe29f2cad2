// Sign-up's terms checkbox, linking the Terms of Service and the Privacy Policy
// (docs/product.md#authentication-dialog). The links open beside the dialog, so what was typed is
// still there on return. One sentence with the links in it, in the order of the language shown.
import { useId } from "react";
import { messageWithElements } from "../i18n/message-with-elements";
import { useT } from "../i18n/translate";

export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
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
        {messageWithElements(t, "common.auth.agreeTerms", {
          terms: (
            <a href="/terms" target="_blank" rel="noopener">
              {t("common.legal.title.terms")}
            </a>
          ),
          privacy: (
            <a href="/privacy" target="_blank" rel="noopener">
              {t("common.legal.title.privacy")}
            </a>
          ),
        })}
      </label>
    </div>
  );
}
