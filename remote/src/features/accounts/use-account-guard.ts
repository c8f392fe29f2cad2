// Settings and feedback are for signed-in users (docs/product.md#who-may-do-what): a guest is sent
// back to the Me tab.
import { authAtom } from "@encore/web/auth/auth-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { remotePaths } from "../../app/paths";

export function useSignedInOrBack(code: string) {
  const auth = useAtomValue(authAtom);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (auth.status === "out") navigate(remotePaths.me(code), { replace: true });
  }, [auth.status, code, navigate]);
  return auth;
}
