import type { WorkboxPlugin } from 'workbox-core/types';

/**
 * Keeps a cache under `maxBytes`, oldest entries out first. Workbox's own expiration counts entries
 * and age; on a phone that pays per megabyte the size is what matters. Sizes come from the stored
 * answers' Content-Length, so no picture is read back to be measured.
 */
export function byteLimit(maxBytes: number): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      const sizes = await Promise.all(
        keys.map(async (key) => Number((await cache.match(key))?.headers.get('content-length') ?? 0)),
      );
      let total = sizes.reduce((sum, size) => sum + size, 0);
      // Cache keys come back in the order they were stored: the first are the oldest.
      for (let i = 0; i < keys.length && total > maxBytes; i++) {
        await cache.delete(keys[i]!);
        total -= sizes[i]!;
      }
    },
  };
}
