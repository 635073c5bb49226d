import type { Paged } from './paging';

/** A page of a console list as JSON: its rows and where it sits in the whole list. */
export function toPagedJson<T, J>(paged: Paged<T>, toJson: (row: T) => J) {
  return { rows: paged.rows.map(toJson), page: paged.page, pageSize: paged.pageSize, total: paged.total };
}
