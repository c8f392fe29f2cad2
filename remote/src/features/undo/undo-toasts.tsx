// The Undo toasts above the dock (docs/remote.md, Undo): the cloud's offers this phone is told
// (undo-notices.ts) and its own undo of a song it removed, each for its window. Undo answers
// the cloud with UNDO {undo_id}; what comes back is the usual broadcasts.
import { useT } from "@encore/web/i18n/translate";
import { undosAtom } from "@encore/web/session/session-atoms";
import { store, useAtomValue } from "@encore/web/store/store";
import { useEffect, useMemo } from "react";
import { myIdentityAtom } from "../../app/identity-atoms";
import { command } from "../playback";
import { answeredUndosAtom, localUndoAtom, undoNowAtom } from "./undo-atoms";
import { undoNotices } from "./undo-notices";

function sendUndo(undoId: string): void {
  store.set(answeredUndosAtom, (answered) => new Set([...answered, undoId]));
  void command("UNDO", { undo_id: undoId });
}

export function UndoToasts() {
  const t = useT();
  const undos = useAtomValue(undosAtom);
  const me = useAtomValue(myIdentityAtom);
  const answered = useAtomValue(answeredUndosAtom);
  const local = useAtomValue(localUndoAtom);
  const now = useAtomValue(undoNowAtom);
  // Read with a fresh clock whenever the offers change: one heard now is open now.
  const notices = useMemo(
    () => undoNotices(undos, Math.max(now, Date.now()), me, answered, t),
    [undos, now, me, answered, t],
  );
  const open = local !== null && local.until > Date.now() ? local : null;

  // Wake up when the next one ends, so it goes away on time.
  const nextEnd = Math.min(...notices.map((notice) => notice.until), open?.until ?? Infinity);
  useEffect(() => {
    if (nextEnd === Infinity) return;
    const timer = setTimeout(
      () => {
        if (store.get(localUndoAtom)?.until === nextEnd) store.set(localUndoAtom, null);
        store.set(undoNowAtom, Date.now());
      },
      Math.max(0, nextEnd - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [nextEnd]);

  return (
    <>
      {notices.map((notice) => (
        <UndoToast
          key={notice.undoId}
          text={notice.text}
          onUndo={() => sendUndo(notice.undoId)}
          label={t("remote.toast.undo")}
        />
      ))}
      {open && (
        <UndoToast
          text={open.text}
          label={t("remote.toast.undo")}
          onUndo={() => {
            store.set(localUndoAtom, null);
            open.undo();
          }}
        />
      )}
    </>
  );
}

function UndoToast({ text, label, onUndo }: { text: string; label: string; onUndo: () => void }) {
  return (
    <div className="toast" role="status" data-testid="undo-toast">
      <span className="toast-text">{text}</span>
      <button type="button" className="toast-action toast-undo" onClick={onUndo}>
        {label}
      </button>
    </div>
  );
}
