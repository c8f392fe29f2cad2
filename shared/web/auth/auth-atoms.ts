// Who is signed in: loading, then signed in or signed out. Checked when the app starts; logout, a
// failed logout and a failed check all leave the user signed out.
import { returnPathForPage, type User } from "@encore/shared";
import { api } from "../api/encore-api";
import { languageAtom } from "../i18n/i18n-atoms";
import { atom, store } from "../store/store";

export type AuthState = { status: "loading" } | { status: "in"; user: User } | { status: "out" };

export const authAtom = atom<AuthState>({ status: "loading" });
export const userAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.status === "in" ? auth.user : null;
});

/**
 * Where a mailed link or Google sign-in asked for on this page comes back to: the remote's own
 * page or party; nothing on the screen (docs/decisions.md, "Links come back to where they started").
 */
function returnTo(): string | undefined {
  return returnPathForPage(window.location.pathname);
}

export async function checkAuth(): Promise<void> {
  try {
    const { user } = await api.me();
    store.set(authAtom, { status: "in", user });
  } catch {
    store.set(authAtom, { status: "out" });
  }
}

export async function signIn(email: string, password: string): Promise<User> {
  // An unverified sign-up's right password mails a fresh link: it comes back here too.
  const { user } = await api.login({ email, password, return_to: returnTo() });
  store.set(authAtom, { status: "in", user });
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await api.logout();
  } finally {
    store.set(authAtom, { status: "out" });
  }
}

/**
 * Email sign-up: nothing is signed in until the mailed link is followed; answers the message. The
 * account's mails are in the language the app speaks now (docs/languages.md#mails).
 */
export async function signUp(email: string, password: string, name: string): Promise<string> {
  const { message } = await api.signup({
    email,
    password,
    name,
    return_to: returnTo(),
    language: store.get(languageAtom),
  });
  return message;
}

/** The language of the signed-in account's mails; the user is the cloud's answer. */
export async function setMailLanguage(language: string): Promise<void> {
  const { user } = await api.setMailLanguage(language);
  store.set(authAtom, { status: "in", user });
}

/** Forgot password: the cloud answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.forgotPassword({ email, return_to: returnTo() });
}

/**
 * Google sign-in: the browser leaves for the provider; it comes back at /auth/callback, which
 * sends a sign-in started on the remote back to it.
 */
export async function startGoogleSignIn(): Promise<void> {
  const { auth_url } = await api.authUrl(returnTo());
  window.location.assign(auth_url);
}

/** The end of Google sign-in, with the code and state the provider put in the callback URL. */
export async function completeGoogleSignIn(params: {
  code: string;
  state: string;
  iss?: string;
}): Promise<User> {
  const { user } = await api.authCallback(params);
  store.set(authAtom, { status: "in", user });
  return user;
}

/**
 * Deletes the account; signed out once it is gone. Errors are the caller's
 * (docs/product.md#error-messages).
 */
export async function deleteAccount(): Promise<void> {
  await api.deleteAccount();
  store.set(authAtom, { status: "out" });
}
