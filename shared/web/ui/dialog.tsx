// A modal dialog on the platform's own <dialog>: showModal() makes the rest of the page inert and
// keeps focus inside, Escape closes (the `cancel` event), and focus returns to where it was. No
// focus-trap library is needed for that. Named by its title (docs/product.md#accessible-names);
// Escape and a click on the backdrop close it unless it is busy.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { useT } from "../i18n/translate";
import "./dialog.css";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  className?: string;
  /** Side panels slide in from the right instead of sitting in the middle. */
  variant?: "modal" | "side-panel";
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

export function Dialog({
  open,
  title,
  onClose,
  busy = false,
  children,
  className,
  variant = "modal",
  onKeyDown,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const busyRef = useRef(busy);
  busyRef.current = busy;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${variant} ${className ?? ""}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // A focused <select> keeps Escape from the dialog: a TV remote's Back there would close
        // nothing. Its open list never sends keys to the page, so this is the closed one.
        if (
          event.key === "Escape" &&
          event.target instanceof HTMLSelectElement &&
          !event.defaultPrevented &&
          !busyRef.current
        ) {
          event.preventDefault();
          onClose();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        if (!busyRef.current) onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself, outside its content box, is on the backdrop.
        if (event.target === event.currentTarget && !busyRef.current) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <header className="dialog-header">
            <h2 id={titleId} className="dialog-title">
              {title}
            </h2>
            <button
              type="button"
              className="dialog-close"
              aria-label={t("common.close")}
              disabled={busy}
              onClick={onClose}
            >
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
