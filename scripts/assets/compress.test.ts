import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAssets } from './compress';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

async function clientBuild(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'client-build-'));
  folders.push(root);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return root;
}

const script = 'export const greeting = "habari";\n'.repeat(200);

describe('compressAssets', () => {
  it('writes Brotli and gzip copies that decompress to the very file, in every folder', async () => {
    const root = await clientBuild({ 'assets/app-1a2b.js': script, 'brand/logo.svg': `<svg>${script}</svg>` });
    expect(await compressAssets(root)).toBe(2);
    for (const name of ['assets/app-1a2b.js', 'brand/logo.svg']) {
      const original = await readFile(path.join(root, name));
      const br = await readFile(path.join(root, `${name}.br`));
      const gz = await readFile(path.join(root, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
  });

  it('leaves pictures, fonts and files too small to gain alone', async () => {
    const root = await clientBuild({
      'assets/tiny.js': 'export {};\n',
      'assets/inter.woff2': Buffer.alloc(4096, 7),
      'generated/shea.avif': Buffer.alloc(4096, 7),
    });
    expect(await compressAssets(root)).toBe(0);
    expect((await readdir(root, { recursive: true })).filter((name) => /\.(br|gz)$/.test(name))).toEqual(
      [],
    );
  });
});
