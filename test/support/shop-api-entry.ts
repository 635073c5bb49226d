// The shop on the embedded database in DATA_DIR, in a Node process of its own, for tests of the
// command-line tools beside it: the database opened and prepared as the shop's start opens it
// (taking the folder's lock), the API served, and the background work, which answers
// `npm run backup`'s requests. The real entry (src/server/index.ts) serves the pages too, which
// need the page build. Stops on SIGTERM, releasing the lock.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startBackgroundWork } from '../../src/server/jobs/background';
import { prepareDatabase } from '../../src/server/prepare-database';

const config = loadConfig();
if (config.databaseUrl) throw new Error('DATABASE_URL must not be set: this is the embedded database');
const database = await prepareDatabase(config);
const { server, services } = await buildApp({ config, database });
const background = await startBackgroundWork({ services, database, config, log: server.log });
await server.listen({ port: config.port, host: config.host });

process.once('SIGTERM', () => {
  void background
    .stop()
    .then(() => {
      server.server.closeAllConnections();
      return server.close();
    })
    .then(() => database.close())
    .then(() => process.exit(0));
});
