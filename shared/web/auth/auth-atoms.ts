// Who is signed in (spec §4 "Auth: loading, then logged in or logged out"). Checked when the app
// starts; logout, a failed logout and a failed check all leave the user signed out.
import type { User } from "@encore/shared";
import { api } from "../api/encore-api";
import { atom, store } from "../store/store";

export type AuthState = { status: "loading" } | { status: "in"; user: User } | { status: "out" };

export const authAtom = atom<AuthState>({ status: "loading" });
export const userAtom = atom((get) => {
  const auth = get(authAtom);
  return auth.status === "in" ? auth.user : null;
});

export async function checkAuth(): Promise<void> {
  try {
    const { user } = await api.me();
    store.set(authAtom, { status: "in", user });
  } catch {
    store.set(authAtom, { status: "out" });
  }
}

export async function signIn(email: string, password: string): Promise<User> {
  const { user } = await api.login({ email, password });
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

/** Email sign-up: nothing is signed in until the mailed link is followed; answers the message. */
export async function signUp(email: string, password: string, name: string): Promise<string> {
  const { message } = await api.signup({ email, password, name });
  return message;
}

/** Forgot password: the cloud answers the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.forgotPassword({ email });
}

/** Google sign-in: the browser leaves for the provider; it comes back at /auth/callback. */
export async function startGoogleSignIn(): Promise<void> {
  const { auth_url } = await api.authUrl();
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

/** Deletes the account; signed out once it is gone. Errors are the caller's (spec §8). */
export async function deleteAccount(): Promise<void> {
  await api.deleteAccount();
  store.set(authAtom, { status: "out" });
}
