// Settings and feedback are for signed-in users (docs/product.md#who-may-do-what): once the
// start-up auth check has answered, a guest is sent to / (history replaced). Answers the user, or
// null while loading or leaving.
import type { User } from "@encore/shared";
import { authAtom } from "@encore/web/auth/auth-atoms";
import { useAtomValue } from "@encore/web/store/store";
import { useEffect } from "react";
import { useAppNavigate } from "../../app/navigate";

export function useSignedIn(): { loading: boolean; user: User | null } {
  const auth = useAtomValue(authAtom);
  const navigate = useAppNavigate();
  useEffect(() => {
    if (auth.status === "out") navigate("/", { replace: true });
  }, [auth.status, navigate]);
  return {
    loading: auth.status === "loading",
    user: auth.status === "in" ? auth.user : null,
  };
}
