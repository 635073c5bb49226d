// KRA refuses an invoice naming an item it does not know, so each line's item is registered
// (saveItem) before the first invoice that names it, and again when its name, class or tax type
// changes. What was registered is remembered per PIN and branch by a digest of those fields; the
// price is left out, as one size sells at a retail and a wholesale price.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { TaxInvoiceLine } from '../../../core/tax-invoice-document';
import type { Database } from '../../db/client';
import { etimsItems } from './tables';
import type { EtimsClient } from '../../integrations/etims/client';
import type { SellerDevice } from './device';

const fingerprintOf = (line: TaxInvoiceLine) =>
  createHash('sha256')
    .update(JSON.stringify([line.itemCode, line.name, line.classCode, line.taxType, line.service]))
    .digest('base64url');

export async function registerItems(
  db: Database,
  client: EtimsClient,
  device: SellerDevice,
  lines: readonly TaxInvoiceLine[],
  /** Called before each call to KRA (the sender renews its lease on the branch). */
  beforeCall: () => Promise<void> = async () => {},
): Promise<void> {
  const codes = [...new Set(lines.map((line) => line.itemCode))];
  const known = await db
    .select({ itemCode: etimsItems.itemCode, fingerprint: etimsItems.fingerprint })
    .from(etimsItems)
    .where(
      and(
        eq(etimsItems.tin, device.tin),
        eq(etimsItems.branchId, device.branchId),
        inArray(etimsItems.itemCode, codes),
      ),
    );
  const registered = new Map(known.map((row) => [row.itemCode, row.fingerprint]));
  for (const line of lines) {
    const fingerprint = fingerprintOf(line);
    if (registered.get(line.itemCode) === fingerprint) continue;
    await beforeCall();
    await client.saveItem(device, {
      itemCode: line.itemCode,
      classCode: line.classCode,
      service: line.service,
      name: line.name,
      unitPriceCents: line.unitPriceCents,
      taxType: line.taxType,
    });
    await db
      .insert(etimsItems)
      .values({ tin: device.tin, branchId: device.branchId, itemCode: line.itemCode, fingerprint })
      .onConflictDoUpdate({
        target: [etimsItems.tin, etimsItems.branchId, etimsItems.itemCode],
        set: { fingerprint, registeredAt: new Date() },
      });
    registered.set(line.itemCode, fingerprint);
  }
}
