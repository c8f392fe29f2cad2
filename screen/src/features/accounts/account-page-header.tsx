// The header of the settings and feedback pages: a back button to the session, which clears the
// search text (docs/product.md#settings), and the page's title. A TV remote's arrows walk the
// page, and its Back is the back button's.
import { screenPaths } from "@encore/shared";
import { useT } from "@encore/web/i18n/translate";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useSetAtom } from "@encore/web/store/store";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useAppNavigate } from "../../app/navigate";
import { useEscapeBack, useSpatialNavigation } from "../navigation";

export function AccountPageHeader({ code, title }: { code: string; title: string }) {
  const t = useT();
  const navigate = useAppNavigate();
  const setSearchText = useSetAtom(searchTextAtom);
  const back = () => {
    setSearchText("");
    navigate(screenPaths.sessionHome(code));
  };
  useSpatialNavigation();
  useEscapeBack(back);
  return (
    <header className="account-page-header sticky-bar">
      <button type="button" className="button button-ghost account-back" autoFocus onClick={back}>
        <span aria-hidden="true">←</span> {t("screen.account.backToSession")}
      </button>
      <h1>{title}</h1>
      <BrandLogo className="account-page-logo" />
    </header>
  );
}

export function AccountPageLoading() {
  const t = useT();
  return (
    <main className="account-page account-page-center">
      <p className="account-page-status">{t("screen.account.loading")}</p>
    </main>
  );
}
