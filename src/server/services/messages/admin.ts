// The console's side of the contact form: the owner reads messages, newest first, and marks each
// handled once answered (or reopens it). Each change is audited in its own transaction.
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactSubject } from '../../../core/contact-schema';
import type { MessageFilter } from '../../../core/console-filters';
import { pageOffset, PAGE_SIZE, type Paged } from '../../../core/paging';
import type { Database } from '../../db/client';
import { contactMessages } from './tables';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';

export interface ContactMessageRecord {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  handledAt: Date | null;
  createdAt: Date;
}

const FILTERS: Record<MessageFilter, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

const toRecord = (row: typeof contactMessages.$inferSelect): ContactMessageRecord => ({
  ...row,
  // Only the contact schema's codes are ever stored (POST /api/contact and the page both parse it).
  subject: row.subject as ContactSubject,
});

/** The console's Messages screen: one page of one tab, and the count on the Open tab. */
export interface AdminMessagesView {
  filter: MessageFilter;
  paged: Paged<ContactMessageRecord>;
  openCount: number;
}

export type MessagesAdminService = ReturnType<typeof createMessagesAdminService>;

export function createMessagesAdminService(db: Database) {
  /** One page of a tab, newest first. */
  async function list(filter: MessageFilter, page: number): Promise<Paged<ContactMessageRecord>> {
    const where = FILTERS[filter];
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(contactMessages)
        .where(where)
        // The id follows the arrival order and is the primary key: newest first without a sort.
        .orderBy(desc(contactMessages.id))
        .limit(PAGE_SIZE)
        .offset(pageOffset(page)),
      db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return { rows: rows.map(toRecord), page, pageSize: PAGE_SIZE, total: Number(total?.n ?? 0) };
  }

  async function countOpen(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(contactMessages).where(FILTERS.open);
    return Number(row?.n ?? 0);
  }

  return {
    /** Messages nobody has handled yet, for the console's Today page and the Messages tab. */
    countOpen,

    /** What the Messages screen shows, for its page and GET /api/admin/messages alike. */
    async view(filter: MessageFilter, page: number): Promise<AdminMessagesView> {
      const [paged, openCount] = await Promise.all([list(filter, page), countOpen()]);
      return { filter, paged, openCount };
    },

    /**
     * Marks a message handled (or open again). Marking it as it already is changes nothing and
     * writes no audit row, so a double click does not fill the activity log.
     */
    async setHandled(adminId: number, id: number, handled: boolean): Promise<ContactMessageRecord> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('update');
        if (!current) throw new ServiceError('not_found', 'Message not found');
        if ((current.handledAt !== null) === handled) return toRecord(current);
        const [row] = await tx
          .update(contactMessages)
          .set({ handledAt: handled ? new Date() : null })
          .where(eq(contactMessages.id, id))
          .returning();
        await recordAudit(tx, {
          actorUserId: adminId,
          action: handled ? 'contact_message.handled' : 'contact_message.reopened',
          entityType: 'contact_message',
          entityId: id,
          before: { handledAt: current.handledAt?.toISOString() ?? null },
          after: { handledAt: row!.handledAt?.toISOString() ?? null },
        });
        return toRecord(row!);
      });
    },
  };
}
