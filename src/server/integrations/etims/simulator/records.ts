// The simulator's memory: one row per device, item and receipt in etims_sim_records, keyed by
// (kind, PIN, branch, key). Kept in the database, not in the process, so every app process's
// simulator is one control unit and a restart forgets nothing.
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/executor';
import { etimsSimRecords } from './tables';
import type { KraAnswer } from './kra-answer';

const records = etimsSimRecords;

export interface SimDevice {
  tin: string;
  bhfId: string;
  cmcKey: string;
}

export type DeviceInfo = Record<string, string> & { cmcKey: string };

const of = (kind: 'device' | 'item' | 'receipt', tin: string, bhfId: string) =>
  and(eq(records.kind, kind), eq(records.tin, tin), eq(records.branchId, bhfId));

/** Records a first initialisation; false when the device was initialised before. */
export async function addDevice(
  db: DbExecutor,
  device: { tin: string; bhfId: string; dvcSrlNo: string },
  info: DeviceInfo,
): Promise<boolean> {
  const inserted = await db
    .insert(records)
    .values({
      kind: 'device',
      tin: device.tin,
      branchId: device.bhfId,
      key: device.dvcSrlNo,
      request: device,
      answer: info,
    })
    .onConflictDoNothing()
    .returning({ key: records.key });
  return inserted.length > 0;
}

/** The communication keys of the devices initialised for a PIN and branch. */
export async function deviceKeys(db: DbExecutor, tin: string, bhfId: string): Promise<string[]> {
  const rows = await db
    .select({ answer: records.answer })
    .from(records)
    .where(of('device', tin, bhfId));
  return rows.map((row) => (row.answer as DeviceInfo).cmcKey);
}

/** Registers an item, or replaces what an earlier save of the same code said. */
export async function saveItemRecord(db: DbExecutor, device: SimDevice, itemCd: string, request: unknown) {
  await db
    .insert(records)
    .values({ kind: 'item', tin: device.tin, branchId: device.bhfId, key: itemCd, request, answer: {} })
    .onConflictDoUpdate({
      target: [records.kind, records.tin, records.branchId, records.key],
      set: { request },
    });
}

export async function registeredItems(
  db: DbExecutor,
  device: SimDevice,
  codes: string[],
): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ key: records.key })
    .from(records)
    .where(and(of('item', device.tin, device.bhfId), inArray(records.key, codes)));
  return new Set(rows.map((row) => row.key));
}

export interface ReceiptRecord {
  request: Record<string, unknown>;
  answer: KraAnswer;
}

export async function receiptOf(
  db: DbExecutor,
  device: SimDevice,
  invcNo: number,
): Promise<ReceiptRecord | null> {
  const [row] = await db
    .select({ request: records.request, answer: records.answer })
    .from(records)
    .where(and(of('receipt', device.tin, device.bhfId), eq(records.key, String(invcNo))));
  return row ? (row as ReceiptRecord) : null;
}

/** The last invoice number the branch's control unit accepted; 0 before the first. */
export async function lastInvoiceNumber(db: DbExecutor, device: SimDevice): Promise<number> {
  const [row] = await db
    .select({ last: max(records.sequence) })
    .from(records)
    .where(of('receipt', device.tin, device.bhfId));
  return row?.last ?? 0;
}

/** How many receipts the branch has, of all types and of `rcptTyCd`. */
export async function receiptCounts(db: DbExecutor, device: SimDevice, rcptTyCd: string) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      ofType: sql<number>`(count(*) filter (where ${records.request}->>'rcptTyCd' = ${rcptTyCd}))::int`,
    })
    .from(records)
    .where(of('receipt', device.tin, device.bhfId));
  return { all: row?.all ?? 0, ofType: row?.ofType ?? 0 };
}

/** The totals (KES) of the credit notes accepted against sale `orgInvcNo`. */
export async function creditNoteTotals(
  db: DbExecutor,
  device: SimDevice,
  orgInvcNo: number,
): Promise<number[]> {
  const rows = await db
    .select({ total: sql<string>`${records.request}->>'totAmt'` })
    .from(records)
    .where(
      and(
        of('receipt', device.tin, device.bhfId),
        sql`${records.request}->>'rcptTyCd' = 'R'`,
        sql`${records.request}->>'orgInvcNo' = ${String(orgInvcNo)}`,
      ),
    );
  return rows.map((row) => Number(row.total));
}

/** Fails with a unique violation when another request took the number first. */
export async function addReceipt(db: DbExecutor, device: SimDevice, invcNo: number, record: ReceiptRecord) {
  await db.insert(records).values({
    kind: 'receipt',
    tin: device.tin,
    branchId: device.bhfId,
    key: String(invcNo),
    sequence: invcNo,
    request: record.request,
    answer: record.answer,
  });
}

/** The receipt a QR code names by PIN, branch and signature. */
export async function receiptBySignature(
  db: DbExecutor,
  tin: string,
  bhfId: string,
  signature: string,
): Promise<ReceiptRecord | null> {
  const [row] = await db
    .select({ request: records.request, answer: records.answer })
    .from(records)
    .where(and(of('receipt', tin, bhfId), sql`${records.answer}->'data'->>'rcptSign' = ${signature}`));
  return row ? (row as ReceiptRecord) : null;
}
