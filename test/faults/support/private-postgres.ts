// A PostgreSQL server of the test's own, made in a temporary folder on a free port, that the test
// may stop and start at will: the shared server at 127.0.0.1:5432 serves every other test file at
// the same time and must never go down. Built with the server's own initdb and pg_ctl (run as the
// postgres user when the test runs as root, which initdb refuses to run as).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../bench/free-port';

const run = promisify(execFile);

/** Where Debian and the CI image keep the server programs; PG_BIN_DIR overrides it. */
export function postgresBinDir(): string | null {
  const candidates = [process.env.PG_BIN_DIR, '/usr/lib/postgresql/15/bin'].filter(Boolean) as string[];
  return candidates.find((dir) => existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres: connect here to create databases. */
  url: string;
  /** `fast` ends sessions politely; `immediate` is a crash: the next start replays the WAL. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the server if it runs and deletes its folder; safe to call more than once. */
  remove(): Promise<void>;
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server programs found (set PG_BIN_DIR)');
  const asRoot = userInfo().uid === 0;
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-private-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const tool = async (name: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]]
      : [path.join(bin, name), args];
    await run(file, argv, { timeout: 60_000 });
  };
  let running = false;
  const server: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async start() {
      // The socket goes in the test's own folder, not /var/run/postgresql beside the shared server's.
      const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=40 -c shared_buffers=32MB`;
      await tool('pg_ctl', [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        dataDir,
        '-l',
        path.join(folder, 'server.log'),
        '-o',
        options,
      ]);
      running = true;
    },
    async stop(mode) {
      await tool('pg_ctl', ['stop', '-w', '-t', '60', '-m', mode, '-D', dataDir]);
      running = false;
    },
    async remove() {
      if (running || existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await server.stop('immediate').catch(() => {});
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
  try {
    if (asRoot) await chown(folder, ...(await postgresIds()));
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    await server.start();
  } catch (error) {
    await server.remove();
    throw error;
  }
  return server;
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return [Number(stdout.trim()), Number(group.trim())];
}
