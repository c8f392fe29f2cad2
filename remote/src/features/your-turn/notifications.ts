// Telling the singer it is their turn while the app is in the background: a notification through
// the service worker (Android shows none from a page), when the guest allowed them.
export function notificationsSupported(): boolean {
  return "Notification" in window && "serviceWorker" in navigator;
}

export function notificationsAllowed(): boolean {
  return notificationsSupported() && Notification.permission === "granted";
}

export async function askForNotifications(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  return (await Notification.requestPermission()) === "granted";
}

export async function notifyTurn(title: string, body: string): Promise<void> {
  if (!notificationsAllowed() || document.visibilityState === "visible") return;
  const registration = await navigator.serviceWorker.getRegistration();
  const options: NotificationOptions = {
    body,
    icon: "/remote/icons/icon-192.png",
    tag: "encore-your-turn",
  };
  if (registration) await registration.showNotification(title, options);
  else new Notification(title, options);
}

export function vibrate(pattern: number[]): void {
  if ("vibrate" in navigator) navigator.vibrate(pattern);
}
