// Loads something when its key changes: the value, or the spec's load-failure text. What it
// brings is rendered as a transition: React renders it in slices between the phone's other work
// (a tap, the socket), not as one long task.
import { startTransition, useEffect, useState } from "react";

export type Loaded<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "failed"; message: string };

/** `load` null: nothing to load (idle). */
export function useLoad<T>(
  load: (() => Promise<T>) | null,
  failureText: string,
  key: readonly unknown[],
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(load ? { status: "loading" } : { status: "idle" });
  useEffect(() => {
    if (!load) {
      setState({ status: "idle" });
      return;
    }
    let live = true;
    setState({ status: "loading" });
    load().then(
      (value) => {
        if (live) startTransition(() => setState({ status: "ready", value }));
      },
      (error: unknown) => {
        console.warn(failureText, error);
        if (live) startTransition(() => setState({ status: "failed", message: failureText }));
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reloaded when the caller's key changes
  }, key);
  return state;
}
