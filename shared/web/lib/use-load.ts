// Loads something when its key changes: the value, or the load-failure text. What it brings is
// rendered as a transition: React renders it in slices between the device's other work (a key, a
// tap, the socket), not as one long task.
//
// By default a failure is only returned, for the page to say in place. With `reportFailure` it is
// also reported (the remote raises the shared 'Failed to load songs' overlay), and the overlay's
// Retry loads again every reported load that failed, in place, without a reload (docs/remote.md,
// Retry).
import { startTransition, useEffect, useRef, useState } from "react";
import { retryCountAtom } from "../catalogue/load-error";
import { useAtomValue } from "../store/store";

export type Loaded<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "failed"; message: string };

export interface LoadOptions<T> {
  /**
   * A value that came but counts as failed (a load of several parts, one of which failed): its
   * text, or null. The value is still shown; the failure is reported.
   */
  failureOf?: (value: T) => string | null;
  /** Where a failure is reported; a reported failure loads again on Retry. */
  reportFailure?: (message: string) => void;
}

/** `load` null: nothing to load (idle). */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  failureText: string,
  key: readonly unknown[] = [],
  options: LoadOptions<T> = {},
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(load ? { status: "loading" } : { status: "idle" });
  const retries = useAtomValue(retryCountAtom);
  const [round, setRound] = useState(0);
  const failed = useRef(false);
  const lastRound = useRef(round);

  // Retry: only a reported load that failed runs again.
  useEffect(() => {
    if (failed.current) setRound((n) => n + 1);
  }, [retries]);

  useEffect(() => {
    if (!load) {
      setState({ status: "idle" });
      return;
    }
    let live = true;
    const failure = (message: string) => {
      if (!options.reportFailure) return;
      failed.current = true;
      options.reportFailure(message);
    };
    // A retry keeps what a part-failed load showed; anything else starts from loading.
    const retrying = round !== lastRound.current;
    lastRound.current = round;
    setState((previous) =>
      retrying && previous.status === "ready" ? previous : { status: "loading" },
    );
    failed.current = false;
    load().then(
      (value) => {
        if (!live) return;
        const partFailure = options.failureOf?.(value) ?? null;
        if (partFailure !== null) failure(partFailure);
        startTransition(() => setState({ status: "ready", value }));
      },
      (error: unknown) => {
        console.warn(failureText, error);
        if (!live) return;
        failure(failureText);
        startTransition(() => setState({ status: "failed", message: failureText }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloaded when the caller's key changes or a failed load is retried
  }, [...key, round]);
  return state;
}
