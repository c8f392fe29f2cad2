// The your-turn feature's public entry: which songs are mine, the banner and alerts when my turn
// comes, and the button that allows notifications.
export { NotifyButton } from "./notify-button";
export { useTurnAlerts } from "./use-turn-alerts";
export { isMine, type SingerIdentity } from "./your-turn";
export { YourTurnBanner } from "./your-turn-banner";
