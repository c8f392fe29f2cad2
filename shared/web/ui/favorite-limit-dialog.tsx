// The favorite limit modal (docs/product.md#favorite-limit), open while favoriteLimitOpenAtom says
// so: mount it once.
import { MAX_FAVORITES } from "@encore/shared";
import { favoriteLimitOpenAtom } from "../favorites/favorites-atoms";
import { useT } from "../i18n/translate";
import { useAtom } from "../store/store";
import { ConfirmDialog } from "./confirm-dialog";

export function FavoriteLimitDialog() {
  const t = useT();
  const [open, setOpen] = useAtom(favoriteLimitOpenAtom);
  const close = () => setOpen(false);
  return (
    <ConfirmDialog
      open={open}
      title={t("common.favorites.limitTitle")}
      message={t("common.favorites.limitText", { max: MAX_FAVORITES })}
      confirmLabel={t("common.favorites.gotIt")}
      showCancel={false}
      onConfirm={close}
      onCancel={close}
    />
  );
}
