import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary';
import { ConfigError, loadConfig } from './config/config';
import { start } from './start';

try {
  const config = loadConfig();
  const development = process.argv.includes('--dev');
  // One worker needs no primary, and Vite's dev server belongs to one process.
  if (cluster.isPrimary && config.workers > 1 && !development) {
    await runPrimary(config);
  } else {
    await start(config, { development, databasePrepared: cluster.isWorker });
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
}
