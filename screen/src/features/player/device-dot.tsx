// CONTRACT §5: the devices other than this screen: green with `{n} device(s) connected`, grey
// with `No devices connected`.
import { deviceDotTitle } from "@encore/web/session/session-reducer";
import { otherDevicesAtom } from "@encore/web/session/session-atoms";
import { useAtomValue } from "@encore/web/store/store";

export function DeviceDot() {
  const others = useAtomValue(otherDevicesAtom);
  const title = deviceDotTitle(others);
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
