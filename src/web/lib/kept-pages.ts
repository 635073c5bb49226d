// The product pages this phone has kept for offline use (by the service worker, src/sw/), read
// from the browser's caches: the offline page lists them so the shopper knows what still opens.

export interface KeptProduct {
  href: string;
  name: string;
}

const TITLE = /<title>([^<]*)<\/title>/;

function unescape(text: string): string {
  const parser = new DOMParser();
  return parser.parseFromString(text, 'text/html').documentElement.textContent ?? text;
}

export async function keptProducts(): Promise<KeptProduct[]> {
  if (!('caches' in window)) return [];
  const names = (await caches.keys()).filter((name) => name.startsWith('pages-'));
  const found = new Map<string, string>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const { pathname } = new URL(request.url);
      if (!/^\/product\/[^/.]+$/.test(pathname) || found.has(pathname)) continue;
      const html = await (await cache.match(request))?.text();
      const title = html ? TITLE.exec(html)?.[1] : undefined;
      // The shop's name after the last ' | ' is left out; it may have changed since the page was kept.
      if (title) found.set(pathname, unescape(title).replace(/ \| [^|]*$/, ''));
    }
  }
  return [...found].map(([href, name]) => ({ href, name })).sort((a, b) => a.name.localeCompare(b.name));
}
