// The header of the settings and feedback pages: a back button to the session, which clears the
// search text (spec §2), and the page's title.
import { screenPaths } from "@encore/shared";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useSetAtom } from "@encore/web/store/store";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useAppNavigate } from "../../app/navigate";

export function AccountPageHeader({ code, title }: { code: string; title: string }) {
  const navigate = useAppNavigate();
  const setSearchText = useSetAtom(searchTextAtom);
  return (
    <header className="account-page-header">
      <button
        type="button"
        className="button button-ghost account-back"
        autoFocus
        onClick={() => {
          setSearchText("");
          navigate(screenPaths.sessionHome(code));
        }}
      >
        <span aria-hidden="true">←</span> Back to session
      </button>
      <h1>{title}</h1>
      <BrandLogo className="account-page-logo" />
    </header>
  );
}

export function AccountPageLoading() {
  return (
    <main className="account-page account-page-center">
      <p className="account-page-status">Loading...</p>
    </main>
  );
}
