// The owner's pickup points: adding one, changing any of its fields (switching it off among them),
// and the whole list for the console. Every change is in the activity log.
import { asc, eq } from 'drizzle-orm';
import type { AdminPickupPoint } from '../../../core/pickup-point';
import type { PickupPointCreate, PickupPointUpdate } from '../../../core/pickup-point-schema';
import type { Database } from '../../db/client';
import type { DbExecutor } from '../../db/executor';
import { recordAudit } from '../audit';
import { ServiceError } from '../errors';
import type { SettingsService } from '../settings';
import { toPublicPickupPoint, type PickupPointRow } from './pickup-points';
import { pickupPoints } from './tables';

/** A point as the console sees it (GET /api/admin/pickup-points): the agent's phone and the switch too. */
export function toAdminPickupPoint(row: PickupPointRow): AdminPickupPoint {
  return { ...toPublicPickupPoint(row), phone: row.phone, active: row.active };
}

const NOT_FOUND = 'Pickup point not found';

export function createPickupPointsAdmin(db: Database, settings: Pick<SettingsService, 'readFresh'>) {
  /**
   * The area as the delivery settings spell it: the checkout offers a point in the area whose
   * name it carries, so a point in an area the shop does not have would never be offered.
   */
  async function settingsArea(tx: DbExecutor, typed: string): Promise<string> {
    const { areas } = (await settings.readFresh(tx)).delivery;
    const found = areas.find((area) => area.name.toLowerCase() === typed.toLowerCase());
    if (found) return found.name;
    const message = `Area must be one of the delivery areas in Settings${areas[0] ? `, e.g. ${areas[0].name}` : ''}`;
    throw new ServiceError('invalid', message, { area: message });
  }

  async function create(input: PickupPointCreate, actorUserId: number): Promise<AdminPickupPoint> {
    return db.transaction(async (tx) => {
      const { feeKes, ...fields } = input;
      const area = await settingsArea(tx, input.area);
      const [row] = await tx
        .insert(pickupPoints)
        .values({ ...fields, area, feeCents: feeKes * 100 })
        .returning();
      const point = toAdminPickupPoint(row!);
      await recordAudit(tx, {
        actorUserId,
        action: 'pickup_point.created',
        entityType: 'pickup_point',
        entityId: point.id,
        details: { name: point.name, town: point.town, area: point.area, feeKes: point.feeKes },
      });
      return point;
    });
  }

  async function update(
    id: number,
    input: PickupPointUpdate,
    actorUserId: number,
  ): Promise<AdminPickupPoint> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(pickupPoints).where(eq(pickupPoints.id, id)).for('update');
      if (!row) throw new ServiceError('not_found', NOT_FOUND);
      const before = toAdminPickupPoint(row);
      const next: AdminPickupPoint = {
        ...before,
        ...input,
        ...(input.area === undefined ? {} : { area: await settingsArea(tx, input.area) }),
      };
      const changed = (Object.keys(next) as (keyof AdminPickupPoint)[]).filter(
        (key) => next[key] !== before[key],
      );
      if (changed.length === 0) return before;
      const { name, town, area, address, hours, phone, feeKes, active } = next;
      const [updated] = await tx
        .update(pickupPoints)
        .set({
          name,
          town,
          area,
          address,
          hours,
          phone,
          feeCents: feeKes * 100,
          active,
          updatedAt: new Date(),
        })
        .where(eq(pickupPoints.id, id))
        .returning();
      await recordAudit(tx, {
        actorUserId,
        action: 'pickup_point.updated',
        entityType: 'pickup_point',
        entityId: id,
        details: { name: next.name },
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      });
      return toAdminPickupPoint(updated!);
    });
  }

  /** Every point, on or off, by town then name: the console's list. */
  async function list(): Promise<AdminPickupPoint[]> {
    const rows = await db
      .select()
      .from(pickupPoints)
      .orderBy(asc(pickupPoints.town), asc(pickupPoints.name), asc(pickupPoints.id));
    return rows.map(toAdminPickupPoint);
  }

  return { create, update, list };
}

export type PickupPointsAdmin = ReturnType<typeof createPickupPointsAdmin>;
