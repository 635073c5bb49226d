import { redirect } from 'react-router';
import { pageCount, type Paged } from '../../core/paging';

/**
 * A page past the end of a list (an old link, a list that shrank) goes to its last page rather
 * than showing an empty list that claims there is nothing.
 */
export function keepWithinList(request: Request, paged: Pick<Paged<unknown>, 'page' | 'pageSize' | 'total'>) {
  const last = pageCount(paged);
  if (paged.page <= last) return;
  const url = new URL(request.url);
  if (last === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(last));
  throw redirect(`${url.pathname}${url.search}`);
}
