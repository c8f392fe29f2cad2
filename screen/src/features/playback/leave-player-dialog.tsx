// `Leave the player?` (docs/screen.md, "Back asks first"): Back clears the party for every phone,
// so it asks, starting on Cancel. With host controls on the TV may not clear: the dialog says so
// and offers Cancel alone.
import { useT } from "@encore/web/i18n/translate";
import { ConfirmDialog } from "@encore/web/ui/confirm-dialog";
import type { LeaveChoice } from "./leave-rule";

export function LeavePlayerDialog({
  asking,
  onLeave,
  onCancel,
}: {
  asking: Exclude<LeaveChoice, "leave"> | null;
  onLeave: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const hostOnly = asking === "host-only";
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t("screen.player.leaveTitle")}
      message={hostOnly ? t("error.host_only_clear") : t("screen.player.leaveMessage")}
      // Host-only: the one button is Cancel, in the confirm button's place.
      onConfirm={hostOnly ? onCancel : onLeave}
      onCancel={onCancel}
      confirmLabel={hostOnly ? t("common.cancel") : t("screen.player.leaveConfirm")}
      showCancel={!hostOnly}
      danger={!hostOnly}
    />
  );
}
