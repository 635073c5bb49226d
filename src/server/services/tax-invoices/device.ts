// The eTIMS device of the seller's PIN, branch and serial: initialised once with KRA
// (selectInitOsdcInfo), whose answer carries the communication key every later call sends. KRA
// answers a second initialisation with 902 (device installed) and no key, so the key is kept in the
// database the first time; two processes initialising at once both look there again after a 902.
import { and, eq } from 'drizzle-orm';
import type { TaxSettings } from '../../../core/shop-settings-values';
import type { Database } from '../../db/client';
import { etimsDevices } from './tables';
import type { EtimsClient } from '../../integrations/etims/client';
import { EtimsError } from '../../integrations/etims/errors';

export interface SellerDevice {
  tin: string;
  branchId: string;
  cmcKey: string;
  sdcId: string;
  taxpayerName: string;
}

export interface DeviceDeps {
  db: Database;
  client: EtimsClient;
  /** A communication key from the environment, for a device initialised outside the shop. */
  cmcKey: string | null;
}

/** The device of the shop's tax settings at `branchId`; null while its PIN or serial is not set. */
export async function shopDevice(
  deps: DeviceDeps,
  tax: TaxSettings,
  branchId: string,
): Promise<SellerDevice | null> {
  if (!tax.kraPin || !tax.deviceSerial) return null;
  return sellerDevice(deps, { tin: tax.kraPin, branchId, deviceSerial: tax.deviceSerial }, tax.kraPin);
}

async function sellerDevice(
  deps: DeviceDeps,
  seller: { tin: string; branchId: string; deviceSerial: string },
  fallbackName: string,
): Promise<SellerDevice> {
  const stored = await readDevice(deps.db, seller);
  if (stored) return stored;
  try {
    const info = await deps.client.initialise(seller);
    await deps.db
      .insert(etimsDevices)
      .values({
        tin: seller.tin,
        branchId: seller.branchId,
        deviceSerial: seller.deviceSerial,
        cmcKey: info.cmcKey,
        taxpayerName: info.taxpayerName,
        branchName: info.branchName,
        sdcId: info.sdcId,
        mrcNo: info.mrcNo,
      })
      .onConflictDoNothing();
  } catch (error) {
    if (!(error instanceof EtimsError && error.resultCd === '902')) throw error;
    if (!(await readDevice(deps.db, seller)) && deps.cmcKey) {
      // Initialised elsewhere: KRA gives no ids again, so the control unit's id stays unknown.
      await deps.db
        .insert(etimsDevices)
        .values({ ...seller, cmcKey: deps.cmcKey, taxpayerName: fallbackName, sdcId: '' })
        .onConflictDoNothing();
    }
  }
  const device = await readDevice(deps.db, seller);
  if (!device) {
    throw new Error(
      'KRA says this eTIMS device is installed already, and the shop does not hold its key: set ETIMS_CMC_KEY',
    );
  }
  return device;
}

async function readDevice(
  db: Database,
  seller: { tin: string; branchId: string; deviceSerial: string },
): Promise<SellerDevice | null> {
  const [row] = await db
    .select()
    .from(etimsDevices)
    .where(
      and(
        eq(etimsDevices.tin, seller.tin),
        eq(etimsDevices.branchId, seller.branchId),
        eq(etimsDevices.deviceSerial, seller.deviceSerial),
      ),
    );
  return row
    ? {
        tin: row.tin,
        branchId: row.branchId,
        cmcKey: row.cmcKey,
        sdcId: row.sdcId,
        taxpayerName: row.taxpayerName,
      }
    : null;
}
