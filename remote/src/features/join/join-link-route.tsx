// /remote/join/{CODE}?t={token}: the address of the TV's QR code. It joins at once: a code that
// cannot be one goes back to the start page, saying so; any other goes into the party. The join
// token is kept for the party's joins and rejoins (docs/remote.md, Join tokens); an old link
// without one joins as a typed code does.
import { joinTokenFromSearch } from "@encore/shared";
import { store } from "@encore/web/store/store";
import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { remotePaths } from "../../app/paths";
import { joinNoticeAtom } from "./join-atoms";
import { readCodeInput } from "./join-rules";
import { remoteMemory } from "../../app/remote-memory";

export function JoinLinkRoute({ code }: { code: string }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    const input = readCodeInput(decodeURIComponent(code));
    if (input.ok) {
      const token = joinTokenFromSearch(search);
      if (token) remoteMemory.rememberJoinToken(input.code, token);
      store.set(joinNoticeAtom, null);
      navigate(remotePaths.browse(input.code), { replace: true });
    } else {
      store.set(joinNoticeAtom, { code: "", message: input.message });
      navigate(remotePaths.start(), { replace: true });
    }
  }, [code, search, navigate]);
  return <div className="page-loading" aria-busy="true" />;
}
