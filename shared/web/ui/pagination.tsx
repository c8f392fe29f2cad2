// The page control (docs/product.md#constants): every page when there are 5 or fewer, else the
// first, the last and the current page's neighbours with ellipses.
import { pageItems } from "@encore/shared";
import { formatNumber } from "../i18n/format";
import { useT } from "../i18n/translate";
import "./pagination.css";

export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("common.pagination.label")}>
      <button
        type="button"
        className="pagination-step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t("common.pagination.previous")}
      </button>
      {pageItems(page, pages).map((item, i) =>
        item === "ellipsis" ? (
          <span key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={`pagination-page ${item === page ? "pagination-current" : ""}`}
            aria-current={item === page ? "page" : undefined}
            aria-label={t("common.pagination.page", { page: item })}
            onClick={() => onPage(item)}
          >
            {formatNumber(item)}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination-step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t("common.pagination.next")}
      </button>
    </nav>
  );
}
