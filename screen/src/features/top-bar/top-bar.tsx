// The session's top bar: brand, the session code as ABC-234, the search field and the account.
import { formatSessionCode, prepareSearchText, screenPaths } from "@encore/shared";
import { searchTextAtom } from "@encore/web/search/search-atoms";
import { useSetAtom } from "@encore/web/store/store";
import { BrandLogo } from "@encore/web/ui/brand-logo";
import { useState, type FormEvent } from "react";
import { useAppNavigate } from "../../app/navigate";
import { AccountButton } from "./account-button";
import "./top-bar.css";

export function TopBar({ code }: { code: string }) {
  const navigate = useAppNavigate();
  const setSearchText = useSetAtom(searchTextAtom);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Spec §5: a session and non-blank, valid text are needed; invalid text is not sent.
    if (!code || text.trim() === "") return;
    const prepared = prepareSearchText(text);
    if (!prepared.ok) {
      setProblem(prepared.message);
      return;
    }
    setProblem(null);
    setSearchText(prepared.text);
    navigate(screenPaths.search(code));
  }

  return (
    <header className="top-bar">
      <BrandLogo className="top-bar-logo" />
      <div className="top-bar-code" aria-label={`Session code ${formatSessionCode(code)}`}>
        <span className="top-bar-code-label">Session</span>
        <span className="top-bar-code-value">{formatSessionCode(code)}</span>
      </div>
      <form className="top-bar-search" role="search" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor="top-bar-search-input">
          Search songs
        </label>
        <input
          id="top-bar-search-input"
          type="search"
          value={text}
          maxLength={200}
          placeholder="Search by title, artist, or code"
          onChange={(event) => setText(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem ? "top-bar-search-problem" : undefined}
        />
        <button type="submit" className="button" disabled={text.trim() === ""}>
          Search
        </button>
        {problem && (
          <p id="top-bar-search-problem" className="top-bar-search-problem" role="alert">
            {problem}
          </p>
        )}
      </form>
      <AccountButton code={code} />
    </header>
  );
}
