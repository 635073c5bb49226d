import { describe, expect, it } from 'vitest';
import { senderUnderShopName } from './mail-sender';

describe('the From line of a mail', () => {
  it("puts the owner's shop name in front of the default sender's address", () => {
    expect(senderUnderShopName('Heritage Shea <hello@heritageshea.co.ke>', 'Amani Naturals, Ltd.')).toBe(
      '"Amani Naturals, Ltd." <hello@heritageshea.co.ke>',
    );
  });

  it('keeps a sender the deployment named itself, or a bare address', () => {
    expect(senderUnderShopName('Orders at Amani <orders@amani.example>', 'Amani Naturals')).toBe(
      'Orders at Amani <orders@amani.example>',
    );
    expect(senderUnderShopName('orders@amani.example', 'Amani Naturals')).toBe('orders@amani.example');
  });

  it('leaves the default as it is while the shop keeps its default name', () => {
    expect(senderUnderShopName('Heritage Shea <hello@heritageshea.co.ke>', 'Heritage Shea')).toBe(
      'Heritage Shea <hello@heritageshea.co.ke>',
    );
  });

  it('drops quotes and backslashes a name would break the line with', () => {
    expect(senderUnderShopName('Heritage Shea <a@b.example>', 'The "Best" \\ Shea')).toBe(
      '"The Best  Shea" <a@b.example>',
    );
  });
});
