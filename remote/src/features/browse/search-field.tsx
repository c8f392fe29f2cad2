// The search field (placeholder: docs/product.md#the-remote), 16 px or more so iOS does not zoom
// into it.
import { useT } from "@encore/web/i18n/translate";
import { useId } from "react";

export function SearchField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  /** Its accessible name: every songbook (the default), or one. */
  label?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <form className="search-field" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t("remote.search.label")}
      </label>
      <svg
        className="search-field-icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8z"
        />
      </svg>
      <input
        id={id}
        className="search-field-input"
        type="search"
        value={value}
        placeholder={t("remote.search.placeholder")}
        title={t("remote.search.placeholder")}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={200}
      />
      {value !== "" && (
        <button
          type="button"
          className="search-field-clear"
          aria-label={t("remote.search.clear")}
          onClick={() => onChange("")}
        >
          ×
        </button>
      )}
    </form>
  );
}
