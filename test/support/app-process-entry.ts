// The shop's API in a Node process of its own, on DATABASE_URL (migrated already), for tests of
// several processes on one database. The real entry (src/server/index.ts) serves the pages too,
// which need the page build. Stops on SIGTERM.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL must be set');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 5 });
const { server } = await buildApp({ config, database });
await server.listen({ port: config.port, host: config.host });

process.once('SIGTERM', () => {
  // A test that left a response body unread would hold its connection open for ever.
  server.server.closeAllConnections();
  void server
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
