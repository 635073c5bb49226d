import { describe, expect, it } from 'vitest';
import { mailText, type MailContent } from './mail-content';

const SIGNATURE = ['Heritage Shea', 'Timeless Beauty, Rooted in Nature'];

const content: MailContent = {
  preview: 'Order HM-7KQ2XW9D confirmed',
  greeting: 'Hello Wanjiru,',
  body: [
    'Thank you for your order.',
    '',
    {
      kind: 'order',
      lines: [
        { title: 'Raw Shea Butter (250 g)', quantity: 2, unitPrice: 'KSH 750.00', lineTotal: 'KSH 1,500.00' },
      ],
      sums: [
        { label: 'Subtotal', value: 'KSH 1,500.00' },
        { label: 'Total', value: 'KSH 1,500.00' },
      ],
      deliverTo: ['Wanjiru', 'Moi Avenue'],
    },
    '',
    { kind: 'details', rows: [{ label: 'Business number', value: '174379' }] },
    { kind: 'button', label: 'Track your order', url: 'https://shop.test/track-order?order=HM-7KQ2XW9D' },
  ],
  footer: ['Questions? Reply to this mail.'],
};

describe('a branded mail as plain text', () => {
  it('writes each block as the text part has always read', () => {
    expect(mailText(content, SIGNATURE).split('\n')).toEqual([
      'Hello Wanjiru,',
      '',
      'Thank you for your order.',
      '',
      '  2 x Raw Shea Butter (250 g) @ KSH 750.00 = KSH 1,500.00',
      '',
      'Subtotal: KSH 1,500.00',
      'Total: KSH 1,500.00',
      '',
      'Deliver to:',
      '  Wanjiru',
      '  Moi Avenue',
      '',
      '  Business number: 174379',
      'Track your order: https://shop.test/track-order?order=HM-7KQ2XW9D',
      '',
      'Questions? Reply to this mail.',
      '',
      'Heritage Shea',
      'Timeless Beauty, Rooted in Nature',
    ]);
  });

  it('leaves no empty small print when there is none', () => {
    const text = mailText({ ...content, body: ['Hi.'], footer: [] }, SIGNATURE);
    expect(text).toBe('Hello Wanjiru,\n\nHi.\n\nHeritage Shea\nTimeless Beauty, Rooted in Nature');
  });
});
