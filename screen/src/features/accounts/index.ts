// The accounts feature's public entry: its routes (sign-in return, e-mail checks, password reset,
// settings, feedback).
export {
  AuthCallbackRoute,
  FeedbackRoute,
  ResetPasswordRoute,
  SettingsRoute,
  VerifyEmailRoute,
} from "./account-routes";
