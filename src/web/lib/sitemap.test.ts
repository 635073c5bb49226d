import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists every public page and each product with absolute URLs', () => {
    const xml = sitemapXml('https://shop.example', [1, 7]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/products</loc>');
    expect(xml).toContain('<loc>https://shop.example/faq</loc>');
    expect(xml).toContain('<loc>https://shop.example/product/7</loc>');
    expect(xml).not.toContain('/checkout');
    expect(xml.match(/<url>/g)).toHaveLength(11);
  });

  it('escapes XML characters in the address', () => {
    expect(sitemapXml('https://a.example/?x=1&y=2', [])).toContain('https://a.example/?x=1&amp;y=2/');
  });
});

describe('robots.txt', () => {
  it('points at the sitemap and keeps private pages out', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(text).toContain('Disallow: /checkout');
    expect(text).toContain('Disallow: /api/');
  });
});
