import { useT } from "../i18n";
import { FormError } from "./Field";

export interface LoadMoreButtonProps {
  /** useLoadMore's state of the next page: loading, or why it failed. */
  more: { loading: boolean; error: string | null };
  /** There is a next page to ask for (and the list itself loaded). */
  hasNext: boolean;
  onLoadMore: () => void;
  /** The paragraph around the button (its feature's spacing). */
  className?: string;
}

/** A Load more list's foot: why the last Load more failed, then the button while there is more. */
export function LoadMoreButton({ more, hasNext, onLoadMore, className }: LoadMoreButtonProps) {
  const t = useT();
  return (
    <>
      <FormError>{more.error}</FormError>
      {hasNext && (
        <p className={className}>
          <button
            type="button"
            className="button button-secondary"
            onClick={onLoadMore}
            disabled={more.loading}
            aria-busy={more.loading || undefined}
          >
            {more.loading ? t("ui.loadMore.loading") : t("ui.loadMore.button")}
          </button>
        </p>
      )}
    </>
  );
}
