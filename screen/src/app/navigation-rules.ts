// The redirect rule (docs/product.md#routes): a /session/ path opened with no navigation state goes
// to `/` (history replaced). "Navigation state" is the state this page load put there when it
// navigated: a reload keeps history.state, so the state carries the id of the load that wrote it,
// and a reload (a new load id) counts as opened with no state.

export interface AppNavigationState {
  appLoad: string;
}

export function navigationState(loadId: string): AppNavigationState {
  return { appLoad: loadId };
}

export function isSessionPath(pathname: string): boolean {
  return pathname.startsWith("/session/");
}

export function hasNavigationState(historyState: unknown, loadId: string): boolean {
  return (
    typeof historyState === "object" &&
    historyState !== null &&
    (historyState as Partial<AppNavigationState>).appLoad === loadId
  );
}

export function mustRedirectToLanding(
  pathname: string,
  historyState: unknown,
  loadId: string,
): boolean {
  return isSessionPath(pathname) && !hasNavigationState(historyState, loadId);
}
