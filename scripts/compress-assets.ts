// Compresses the client build for the server to send as it is (scripts/assets/compress.ts).
// Part of `npm run build`, after the client build.
import { compressAssets } from './assets/compress';

const started = Date.now();
const count = await compressAssets('build/client');
console.log(`client files compressed: ${count} in ${Date.now() - started} ms`);
