// "You're next!" and where the guest's songs are, at the top of every party page; with a way to
// be told by a notification when the phone is in a pocket. Hidden while the TV is away.
import { useT } from "@encore/web/i18n/translate";
import { useAtomValue } from "@encore/web/store/store";
import { screenAwayAtom } from "../status";
import { turnMessage } from "./your-turn";
import { turnViewAtom } from "./your-turn-atoms";
import { NotifyButton } from "./notify-button";
import "./your-turn.css";

export function YourTurnBanner() {
  const t = useT();
  const view = useAtomValue(turnViewAtom);
  const screenAway = useAtomValue(screenAwayAtom);
  const message = turnMessage(view, t);
  // While the TV is away nothing is on and nothing starts: its banner says so instead.
  if (message === null || screenAway) return null;
  const urgent = view.singingNow || view.nextIsMine;
  return (
    <div
      className={`your-turn ${urgent ? "your-turn-urgent" : ""}`}
      role="status"
      data-testid="your-turn"
    >
      <span className="your-turn-text">{message}</span>
      {!view.singingNow && <NotifyButton />}
    </div>
  );
}
