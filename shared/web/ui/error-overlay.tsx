// `Failed to load songs` with the error text and Retry, over everything
// (docs/product.md#error-overlay).
import { loadErrorAtom, retryCountAtom } from "../catalogue/load-error";
import { useT } from "../i18n/translate";
import { useAtom, useSetAtom } from "../store/store";
import { Dialog } from "./dialog";

export function ErrorOverlay() {
  const t = useT();
  const [error, setError] = useAtom(loadErrorAtom);
  const bumpRetry = useSetAtom(retryCountAtom);
  const retry = () => {
    setError(null);
    bumpRetry((count) => count + 1);
  };
  return (
    <Dialog open={error !== null} title={t("common.loadError.title")} onClose={retry}>
      <p role="alert">{error}</p>
      <button type="button" className="button" autoFocus onClick={retry}>
        {t("common.retry")}
      </button>
    </Dialog>
  );
}
