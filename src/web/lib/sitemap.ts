// /sitemap.xml and /robots.txt, built from the page list and the products on sale.

/** Pages worth finding in search; carts, checkout and account pages are left out. */
export const SITEMAP_PAGES = [
  '/',
  '/products',
  '/about',
  '/contact',
  '/track-order',
  '/shipping-info',
  '/return-policy',
  '/privacy',
  '/faq',
  '/login',
  '/resellers',
] as const;

/** Kept out of search: per-shopper pages, riders' drops, the test page, the API and the simulators. */
export const DISALLOWED_PATHS = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/reseller',
  '/mpesa-test',
  '/admin',
  '/invite',
  '/unsubscribe',
  '/deliver/',
  '/api/',
  '/__sim/',
];

/**
 * Public pages that a disallowed prefix would also catch ('/reseller' matches '/resellers'). Crawlers
 * follow the longest matching rule (RFC 9309 §2.2.2), so the longer Allow wins for these pages only.
 */
export const ALLOWED_UNDER_DISALLOWED = ['/resellers'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function sitemapXml(publicUrl: string, productIds: readonly number[]): string {
  const paths = [...SITEMAP_PAGES, ...productIds.map((id) => `/product/${id}`)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ALLOWED_UNDER_DISALLOWED.map((path) => `Allow: ${path}`),
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
