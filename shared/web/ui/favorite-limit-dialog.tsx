// The favorite limit modal (spec §2), open while favoriteLimitOpenAtom says so: mount it once.
import { MAX_FAVORITES } from "@encore/shared";
import { favoriteLimitOpenAtom } from "../favorites/favorites-atoms";
import { useAtom } from "../store/store";
import { ConfirmDialog } from "./confirm-dialog";

export const FAVORITE_LIMIT_TEXT = `You've reached the maximum of ${MAX_FAVORITES} favorite songs. To add new favorites, please remove some existing ones first.`;

export function FavoriteLimitDialog() {
  const [open, setOpen] = useAtom(favoriteLimitOpenAtom);
  const close = () => setOpen(false);
  return (
    <ConfirmDialog
      open={open}
      title="Favorite Limit Reached"
      message={FAVORITE_LIMIT_TEXT}
      confirmLabel="Got it"
      showCancel={false}
      onConfirm={close}
      onCancel={close}
    />
  );
}
