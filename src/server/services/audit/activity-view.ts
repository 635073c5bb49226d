// The console's Activity screen through its two doors, both from activity.view: GET
// /api/admin/activity as JSON, times as strings; and the page's loader data, the page of entries
// with the filters it was read with and the CSV link's query for them.
import { activityFiltersQuery, type ActivityFilters } from '../../../core/activity-filters';
import type { Paged } from '../../../core/paging';
import type { ActivityEntry } from './activity-log';

/** The Activity screen: one page of entries with the filters it was read with. */
export interface ActivityView {
  filters: ActivityFilters;
  paged: Paged<ActivityEntry>;
}

function toActivityJson(entry: ActivityEntry) {
  return { ...entry, at: entry.at.toISOString() };
}

export function toActivityListJson({ paged }: ActivityView) {
  return {
    page: paged.page,
    pageSize: paged.pageSize,
    total: paged.total,
    entries: paged.rows.map(toActivityJson),
  };
}

export function toActivityPage({ filters, paged }: ActivityView) {
  return { filters, paged, exportQuery: activityFiltersQuery(filters) };
}
