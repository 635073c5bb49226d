import { Link } from 'react-router';
import { pageNumbersAround } from '../../../core/paging';
import { cataloguePageHref } from '../../lib/catalogue-url';
import { useDataSaver } from '../../lib/data-saver-context';

const STEP_CLASS =
  'inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-5 text-sm font-semibold text-earth-700 hover:bg-shea-200';
const NUMBER_CLASS = 'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold';

/**
 * Previous, the page numbers and Next under the grid, keeping the filters in each link. Phones show
 * 'Page 2 of 5' in place of the numbers, which would not fit beside the two buttons.
 */
export function CataloguePager({
  page,
  pageCount,
  viewSearch,
}: {
  page: number;
  pageCount: number;
  /** The filters and sort as URL parameters, without a page. */
  viewSearch: string;
}) {
  // A page is fetched ahead when the pointer rests on its link; not for a shopper saving data.
  const prefetch = useDataSaver().on ? 'none' : 'intent';
  if (pageCount <= 1) return null;
  const href = (n: number) => cataloguePageHref(viewSearch, n);

  return (
    <nav aria-label="Pages of products" className="mt-10 flex items-center justify-between gap-3">
      <div className="flex flex-1">
        {page > 1 && (
          <Link to={href(page - 1)} rel="prev" prefetch={prefetch} className={STEP_CLASS}>
            Previous
          </Link>
        )}
      </div>
      <p className="text-sm text-ink-muted sm:hidden">
        Page {page} of {pageCount}
      </p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageNumbersAround(page, pageCount).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === null ? (
              <span className="px-1 text-ink-muted" aria-hidden="true">
                …
              </span>
            ) : n === page ? (
              <span aria-current="page" className={`${NUMBER_CLASS} bg-earth-700 text-shea-50`}>
                <span className="sr-only">Page </span>
                {n}
              </span>
            ) : (
              <Link
                to={href(n)}
                prefetch={prefetch}
                className={`${NUMBER_CLASS} text-earth-700 hover:bg-shea-200`}
              >
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-1 justify-end">
        {page < pageCount && (
          <Link to={href(page + 1)} rel="next" prefetch={prefetch} className={STEP_CLASS}>
            Next
          </Link>
        )}
      </div>
    </nav>
  );
}
