import { describe, expect, it } from 'vitest';
import { customerWhatsappLink, internationalDigits, replyMailto, telHref } from './contact-links';

describe('contact links for the console', () => {
  it('prefills a reply with "Re:" and a greeting, spaces as %20', () => {
    const href = replyMailto('achieng@example.com', 'Order Support', 'Achieng');
    expect(href).toBe(
      'mailto:achieng@example.com?subject=Re%3A%20Order%20Support&body=Hello%20Achieng%2C%0A%0A',
    );
  });

  it('dials digits only, keeping a leading +', () => {
    expect(telHref('0712 345-678')).toBe('tel:0712345678');
    expect(telHref(' +44 (20) 7946 0958')).toBe('tel:+442079460958');
  });

  it.each([
    ['0712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['+44 20 7946 0958', '442079460958'],
    ['0044 20 7946 0958', '442079460958'],
    ['(020) 123 45678 9', null],
    ['12345678901', null],
  ])('reads %s as %s for WhatsApp', (phone, expected) => {
    expect(internationalDigits(phone)).toBe(expected);
  });

  it('has no WhatsApp link for a number it cannot place', () => {
    expect(customerWhatsappLink('12345678901', 'Amina', 'Amani Naturals')).toBeNull();
    expect(customerWhatsappLink('0712345678', 'Amina', 'Amani Naturals')).toMatch(
      /^https:\/\/wa\.me\/254712345678\?text=Hello%20Amina%2C%20this%20is%20Amani%20Naturals\./,
    );
  });
});
