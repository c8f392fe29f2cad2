// The songbook's search box: sanitised as typed (docs/product.md#search-input); invalid text is
// never sent; empty text reloads the whole songbook.
import { prepareSearchText } from "@encore/shared";
import { errorText } from "@encore/web/i18n/error-text";
import { useT } from "@encore/web/i18n/translate";
import { forwardRef, useState } from "react";

export const SongbookSearchBox = forwardRef<HTMLInputElement, { onText: (text: string) => void }>(
  function SongbookSearchBox({ onText }, ref) {
    const t = useT();
    const [text, setText] = useState("");
    const [problem, setProblem] = useState<string | null>(null);
    return (
      <div className="songbook-search">
        <label className="visually-hidden" htmlFor="songbook-search-input">
          {t("screen.songbook.searchLabel")}
        </label>
        <input
          ref={ref}
          id="songbook-search-input"
          type="search"
          placeholder={t("screen.search.placeholder")}
          title={t("screen.search.placeholder")}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            if (value.trim() === "") {
              setProblem(null);
              onText("");
              return;
            }
            const prepared = prepareSearchText(value);
            setProblem(prepared.ok ? null : errorText(prepared));
            if (prepared.ok) onText(prepared.text);
          }}
        />
        {problem && (
          <p className="songbook-search-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    );
  },
);
