import { Link, useLocation } from 'react-router';
import { pageCount, type Paged } from '../../../core/paging';

function hrefFor(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Previous and next links under a console list, keeping its filters; hidden when one page holds all. */
export function Pager({
  paged,
  noun,
}: {
  paged: Pick<Paged<unknown>, 'page' | 'pageSize' | 'total'>;
  noun: string;
}) {
  const { pathname, search } = useLocation();
  const pages = pageCount(paged);
  const first = paged.total === 0 ? 0 : (paged.page - 1) * paged.pageSize + 1;
  const last = Math.min(paged.page * paged.pageSize, paged.total);
  const linkClass =
    'inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold text-earth-700 hover:bg-shea-200';
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-muted">
        {paged.total === 0
          ? `No ${noun}`
          : `${first}–${last} of ${paged.total.toLocaleString('en-KE')} ${noun}`}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {paged.page > 1 && (
            <Link to={hrefFor(pathname, search, paged.page - 1)} rel="prev" className={linkClass}>
              Previous
            </Link>
          )}
          {paged.page < pages && (
            <Link to={hrefFor(pathname, search, paged.page + 1)} rel="next" className={linkClass}>
              Next
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}
