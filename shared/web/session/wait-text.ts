// A wait in words (docs/product.md#wait-times): "in about 9 min", or, while the song on now is
// paused, "paused · about 9 min" (the wait is not counting down).
import { aboutMinutes, type WaitEstimate } from "@encore/shared";
import { t } from "../i18n/translate";

export function waitText(wait: WaitEstimate): string {
  const minutes = aboutMinutes(wait.seconds);
  return t(wait.paused ? "common.wait.paused" : "common.wait.in", { minutes });
}
