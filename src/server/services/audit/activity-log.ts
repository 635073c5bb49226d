// The activity log: every admin action and every payment event, newest first, filterable, paged
// through to the very first entry, and exported whole in batches (no cap on how far back it goes).
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { ActivityFilters } from '../../../core/activity-filters';
import { PAGE_SIZE, pageOffset, type Paged } from '../../../core/paging';
import { addShopDays, shopDateStart } from '../../../core/shop-time';
import type { DbExecutor } from '../../db/executor';
import { auditEvents } from './tables';
import type { ActivityView } from './activity-view';

export interface ActivityEntry {
  id: number;
  at: Date;
  /** The admin's name, or null for the shop's own processes. */
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
}

const EXPORT_BATCH = 2_000;

function filtersWhere(filters: ActivityFilters): SQL | undefined {
  const from = filters.from ? shopDateStart(filters.from) : null;
  const to = filters.to ? shopDateStart(filters.to) : null;
  const q = filters.q?.trim().replace(/[\\%_]/g, (char) => `\\${char}`);
  return and(
    filters.subject ? eq(auditEvents.entityType, filters.subject) : undefined,
    filters.actor === 'admins' ? isNotNull(auditEvents.actorUserId) : undefined,
    filters.actor === 'shop' ? isNull(auditEvents.actorUserId) : undefined,
    from ? gte(auditEvents.createdAt, from) : undefined,
    to ? lt(auditEvents.createdAt, addShopDays(to, 1)) : undefined,
    q ? or(ilike(auditEvents.entityId, `%${q}%`), ilike(auditEvents.action, `%${q}%`)) : undefined,
  );
}

/**
 * The names of the admins with these ids (services/accounts, handed in by services/index.ts, as
 * every domain writes the log and it imports none); null for one with no name, absent once gone.
 */
export type AdminNames = (db: DbExecutor, ids: readonly number[]) => Promise<Map<number, string | null>>;

const columns = {
  id: auditEvents.id,
  at: auditEvents.createdAt,
  actorUserId: auditEvents.actorUserId,
  action: auditEvents.action,
  entityType: auditEvents.entityType,
  entityId: auditEvents.entityId,
  details: auditEvents.details,
};

type Row = Omit<ActivityEntry, 'actor' | 'details'> & { actorUserId: number | null; details: unknown };

/** The rows as entries, each admin named. */
async function toEntries(db: DbExecutor, rows: Row[], namesOf: AdminNames): Promise<ActivityEntry[]> {
  const names = await namesOf(
    db,
    rows.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId])),
  );
  return rows.map(({ actorUserId, details, ...row }) => ({
    ...row,
    actor: actorUserId === null ? null : (names.get(actorUserId) ?? null),
    details: details && typeof details === 'object' ? (details as Record<string, unknown>) : {},
  }));
}

function entries(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(auditEvents)
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id));
}

export async function readActivity(
  db: DbExecutor,
  namesOf: AdminNames,
  filters: ActivityFilters,
  page: number,
): Promise<Paged<ActivityEntry>> {
  const where = filtersWhere(filters);
  const [rows, [total]] = await Promise.all([
    entries(db, where).limit(PAGE_SIZE).offset(pageOffset(page)),
    db.select({ n: count() }).from(auditEvents).where(where),
  ]);
  return {
    rows: await toEntries(db, rows, namesOf),
    page,
    pageSize: PAGE_SIZE,
    total: Number(total?.n ?? 0),
  };
}

/**
 * Every matching entry, read in batches by id (newest first): an exact keyset, where timestamps
 * read back into JavaScript lose their microseconds.
 */
export async function* exportActivity(
  db: DbExecutor,
  namesOf: AdminNames,
  filters: ActivityFilters,
): AsyncGenerator<ActivityEntry[]> {
  const where = filtersWhere(filters);
  let afterId: number | null = null;
  for (;;) {
    const rows: Row[] = await db
      .select(columns)
      .from(auditEvents)
      .where(and(where, afterId === null ? undefined : lt(auditEvents.id, afterId)))
      .orderBy(desc(auditEvents.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    yield await toEntries(db, rows, namesOf);
    afterId = rows.at(-1)!.id;
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** `services.audit`: the console's Activity page and its export. */
export function createActivityService(db: DbExecutor, namesOf: AdminNames) {
  return {
    /** The Activity screen: one page of entries, with the filters it was read with. */
    view: async (filters: ActivityFilters, page = 1): Promise<ActivityView> => ({
      filters,
      paged: await readActivity(db, namesOf, filters, page),
    }),
    export: (filters: ActivityFilters) => exportActivity(db, namesOf, filters),
  };
}
