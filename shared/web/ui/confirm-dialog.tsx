// The generic confirmation dialog (docs/product.md#confirmation-dialog): a title, a message,
// Confirm and Cancel by default, a cancel button that can be hidden, a dangerous (red) style,
// 'Processing...' while loading, and Escape or a click on the backdrop closing it unless it is
// loading.
import { useEffect, useRef } from "react";
import { useT } from "../i18n/translate";
import { Dialog } from "./dialog";
import "./confirm-dialog.css";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  showCancel?: boolean;
  danger?: boolean;
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  showCancel = true,
  danger = false,
  loading = false,
}: ConfirmDialogProps) {
  const t = useT();
  const safeButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // After showModal() has run: a dangerous question starts on Cancel, any other on Confirm.
    const frame = requestAnimationFrame(() =>
      (danger && showCancel ? safeButton : confirmButton).current?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [open, danger, showCancel]);

  return (
    <Dialog open={open} title={title} onClose={onCancel} busy={loading} className="confirm-dialog">
      <p className="confirm-dialog-message">{message}</p>
      <div className="confirm-dialog-actions">
        {showCancel && (
          <button
            ref={safeButton}
            type="button"
            className={`confirm-dialog-button confirm-dialog-cancel${danger ? " confirm-dialog-danger" : ""}`}
            disabled={loading}
            onClick={onCancel}
          >
            {cancelLabel ?? t("common.cancel")}
          </button>
        )}
        <button
          ref={confirmButton}
          type="button"
          className={`confirm-dialog-button confirm-dialog-confirm${danger ? " confirm-dialog-danger" : ""}`}
          disabled={loading}
          aria-busy={loading}
          onClick={onConfirm}
        >
          {loading ? t("common.processing") : (confirmLabel ?? t("common.confirm"))}
        </button>
      </div>
    </Dialog>
  );
}
