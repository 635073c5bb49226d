// The shop's API in a Node process of its own, on DATABASE_URL (migrated already), for tests of
// several processes on one database. The real entry (src/server/index.ts) serves the pages too,
// which need the page build. With APP_PROCESS_BACKGROUND=1 it also works the job queue and the
// periodic jobs, as every app process of a deployment does. Stops on SIGTERM.
import { buildApp } from '../../src/server/http/app';
import { loadConfig } from '../../src/server/config/config';
import { openDatabase } from '../../src/server/db/client';
import { startBackgroundWork } from '../../src/server/jobs/background';

const config = loadConfig();
if (!config.databaseUrl) throw new Error('DATABASE_URL must be set');
const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 5 });
const { server, services } = await buildApp({ config, database });
await server.listen({ port: config.port, host: config.host });
// Its log is the server's, as quiet as LOG_LEVEL says.
const background =
  process.env.APP_PROCESS_BACKGROUND === '1'
    ? await startBackgroundWork({ services, database, config, log: server.log })
    : null;

process.once('SIGTERM', () => {
  // Jobs in hand are finished first: their messages go through this server's simulator.
  void (background?.stop() ?? Promise.resolve())
    .then(() => {
      // A test that left a response body unread would hold its connection open for ever.
      server.server.closeAllConnections();
      return server.close();
    })
    .then(() => database.close())
    .then(() => process.exit(0));
});
