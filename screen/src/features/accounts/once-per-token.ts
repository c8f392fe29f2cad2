// A link's token works once: the call made for a token is remembered for this page load, so a
// second mount (React's StrictMode, a re-render) reads the same answer instead of spending the
// link again and showing its refusal.
const calls = new Map<string, Promise<unknown>>();

export function oncePerToken<T>(key: string, call: () => Promise<T>): Promise<T> {
  let pending = calls.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = call();
    calls.set(key, pending);
  }
  return pending;
}
