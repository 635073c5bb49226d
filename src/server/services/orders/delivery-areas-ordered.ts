// Which delivery areas some order names. An order keeps its area's name as it was when placed, so
// an area past orders name is switched off rather than deleted (services/settings).
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { orders } from './tables';

/** Of `areas`, those named by any order, each once. */
export async function deliveryAreasOrdered(tx: DbExecutor, areas: readonly string[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ area: orders.deliveryArea })
    .from(orders)
    .where(inArray(orders.deliveryArea, [...areas]));
  return rows.map((row) => row.area);
}
