// 'Account Management' (docs/product.md#settings): the warning, 'Delete Account' ('Deleting...'
// while busy), and the confirmation dialog in the dangerous style, which closes whether the
// deletion succeeds or fails (a failure is only logged). Once deleted, the user is signed out.
import { useState } from "react";
import { deleteAccount } from "../auth/auth-atoms";
import { useT } from "../i18n/translate";
import { ConfirmDialog } from "../ui/confirm-dialog";
import "./account-sections.css";

export function DeleteAccountSection() {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteAccount();
    } catch (error) {
      console.warn("Failed to delete the account", error);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <section className="account-section" aria-labelledby="account-management-title">
      <h2 id="account-management-title">{t("common.account.management")}</h2>
      <p className="account-danger-note">{t("common.account.deleteNote")}</p>
      <button
        type="button"
        className="account-danger-button"
        disabled={deleting}
        onClick={() => setConfirming(true)}
      >
        {deleting ? t("common.account.deleting") : t("common.account.delete")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("common.account.delete")}
        message={t("common.account.deleteQuestion")}
        confirmLabel={t("common.account.delete")}
        cancelLabel={t("common.cancel")}
        danger
        loading={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
