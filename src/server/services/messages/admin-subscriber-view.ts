// The console's Subscribers screen (the newsletter and the reseller waitlist) through its two
// doors, both from subscribersAdmin.view: GET /api/admin/subscribers and /api/admin/reseller-waitlist
// as JSON, and the page's loader data, which adds the list it shows and both lists' sizes.
import type { SubscriberList } from '../../../core/console-filters';
import { toPagedJson } from '../../../core/paged-json';
import type { Paged } from '../../../core/paging';
import type { Subscriber } from './admin-subscribers';

/** The Subscribers screen: one page of a list, and the size of each list for the tabs. */
export interface AdminSubscribersView {
  list: SubscriberList;
  paged: Paged<Subscriber>;
  counts: Record<SubscriberList, number>;
}

const toSubscriberJson = (row: Subscriber) => ({ email: row.email, createdAt: row.createdAt.toISOString() });

export function toAdminSubscribersJson(view: AdminSubscribersView) {
  return toPagedJson(view.paged, toSubscriberJson);
}

export function toAdminSubscribersPage(view: AdminSubscribersView) {
  const { rows, page, pageSize, total } = toAdminSubscribersJson(view);
  return { list: view.list, counts: view.counts, page, pageSize, total, rows };
}
