// `Failed to load songs` with the error text and Retry, over everything (spec §2).
import { loadErrorAtom, retryCountAtom } from "../catalogue/load-error";
import { useAtom, useSetAtom } from "../store/store";
import { Dialog } from "./dialog";

export function ErrorOverlay() {
  const [error, setError] = useAtom(loadErrorAtom);
  const bumpRetry = useSetAtom(retryCountAtom);
  const retry = () => {
    setError(null);
    bumpRetry((count) => count + 1);
  };
  return (
    <Dialog open={error !== null} title="Failed to load songs" onClose={retry}>
      <p role="alert">{error}</p>
      <button type="button" className="button" autoFocus onClick={retry}>
        Retry
      </button>
    </Dialog>
  );
}
