import type { Database } from './client';

/** A transaction handed to `db.transaction`'s callback, or the database itself. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
