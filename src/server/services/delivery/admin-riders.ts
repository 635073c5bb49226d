// The shop's riders: adding one, changing their name, phone or switch, and the whole list for the
// console. Every change is in the activity log by the rider's id and the fields it touched: a
// rider's name and phone are personal data, kept out of the log as the customers' are.
import { asc, desc, eq } from 'drizzle-orm';
import type { AdminRider } from '../../../core/rider';
import type { RiderCreate, RiderUpdate } from '../../../core/shipment-schema';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import type { RiderRow } from './riders';
import { riders } from './tables';

export function toAdminRider(row: RiderRow): AdminRider {
  const { id, name, phone, active } = row;
  return { id, name, phone, active };
}

const NOT_FOUND = 'Rider not found';

export function createRidersAdmin(db: Database) {
  async function create(input: RiderCreate, actorUserId: number): Promise<AdminRider> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(riders).values(input).returning();
      const rider = toAdminRider(row!);
      await recordAudit(tx, {
        actorUserId,
        action: 'rider.created',
        entityType: 'rider',
        entityId: rider.id,
        details: { active: rider.active },
      });
      return rider;
    });
  }

  async function update(id: number, input: RiderUpdate, actorUserId: number): Promise<AdminRider> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(riders).where(eq(riders.id, id)).for('update');
      if (!row) throw new ServiceError('not_found', NOT_FOUND);
      const before = toAdminRider(row);
      const next: AdminRider = { ...before, ...input };
      const changed = (['name', 'phone', 'active'] as const).filter((key) => next[key] !== before[key]);
      if (changed.length === 0) return before;
      const { name, phone, active } = next;
      const [updated] = await tx
        .update(riders)
        .set({ name, phone, active, updatedAt: new Date() })
        .where(eq(riders.id, id))
        .returning();
      await recordAudit(tx, {
        actorUserId,
        action: 'rider.changed',
        entityType: 'rider',
        entityId: id,
        // Which fields changed; only the switch is shown as it was and became.
        details: { fields: changed },
        ...(changed.includes('active') ? { before: { active: before.active }, after: { active } } : {}),
      });
      return toAdminRider(updated!);
    });
  }

  /** Every rider, those switched on first, then by name: the console's list. */
  async function list(): Promise<AdminRider[]> {
    const rows = await db
      .select()
      .from(riders)
      .orderBy(desc(riders.active), asc(riders.name), asc(riders.id));
    return rows.map(toAdminRider);
  }

  return { create, update, list };
}

export type RidersAdmin = ReturnType<typeof createRidersAdmin>;
