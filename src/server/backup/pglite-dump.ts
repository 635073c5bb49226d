// The embedded database dumped by PGlite's own pg_dump (@electric-sql/pglite-tools), inside the
// process that holds it: the shop's only handle on the database, so the daily backup must dump the
// live shop.
//
// pg_dump speaks to the shop's one and only PostgreSQL session (pglite-tools feeds its wire messages
// to `execProtocolRawSync`, which bypasses PGlite's locks). Left to itself that is unsafe twice over:
// - Run while an app transaction is open (a checkout between two of its statements), its BEGIN,
//   reads and end would land inside that transaction: the dump would hold half an order, and the
//   order's transaction would be broken.
// - It leaves the session behind as it found no one else there: inside its own REPEATABLE READ,
//   READ ONLY transaction (every later write of the shop fails: "cannot execute INSERT in a
//   read-only transaction"), with its settings (search_path '', row_security off ...) in force.
//
// So the dump runs holding both of PGlite's locks, taken in PGlite's own order (transaction, then
// query; see `query()` and `transaction()` in @electric-sql/pglite's base.ts). Every statement the
// shop sends through PGlite takes the transaction lock, and `transaction()` holds it from BEGIN to
// COMMIT; so once we hold it, no app transaction is open and none starts until we let go. pg_dump
// then reads one snapshot of committed data, like the server's pg_dump on PostgreSQL. Before
// letting go we end pg_dump's transaction and put the session's settings back as they were. The
// shop's queries wait meanwhile (about a second for a small shop's database, once a day).
import { protocol, type PGlite } from '@electric-sql/pglite';

type Row = Record<string, string | null>;

const DUMP_ARGS = [
  // INSERTs rather than COPY: the restore runs the file as statements, with no client to feed COPY.
  '--inserts',
  '--no-owner',
  '--no-privileges',
];

/** The whole embedded database as pg_dump's plain SQL. */
export async function pgliteDump(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      const settings = await sessionSettings(client);
      // pgDump also calls `query` and `exec`; PGlite's own would wait for the locks we hold.
      const pending: Promise<unknown>[] = [];
      const session = {
        query: async (text: string) => ({ rows: await simpleQuery(client, text) }),
        exec: (text: string) => {
          // pgDump does not await it (its search_path restore); the settings are put back below.
          const done = simpleQuery(client, text);
          pending.push(done);
          return done;
        },
        execProtocolRawSync: (message: Uint8Array) => client.execProtocolRawSync(message),
      } as unknown as PGlite;
      try {
        const dump = await pgDump({ pg: session, args: DUMP_ARGS });
        await Promise.all(pending);
        return await dump.text();
      } finally {
        await Promise.allSettled(pending);
        await restoreSession(client, settings);
      }
    }),
  );
}

/** The settings this session changed from the server's defaults (none, as the shop runs). */
async function sessionSettings(client: PGlite): Promise<Row[]> {
  return simpleQuery(client, `select name, setting from pg_catalog.pg_settings where source = 'session'`);
}

/** Ends pg_dump's transaction, forgets its prepared statements and puts `settings` back. */
async function restoreSession(client: PGlite, settings: Row[]): Promise<void> {
  await simpleQuery(client, 'ROLLBACK; DEALLOCATE ALL; RESET ALL');
  for (const { name, setting } of settings) {
    await simpleQuery(
      client,
      `select pg_catalog.set_config(${literal(name ?? '')}, ${literal(setting ?? '')}, false)`,
    );
  }
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * One simple-protocol query outside PGlite's locks (the caller holds them), its rows as text.
 * Throws the database's error.
 */
async function simpleQuery(client: PGlite, text: string): Promise<Row[]> {
  const { messages } = await client.execProtocol(protocol.serialize.query(text));
  let names: string[] = [];
  const rows: Row[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      names = message.fields.map((field) => field.name);
    } else if (message instanceof protocol.messages.DataRowMessage) {
      rows.push(Object.fromEntries(names.map((name, i) => [name, message.fields[i] ?? null])));
    }
  }
  return rows;
}
