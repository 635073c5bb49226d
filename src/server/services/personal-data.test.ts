// Every column of the schema that may hold a customer's name, e-mail, phone, address or payer is
// answered for by a PersonalData door that privacy asks: a new one, which the owner's export and
// erasure would miss, fails here until its domain's door covers it (services/privacy/doors.ts).
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { personalDataDoors } from './privacy';

/** Column names that say they hold a person's name, e-mail, phone, address, payer or KRA PIN. */
const PERSONAL = /name|e_?mail|phone|address|payer|msisdn|contact|pin/;

/** Personal data in columns whose names do not say so. */
const ALSO_PERSONAL = [
  // The number a text went to.
  'sms_messages.to',
  // A mail job holds the address and the words.
  'background_jobs.payload',
];

/** Named like personal data, but nobody's to export or erase: why each is not. */
const NOT_PERSONAL: Record<string, string> = {
  'products.name': "a product's name",
  'product_sales_days.name': "a product's name as it sold that day",
  'uploaded_images.name': "a picture's file name",
  'job_schedules.name': 'the name of a periodic job',
  'etims_devices.taxpayer_name': 'the shop itself, as KRA registered it',
  'etims_devices.branch_name': "the shop's branch",
  'tax_invoices.seller_name': 'the shop itself, on its invoices',
  'tax_invoices.seller_pin': "the shop's KRA PIN",
  // The name a shopper chose to sign a public review with: no e-mail or phone is kept beside it,
  // so no lookup by either could find it. The owner hides a review by rejecting it.
  'reviews.name': 'a review signed with a name only, found by no e-mail or phone',
  'pickup_points.name': "a parcel agent's business name",
  'pickup_points.address': "a parcel agent's shop, where customers collect",
  'pickup_points.phone': "a parcel agent's business line",
};

const columns = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => `${config.name}.${column.name}`);
  });

const covered = new Set(personalDataDoors.flatMap((door) => door.covers));

describe('personal data in the schema', () => {
  it('is covered, column by column, by a door privacy asks', () => {
    const personal = columns.filter(
      (column) =>
        (PERSONAL.test(column.split('.')[1]!) || ALSO_PERSONAL.includes(column)) && !(column in NOT_PERSONAL),
    );
    expect(personal.length).toBeGreaterThan(20);
    expect(personal.filter((column) => !covered.has(column))).toEqual([]);
  });

  it('is named only by columns that exist, and each exception is one the pattern finds', () => {
    expect([...covered, ...ALSO_PERSONAL].filter((column) => !columns.includes(column))).toEqual([]);
    expect(
      Object.keys(NOT_PERSONAL).filter(
        (column) => !columns.includes(column) || !PERSONAL.test(column.split('.')[1]!),
      ),
    ).toEqual([]);
  });
});
