// The shop in a Node process of its own, on the database its config names (the embedded one in
// DATA_DIR, or DATABASE_URL's), for tests of the command-line tools beside it and of moving it: the
// database opened and prepared as the shop's start does (on the embedded database taking the
// folder's lock), the API served, and the background work, which answers `npm run backup`'s
// requests. The real entry (src/server/index.ts) serves the pages too, which need the page build.
// Stops on SIGTERM, releasing the lock.
import { buildApp } from '../../src/server/http/app';
import { loadConfig } from '../../src/server/config/config';
import { startBackgroundWork } from '../../src/server/jobs/background';
import { prepareDatabase } from '../../src/server/db/prepare-database';

const config = loadConfig();
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
