import { expect, test } from '@playwright/test';
import { heroImagePath } from '../src/core/images';

test('built scripts are kept for a year, generated pictures for a day', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) scripts.push(response.url());
  });
  await page.goto('/');
  expect(scripts.length).toBeGreaterThan(0);
  // Vite puts a content hash in each asset's name, so a changed file gets a new name.
  expect((await request.get(scripts[0]!)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  // A generated picture keeps its name when its drawing changes, so it is checked again after a day.
  const picture = await request.get(heroImagePath(1, 640, 'avif'));
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/avif');
  expect(picture.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
});
