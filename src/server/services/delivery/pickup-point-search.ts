// The shoppers' list of pickup points (GET /api/pickup-points, the checkout's search by town).
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import type { PublicPickupPoint } from '../../../core/pickup-point';
import { toPublicPickupPoint } from './pickup-points';
import { pickupPoints } from './tables';

// A shopper's '%' or '_' is a character to find, not a wildcard.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The active points, by town then name; with `town`, those whose town or name contains it in any
 * case ('nak' finds Nakuru, 'mall' finds Westgate Mall).
 */
export async function searchPickupPoints(db: DbExecutor, town?: string): Promise<PublicPickupPoint[]> {
  const typed = town?.trim();
  const contains = typed ? `%${escapeLike(typed)}%` : null;
  const rows = await db
    .select()
    .from(pickupPoints)
    .where(
      and(
        eq(pickupPoints.active, true),
        contains ? or(ilike(pickupPoints.town, contains), ilike(pickupPoints.name, contains)) : undefined,
      ),
    )
    .orderBy(asc(pickupPoints.town), asc(pickupPoints.name), asc(pickupPoints.id));
  return rows.map(toPublicPickupPoint);
}
