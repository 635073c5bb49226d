import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../../../test/support/pdf-content';
import type { PackingSlip } from './read';
import { renderPackingSlipsPdf } from './slip-pdf';

const slip: PackingSlip = {
  shopName: 'Heritage Shea',
  orderNumber: 'HM-7K2M9Q4R',
  placedAt: new Date('2026-12-07T08:15:00Z'),
  customerName: 'Wanjiku Kamau',
  businessName: null,
  customerPhone: '0712345678',
  deliveryMethod: 'rider',
  deliveryAddress: 'Moi Avenue, Bazaar Plaza, 3rd floor',
  deliveryArea: 'Westlands',
  pickupPoint: null,
  lines: [
    {
      productId: 1,
      name: 'Raw Shea Butter',
      size: '500 g',
      sku: 'RSB-500',
      image: '',
      unitPriceCents: 150_000,
      quantity: 2,
    },
  ],
  subtotalCents: 300_000,
  deliveryFeeCents: 35_000,
  discountCode: null,
  discountCents: 0,
  totalCents: 335_000,
  customerNotes: null,
  trackingUrl: 'https://shop.example.co.ke/track-order?order=HM-7K2M9Q4R',
};

const long: PackingSlip = {
  ...slip,
  orderNumber: 'HM-LQNG0000',
  lines: Array.from({ length: 60 }, (_, index) => ({
    ...slip.lines[0]!,
    productId: index + 1,
    name: `Shea sample ${index + 1}`,
  })),
};

describe('the packing slips PDF', () => {
  it('goes on over more A4 pages for a long order, its header and page numbers on each, then starts the next slip afresh', async () => {
    const { pages, text } = await readPdf(
      await renderPackingSlipsPdf([long, slip], { size: 'a4', prices: false }),
    );
    const longPages = pages.slice(0, -1);
    expect(longPages.length).toBeGreaterThan(1);
    longPages.forEach((page, index) => {
      expect(page.text).toContain('Item');
      expect(page.text).toContain(`HM-LQNG0000 packing slip · Page ${index + 1} of ${longPages.length}`);
    });
    for (let n = 1; n <= 60; n += 1)
      expect(text.filter((line) => line === `Shea sample ${n}`)).toHaveLength(1);
    const last = pages.at(-1)!.text;
    expect(last).toContain('HM-7K2M9Q4R');
    expect(last.some((line) => line.includes('Page'))).toBe(false);
  });

  it('keeps a long order on one page of the roll, as long as it needs', async () => {
    const { document, pages } = await readPdf(
      await renderPackingSlipsPdf([long], { size: 'receipt', prices: true }),
    );
    expect(pages).toHaveLength(1);
    expect(document.getPage(0).getHeight()).toBeGreaterThan(1000);
  });
});
