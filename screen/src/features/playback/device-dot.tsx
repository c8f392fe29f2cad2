// The devices other than this screen (docs/product.md#player): green with
// `{n} device(s) connected`, grey with `No devices connected`.
import { useT } from "@encore/web/i18n/translate";
import { otherDevicesAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";

export function DeviceDot() {
  const t = useT();
  const others = useAtomValue(otherDevicesAtom);
  const title = t("common.session.devices", { count: others });
  return (
    <span
      className={`device-dot ${others > 0 ? "device-dot-on" : ""}`}
      title={title}
      role="img"
      aria-label={title}
      data-testid="device-dot"
    />
  );
}
