// How orders reach their customers: the parcel agents the owner lists as pickup points.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/**
 * A parcel agent a shopper may collect from: offered at checkout in its delivery area (the area's
 * name as the delivery settings spell it) while active, at its own fee.
 */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    town: text('town').notNull(),
    area: text('area').notNull(),
    address: text('address').notNull(),
    hours: text('hours').notNull(),
    phone: text('phone').notNull(),
    feeCents: integer('fee_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The checkout's list: the active points of an area, by town.
    index('pickup_points_area_town_idx').on(t.area, t.town),
    check('pickup_points_fee_not_negative', sql`${t.feeCents} >= 0`),
  ],
);

/**
 * The shop's own riders: texted the link to each drop handed to them, named to the customer by
 * their first name. Switched off, a rider keeps the drops already made but takes no new one.
 */
export const riders = pgTable('riders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
