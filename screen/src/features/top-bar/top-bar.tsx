// The session's top bar: brand, the session code as ABC-234, the search field, the page's own
// buttons (the session home's party settings) and the account.
// The field shows the shared search text, so the search results page can refine it in place
// (docs/screen.md, "Refining a search").
import { formatSessionCode, prepareSearchText, screenPaths } from "@encore/shared";
import { errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useAtom } from "@encore/web/store/store";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useAppNavigate } from "../../app/navigate";
import { AccountButton } from "./account-button";
import "./top-bar.css";

/** The search field's id: the search results' keys move the focus to and from it. */
export const TOP_BAR_SEARCH_INPUT_ID = "top-bar-search-input";

export function TopBar({ code, actions }: { code: string; actions?: ReactNode }) {
  const t = useT();
  const navigate = useAppNavigate();
  const [searchText, setSearchText] = useAtom(searchTextAtom);
  const [text, setText] = useState(searchText);
  // A search run (or cleared) elsewhere shows here too.
  useEffect(() => setText(searchText), [searchText]);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // A session and non-blank, valid text are needed (docs/product.md#search-input); invalid text
    // is not sent.
    if (!code || text.trim() === "") return;
    const prepared = prepareSearchText(text);
    if (!prepared.ok) {
      setProblem(errorText(prepared));
      return;
    }
    setProblem(null);
    setSearchText(prepared.text);
    navigate(screenPaths.search(code));
  }

  return (
    <header className="top-bar sticky-bar">
      <BrandLogo className="top-bar-logo" />
      <div
        className="top-bar-code"
        aria-label={t("screen.sessionCode", { code: formatSessionCode(code) })}
      >
        <span className="top-bar-code-label">{t("screen.topBar.session")}</span>
        <span className="top-bar-code-value">{formatSessionCode(code)}</span>
      </div>
      <form className="top-bar-search" role="search" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={TOP_BAR_SEARCH_INPUT_ID}>
          {t("screen.search.label")}
        </label>
        <input
          id={TOP_BAR_SEARCH_INPUT_ID}
          type="search"
          value={text}
          maxLength={200}
          placeholder={t("screen.search.placeholder")}
          title={t("screen.search.placeholder")}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? "top-bar-search-problem" : undefined}
        />
        <button type="submit" className="button" disabled={text.trim() === ""}>
          {t("screen.search.submit")}
        </button>
        {problem && (
          <p id="top-bar-search-problem" className="top-bar-search-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
      {actions}
      <AccountButton code={code} />
    </header>
  );
}
