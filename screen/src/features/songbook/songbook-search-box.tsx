// The songbook's search box: sanitised as typed (spec §5); invalid text is never sent; empty
// text reloads the whole songbook.
import { prepareSearchText } from "@encore/shared";
import { forwardRef, useState } from "react";

export const SongbookSearchBox = forwardRef<HTMLInputElement, { onText: (text: string) => void }>(
  function SongbookSearchBox({ onText }, ref) {
    const [text, setText] = useState("");
    const [problem, setProblem] = useState<string | null>(null);
    return (
      <div className="songbook-search">
        <label className="visually-hidden" htmlFor="songbook-search-input">
          Search this songbook
        </label>
        <input
          ref={ref}
          id="songbook-search-input"
          type="search"
          placeholder="Search by title, artist, or code"
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
            setProblem(prepared.ok ? null : prepared.message);
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
