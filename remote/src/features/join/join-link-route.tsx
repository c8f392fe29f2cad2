// /remote/join/{CODE}: the address of the TV's QR code. It joins at once: a code that cannot be
// one goes back to the start page, saying so; any other goes into the party.
import { store } from "@encore/web/store/store";
import { useEffect } from "react";
import { useLocation } from "wouter";
import { remotePaths } from "../../app/paths";
import { joinNoticeAtom } from "./join-atoms";
import { readCodeInput } from "./join-rules";

export function JoinLinkRoute({ code }: { code: string }) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const input = readCodeInput(decodeURIComponent(code));
    if (input.ok) {
      store.set(joinNoticeAtom, null);
      navigate(remotePaths.browse(input.code), { replace: true });
    } else {
      store.set(joinNoticeAtom, { code: "", message: input.message });
      navigate(remotePaths.start(), { replace: true });
    }
  }, [code, navigate]);
  return <div className="page-loading" aria-busy="true" />;
}
