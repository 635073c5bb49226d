// Writes a Brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the
// client build. The server sends those bytes as they are (@fastify/static's `preCompressed`)
// instead of compressing each answer again at the quick settings an on-the-fly compressor must
// use: smaller scripts for a phone on a slow line, and no compression work per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text formats. Pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|html)$/;
/** Below this a compressed answer saves less than its headers cost (the server's own threshold). */
const MIN_BYTES = 1024;

/** Compresses every compressible file under `root`; returns how many files got copies. */
export async function compressAssets(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller would only cost a lookup.
      if (br.length >= bytes.length) return;
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      compressed++;
    }),
  );
  return compressed;
}
