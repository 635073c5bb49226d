// `npm run backup`: the tool writes the backup itself when it may open the database; on the
// embedded database while the shop runs, it asks the shop to write it (backup/backup-request.ts),
// so a backup never needs the shop stopped.
import { writeBackup } from '../backup/dump';
import { askShopForBackup, ShopDidNotAnswer } from '../backup/backup-request';
import type { Config } from '../config/config';
import { isAlive, lockFileOf, readLock, SHOP_HOLDER } from '../db/folder-lock';
import { databaseTarget } from '../db/prepare-database';
import { holderOf, openToolDatabase, ToolRefused } from './tool-database';

export interface BackupTaken {
  file: string;
  /** Written by the running shop rather than by the tool. */
  byShop: boolean;
}

export async function takeBackup(config: Config, options: { pickupMs?: number } = {}): Promise<BackupTaken> {
  let database;
  try {
    database = await openToolDatabase(config, 'backup');
  } catch (error) {
    if (!(error instanceof ToolRefused) || error.by?.holder !== SHOP_HOLDER) throw error;
    const target = databaseTarget(config);
    if (target.kind !== 'pglite') throw error;
    const folder = target.dataDir;
    const shop = error.by;
    const shopRuns = () => {
      const lock = readLock(lockFileOf(folder));
      return !!lock && lock.token === shop.token && isAlive(lock);
    };
    try {
      return {
        file: await askShopForBackup(folder, config.backup.dir, { shopRuns, ...options }),
        byShop: true,
      };
    } catch (failure) {
      if (!(failure instanceof ShopDidNotAnswer)) throw failure;
      throw new ToolRefused(
        `The shop is running on DATA_DIR ${config.dataDir} (${holderOf(shop)}) and was asked to write the backup, but ${failure.message}: stop it first and run npm run backup again, or let its daily backup (BACKUP_DAILY) write one.`,
        shop,
      );
    }
  }
  try {
    return { file: await writeBackup(database, config.backup.dir), byShop: false };
  } finally {
    await database.close();
  }
}
