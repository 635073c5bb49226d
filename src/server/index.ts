import { ConfigError, loadConfig } from './config';
import { start } from './start';

try {
  const config = loadConfig();
  await start(config, { development: process.argv.includes('--dev') });
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error);
  }
  process.exit(1);
}
