// 'Account Management' (spec §2): the warning, 'Delete Account' ('Deleting...' while busy), and the
// confirmation dialog in the dangerous style, which closes whether the deletion succeeds or fails
// (a failure is only logged, spec §8). Once deleted, the user is signed out.
import { useState } from "react";
import { deleteAccount } from "../auth/auth-atoms";
import { ConfirmDialog } from "../ui/confirm-dialog";
import "./account-sections.css";

export const DELETE_ACCOUNT_QUESTION =
  "Are you sure you want to delete your account? This action cannot be undone and will permanently remove all your favorites and account data.";

export function DeleteAccountSection() {
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
      <h2 id="account-management-title">Account Management</h2>
      <p className="account-danger-note">
        Deleting your account is permanent. It removes your favorites and all of your account data,
        and it cannot be undone.
      </p>
      <button
        type="button"
        className="account-danger-button"
        disabled={deleting}
        onClick={() => setConfirming(true)}
      >
        {deleting ? "Deleting..." : "Delete Account"}
      </button>
      <ConfirmDialog
        open={confirming}
        title="Delete Account"
        message={DELETE_ACCOUNT_QUESTION}
        confirmLabel="Delete Account"
        cancelLabel="Cancel"
        danger
        loading={deleting}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
