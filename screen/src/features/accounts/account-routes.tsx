// The accounts pages, each loaded when its route is first opened (they are not part of the
// first screen): the routes render these.
import { LazyPage } from "@encore/web/ui/lazy-page";
import { lazy, type ComponentType } from "react";

function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyRoute(props: P) {
    return (
      <LazyPage>
        <Page {...props} />
      </LazyPage>
    );
  };
}

export const SettingsRoute = lazyPage(() =>
  import("./settings-page").then((module) => module.SettingsPage),
);
export const FeedbackRoute = lazyPage(() =>
  import("./feedback-page").then((module) => module.FeedbackPage),
);
export const AuthCallbackRoute = lazyPage(() =>
  import("./auth-callback-page").then((module) => module.AuthCallbackPage),
);
export const VerifyEmailRoute = lazyPage(() =>
  import("./verify-email-page").then((module) => module.VerifyEmailPage),
);
export const ResetPasswordRoute = lazyPage(() =>
  import("./reset-password-page").then((module) => module.ResetPasswordPage),
);
