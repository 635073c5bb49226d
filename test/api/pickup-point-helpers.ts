import { pickupPoints } from '../../src/server/db/schema';
import type { TestApp } from '../support/test-app';

type PointFields = Partial<typeof pickupPoints.$inferInsert>;

/** A parcel agent as the owner lists it, stored directly: in Mombasa, KES 150 unless told. */
export async function insertPickupPoint(app: TestApp, fields: PointFields = {}) {
  const [row] = await app.db
    .insert(pickupPoints)
    .values({
      name: 'Nyali Parcel Agent',
      town: 'Nyali',
      area: 'Mombasa',
      address: 'Links Road, Nyali Centre, shop 12',
      hours: 'Mon-Sat 8am-7pm',
      phone: '+254711000222',
      feeCents: 150_00,
      ...fields,
    })
    .returning();
  return row!;
}
