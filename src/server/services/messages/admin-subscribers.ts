// The console's two sign-up lists: the footer newsletter and the reseller waitlist (/resellers).
// Both tables have the same shape, so one set of reads serves either.
import { count, desc } from 'drizzle-orm';
import type { SubscriberList } from '../../../core/console-filters';
import { pageOffset, PAGE_SIZE, type Paged } from '../../../core/paging';
import type { Database } from '../../db/client';
import { newsletterSubscribers, resellerWaitlist } from './tables';
import type { AdminSubscribersView } from './admin-subscriber-view';

export interface Subscriber {
  email: string;
  createdAt: Date;
}

const TABLES = { newsletter: newsletterSubscribers, waitlist: resellerWaitlist } as const;

export type SubscribersAdminService = ReturnType<typeof createSubscribersAdminService>;

export function createSubscribersAdminService(db: Database) {
  /** Newest first, by the primary key (ids follow sign-up order), so no sort over the whole list. */
  async function pageOf(list: SubscriberList, page: number): Promise<Paged<Subscriber>> {
    const table = TABLES[list];
    const [rows, [total]] = await Promise.all([
      db
        .select({ email: table.email, createdAt: table.createdAt })
        .from(table)
        .orderBy(desc(table.id))
        .limit(PAGE_SIZE)
        .offset(pageOffset(page)),
      db.select({ n: count() }).from(table),
    ]);
    return { rows, page, pageSize: PAGE_SIZE, total: Number(total?.n ?? 0) };
  }

  /** Sizes of both lists, for the tabs. */
  async function counts(): Promise<Record<SubscriberList, number>> {
    const [[newsletter], [waitlist]] = await Promise.all([
      db.select({ n: count() }).from(newsletterSubscribers),
      db.select({ n: count() }).from(resellerWaitlist),
    ]);
    return { newsletter: Number(newsletter?.n ?? 0), waitlist: Number(waitlist?.n ?? 0) };
  }

  return {
    counts,

    /** The Subscribers screen: one page of a list, with both lists' sizes. */
    async view(list: SubscriberList, page: number): Promise<AdminSubscribersView> {
      const [paged, sizes] = await Promise.all([pageOf(list, page), counts()]);
      return { list, paged, counts: sizes };
    },

    /** Every address, oldest first (the order a mailing tool imports them in), for the CSV export. */
    exportRows(list: SubscriberList): Promise<Subscriber[]> {
      const table = TABLES[list];
      return db.select({ email: table.email, createdAt: table.createdAt }).from(table).orderBy(table.id);
    },
  };
}
