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
