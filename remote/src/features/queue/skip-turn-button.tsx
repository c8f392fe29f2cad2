// "Skip my turn, keep my place" on a waiting song: the next singer goes first. Disabled, and
// saying why, when nobody else is waiting after it.
import { useT } from "@encore/web/i18n/translate";
import { useId } from "react";

export function SkipTurnButton({
  title,
  possible,
  onSkip,
}: {
  title: string;
  /** Another singer's song follows it. */
  possible: boolean;
  onSkip: () => void;
}) {
  const t = useT();
  const reasonId = useId();
  const skip = t("remote.queue.skipMyTurn", { title });
  return (
    <>
      <button
        type="button"
        className="queue-skip-turn"
        aria-label={skip}
        title={possible ? skip : t("remote.queue.nothingToSkip")}
        disabled={!possible}
        aria-describedby={possible ? undefined : reasonId}
        onClick={onSkip}
      >
        <span aria-hidden="true">⤵</span>
      </button>
      {!possible && (
        <span id={reasonId} className="visually-hidden">
          {t("remote.queue.nothingToSkip")}
        </span>
      )}
    </>
  );
}
