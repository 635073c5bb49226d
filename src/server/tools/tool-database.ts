// How the command-line tools (scripts/) open the shop's database: as the shop does, but on the
// embedded database only while no shop or other tool holds its folder (db/folder-lock.ts). A tool
// refused says who holds it and what to do instead. On PostgreSQL the tools run beside the shop.
import type { Config } from '../config/config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { FolderLocked, SHOP_HOLDER, type LockHolder } from '../db/folder-lock';
import { databaseTarget } from '../db/prepare-database';

export type ToolName = 'admin:create' | 'backup' | 'restore' | 'db:migrate' | 'db:seed';

/** A tool that must not run now; its message is for the person who ran it. */
export class ToolRefused extends Error {
  constructor(
    message: string,
    /** The process holding the embedded database, when that is the reason. */
    readonly by: LockHolder | null = null,
  ) {
    super(message);
  }
}

/** What to do instead of stopping the shop, per tool. */
const INSTEAD: Record<ToolName, string> = {
  'admin:create': "or let an owner invite the admin on the console's Admins page (/admin/team)",
  // Not refused by the shop: the running shop is asked to write the backup (backup-tool.ts).
  backup: 'or let its daily backup (BACKUP_DAILY) write one',
  restore:
    'or restore into another folder (DATA_DIR=/path/to/new-data npm run restore -- FILE) and start the shop on that folder',
  'db:migrate': 'or restart it: the shop applies pending migrations itself when it starts',
  'db:seed': 'or restart it: the shop fills an empty catalogue itself when it starts',
};

export async function openToolDatabase(config: Config, tool: ToolName): Promise<DatabaseHandle> {
  const target = databaseTarget(config);
  try {
    return await openDatabase(target.kind === 'pglite' ? { ...target, holder: `npm run ${tool}` } : target);
  } catch (error) {
    if (error instanceof FolderLocked) {
      throw new ToolRefused(busyMessage(config.dataDir, tool, error.by), error.by);
    }
    throw error;
  }
}

/** The lock's process, for a message: "process 4242 on shop-1, started 2026-12-07T09:55:43.000Z". */
export function holderOf(by: LockHolder): string {
  return `process ${by.pid} on ${by.host}${by.startedAt ? `, started ${by.startedAt}` : ''}`;
}

export function busyMessage(dataDir: string, tool: ToolName, by: LockHolder): string {
  const who = holderOf(by);
  if (by.holder === SHOP_HOLDER) {
    return `The shop is running on DATA_DIR ${dataDir} (${who}): stop it first, ${INSTEAD[tool]}.`;
  }
  return `${by.holder} is using the embedded database in DATA_DIR ${dataDir} (${who}): wait until it has finished, then run npm run ${tool} again.`;
}
