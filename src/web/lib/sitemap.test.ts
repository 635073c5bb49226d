import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_PAGES, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists every public page and each product with absolute URLs', () => {
    const xml = sitemapXml('https://shop.example', [1, 7]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/products</loc>');
    expect(xml).toContain('<loc>https://shop.example/faq</loc>');
    expect(xml).toContain('<loc>https://shop.example/resellers</loc>');
    expect(xml).toContain('<loc>https://shop.example/product/7</loc>');
    expect(xml).not.toContain('/checkout');
    expect(xml).not.toContain('/reseller<');
    expect(xml).toContain('/privacy<');
    expect(xml.match(/<url>/g)).toHaveLength(13);
  });

  it('escapes XML characters in the address', () => {
    expect(sitemapXml('https://a.example/?x=1&y=2', [])).toContain('https://a.example/?x=1&amp;y=2/');
  });
});

/** RFC 9309 §2.2.2: the rule with the longest matching path decides; Allow wins a tie. */
function crawlerMayFetch(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix: prefix! }))
    .filter((rule) => path.startsWith(rule.prefix));
  if (rules.length === 0) return true;
  const longest = Math.max(...rules.map((rule) => rule.prefix.length));
  return rules.some((rule) => rule.allow && rule.prefix.length === longest);
}

describe('robots.txt', () => {
  const text = robotsTxt('https://shop.example');

  it('points at the sitemap and keeps private pages out', () => {
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /api/');
    for (const path of ['/checkout', '/cart', '/reseller', '/reseller?tab=orders', '/api/products']) {
      expect(crawlerMayFetch(text, path), path).toBe(false);
    }
  });

  it('lets crawlers fetch every page of the sitemap', () => {
    // '/reseller' is a prefix of '/resellers': the coming-soon page needs its own Allow.
    for (const path of SITEMAP_PAGES) expect(crawlerMayFetch(text, path), path).toBe(true);
    expect(crawlerMayFetch(text, '/product/7')).toBe(true);
  });
});
