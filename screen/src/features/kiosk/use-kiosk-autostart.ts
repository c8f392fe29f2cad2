// In the kiosk shell a TV may have no keyboard: the landing starts the party by itself, once per
// load of the page (back on `/` later, it waits for Enter as in a browser tab). Sound needs no
// click there either: the shell starts Chromium with autoplay allowed.
import { useEffect } from "react";
import { isKiosk } from "./kiosk";

let startedThisLoad = false;

export function useKioskAutostart(start: () => unknown): void {
  useEffect(() => {
    if (startedThisLoad || !isKiosk()) return;
    startedThisLoad = true;
    void start();
  }, [start]);
}
