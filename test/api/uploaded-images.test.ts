// Uploaded pictures live in the database: a picture uploaded on one machine is served by another
// with a DATA_DIR of its own, and pictures from before (DATA_DIR/uploads/products) move over.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedImages } from '../../src/server/db/schema';
import { prepareProductImage } from '../../src/server/services/catalogue';
import { signIn } from '../support/accounts';
import { picture } from '../support/images';
import { sharedDatabase, type AppProcess, type SharedDatabase } from '../support/shared-database';
import { startTestApp, type TestApp } from '../support/test-app';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('pictures moved in from DATA_DIR/uploads/products', () => {
  let app: TestApp;
  let folder: string;
  beforeAll(async () => {
    app = await startTestApp();
    folder = path.join(await mkdtemp(path.join(tmpdir(), 'shop-old-uploads-')), 'products');
  });
  afterAll(async () => {
    await app.close();
    await rm(path.dirname(folder), { recursive: true, force: true });
  });

  it('are stored and served, the folder set aside; stray files are left alone', async () => {
    const image = await prepareProductImage(await picture('png'));
    await mkdir(folder, { recursive: true });
    const names = image.files.map((file) => `${image.hash}-${file.width}.${file.format}`);
    for (const [i, file] of image.files.entries()) await writeFile(path.join(folder, names[i]!), file.data);
    await writeFile(path.join(folder, 'notes.txt'), 'not a picture');

    expect(await app.services.catalogue.images.importFolder(folder)).toBe(names.length);
    const rows = await app.db.select({ name: uploadedImages.name }).from(uploadedImages);
    expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
    const served = await fetch(`${app.url}/uploads/products/${image.hash}-800.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const webp800 = image.files.find((f) => f.width === 800 && f.format === 'webp')!;
    expect(Buffer.from(await served.arrayBuffer()).equals(webp800.data)).toBe(true);

    // Moved aside whole, stray file included, so the next start has nothing to read.
    expect(await readdir(path.dirname(folder))).toEqual(['products.moved']);
    expect(await app.services.catalogue.images.importFolder(folder)).toBe(0);
  });
});

describe.runIf(onPostgres)('a picture uploaded on one machine', () => {
  let shop: SharedDatabase;
  let first: TestApp;
  let second: AppProcess;
  beforeAll(async () => {
    shop = await sharedDatabase();
    [first, second] = await Promise.all([shop.startApp(), shop.startProcess({ ownDataDir: true })]);
  });
  afterAll(() => shop?.close());

  it('is served by another with a DATA_DIR of its own', async () => {
    expect(second.config.dataDir).not.toBe(first.config.dataDir);
    const email = `uploader-${Date.now()}@example.com`;
    await first.services.accounts.createOrPromoteAdmin({ email, password: 'owner password long' });
    const owner = await signIn(first, email, 'owner password long');
    const uploaded = await fetch(`${first.url}/api/admin/products/1/images`, {
      method: 'POST',
      headers: { origin: first.config.publicUrl, cookie: owner.cookie, 'content-type': 'image/png' },
      body: new Uint8Array(await picture('png')),
    });
    expect(uploaded.status).toBe(201);
    const added = ((await uploaded.json()) as { images: string[] }).images.at(-1)!;
    const [onFirst, onSecond] = await Promise.all([
      fetch(`${first.url}${added}`),
      fetch(`${second.url}${added}`),
    ]);
    expect(onSecond.status).toBe(200);
    expect(onSecond.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await onSecond.arrayBuffer()).equals(Buffer.from(await onFirst.arrayBuffer()))).toBe(
      true,
    );
  });
});
