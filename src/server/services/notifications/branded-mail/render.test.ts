import { describe, expect, it } from 'vitest';
import type { MailContent } from '../../../../core/mail-content';
import { renderMailHtml } from './render';

const brand = {
  shopName: 'Heritage Shea',
  logo: { src: 'https://shop.test/generated/brand/logo-mail.png', width: 234, height: 48 },
  publicUrl: 'https://shop.test',
  signature: ['Heritage Shea', 'Timeless Beauty, Rooted in Nature'],
  mainColour: '#6b4226',
};

const content: MailContent = {
  preview: 'Your order is confirmed',
  greeting: 'Hello Wanjiru,',
  body: [
    'Thank you for your order.',
    'It is on its way soon & <safe>.',
    '',
    {
      kind: 'order',
      lines: [
        {
          title: 'Raw Shea Butter (250 g)',
          quantity: 2,
          unitPrice: 'KSH 750.00',
          lineTotal: 'KSH 1,500.00',
          picture: 'https://shop.test/generated/products/raw-shea-butter-bar-200.webp',
        },
      ],
      sums: [{ label: 'Total', value: 'KSH 1,500.00' }],
      deliverTo: ['Wanjiru', 'Moi Avenue'],
    },
    { kind: 'details', rows: [{ label: 'Business number', value: '174379' }] },
    { kind: 'button', label: 'Track your order', url: 'https://shop.test/track-order?order=HM-7KQ2XW9D' },
  ],
  footer: ['Questions? Reply to this mail.', 'To stop, open https://shop.test/unsubscribe?token=abc'],
};

describe('the HTML part of a branded mail', () => {
  it('shows the logo, every paragraph, the order with its picture, the details and a button', async () => {
    const html = await renderMailHtml(content, brand);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<img alt="Heritage Shea"');
    expect(html).toContain(`src="${brand.logo.src}"`);
    expect(html).toContain('Your order is confirmed');
    expect(html).toContain('Hello Wanjiru,');
    expect(html).toMatch(
      /Thank you for your order\.(<!-- -->)?<\/span><span><br\/>(<!-- -->)?It is on its way soon &amp; &lt;safe&gt;\./,
    );
    expect(html).toContain('src="https://shop.test/generated/products/raw-shea-butter-bar-200.webp"');
    expect(html).toContain('Raw Shea Butter (250 g)');
    expect(html).toContain('Business number');
    expect(html).toMatch(
      /<a href="https:\/\/shop\.test\/track-order\?order=HM-7KQ2XW9D"[^>]*>.*Track your order/s,
    );
    expect(html).toContain('Questions? Reply to this mail.');
    // An address in the words is a link in the HTML part, and breaks at the edge of a phone.
    expect(html).toMatch(/To stop, open (<!-- -->)?<a href="https:\/\/shop\.test\/unsubscribe\?token=abc"/);
    expect(html).toContain('overflow-wrap:anywhere');
    expect(html).toContain('max-width:600px');
    // The line's price keeps a gap from a title long enough to reach it.
    expect(html).toContain('padding:8px 0 8px 12px');
    expect(html).not.toContain('<script');
  });

  it('breaks a long word of the address or the details at the edge of a phone', async () => {
    const html = await renderMailHtml(content, brand);
    // The opening tag of the paragraph or cell that holds the text.
    const holder = (tag: 'p' | 'td', text: string) =>
      html.slice(0, html.indexOf(text)).split(`<${tag} `).at(-1)!.split('>')[0];
    expect(holder('p', 'Moi Avenue')).toContain('overflow-wrap:anywhere');
    expect(holder('td', '174379')).toContain('overflow-wrap:anywhere');
  });
});

describe("a branded mail of a shop under the owner's own name", () => {
  it('shows the name in letters instead of the shipped logo, and signs with it', async () => {
    const html = await renderMailHtml(content, {
      ...brand,
      shopName: 'Amani Naturals',
      logo: null,
      signature: ['Amani Naturals', 'Made by hand in Nakuru'],
      mainColour: '#1a5c3e',
    });
    expect(html).not.toContain('Heritage Shea');
    expect(html).not.toContain('logo-mail.png');
    expect(html).toMatch(/<a href="https:\/\/shop\.test"[^>]*><span[^>]*>Amani Naturals<\/span><\/a>/);
    expect(html).toContain('<strong>Amani Naturals</strong>');
    expect(html).toContain('Made by hand in Nakuru');
    // Its button and links in the owner's main colour.
    expect(html).toMatch(
      /<a href="https:\/\/shop\.test\/track-order[^"]*" style="[^"]*background-color:#1a5c3e/,
    );
    expect(html).toMatch(/<a href="https:\/\/shop\.test\/unsubscribe\?token=abc" style="color:#1a5c3e/);
    expect(html).not.toContain('#6b4226');
  });
});
