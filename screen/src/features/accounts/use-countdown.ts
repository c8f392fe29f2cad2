// Counts down while `running` and calls `onDone` once at 0.
import { useEffect, useRef, useState } from "react";
import { secondsLeft } from "./countdown";

export function useCountdown(total: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(total);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!running) return;
    const start = performance.now();
    setLeft(total);
    const timer = setInterval(() => {
      const now = secondsLeft(total, performance.now() - start);
      setLeft(now);
      if (now === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 200);
    return () => clearInterval(timer);
  }, [total, running]);
  return left;
}
