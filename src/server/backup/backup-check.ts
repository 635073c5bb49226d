// A backup is read whole before a restore touches the database: a file that is not gzip, is cut
// short (a copy that stopped half-way), or is not a dump at all is refused while the database is
// still as it was. pg_dump begins and ends every plain dump with the same comments, so a dump whose
// end is missing is told from a whole one.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';

export class BackupUnreadable extends Error {}

const FIRST_LINE = '--';
const HEAD = '-- PostgreSQL database dump';
const TAIL = '-- PostgreSQL database dump complete';

export async function checkBackupFile(file: string): Promise<void> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  const head: string[] = [];
  /** The last few lines that are not blank. */
  const tail: string[] = [];
  try {
    for await (const line of lines) {
      if (head.length < 2) head.push(line);
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > 3) tail.shift();
    }
  } catch (error) {
    throw new BackupUnreadable(`${file} cannot be read as a backup: ${gzipReason(error)}.`);
  }
  if (head[0] !== FIRST_LINE || head[1] !== HEAD) {
    throw new BackupUnreadable(
      `${file} is not a backup made by npm run backup: it does not begin as a database dump.`,
    );
  }
  // Newer pg_dumps end with psql's `\unrestrict KEY` after the comment.
  const ending = tail.at(-1)?.startsWith('\\unrestrict ') ? tail.slice(0, -1) : tail;
  if (ending.at(-2) !== TAIL) {
    throw new BackupUnreadable(
      `${file} is incomplete: it does not end as a whole database dump does ("${TAIL}"); it may have been cut short while it was written or copied.`,
    );
  }
}

function gzipReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_DATA_ERROR') return 'it is not a gzip file, or it is damaged';
  if (code === 'Z_BUF_ERROR') return 'it is cut short (the gzip data ends early)';
  if (code === 'ENOENT') return 'there is no such file';
  return error instanceof Error ? error.message : String(error);
}
