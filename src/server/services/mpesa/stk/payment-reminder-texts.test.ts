import { describe, expect, it } from 'vitest';
import { expectOneSegment, largestOrder } from '../../../../../test/support/text-order';
import { isGsm7, smsSegments } from '../../../../core/sms-length';
import { paymentReminderSms } from './payment-reminder-texts';

const settings = { publicUrl: 'https://www.heritageshea.co.ke', shopName: 'Heritage Shea' };

const order = largestOrder;
const oneSegment = expectOneSegment;

describe('the payment reminder text', () => {
  it('reminds a shopper whose prompt failed of the total and the link to pay, in one segment', () => {
    const text = paymentReminderSms(order(), settings);
    expect(text).toBe(
      'Heritage Shea: the M-Pesa payment for order HM-7KQ2XW9D did not go through. To pay KES 249,999.50: https://www.heritageshea.co.ke/track-order?order=HM-7KQ2XW9D',
    );
    oneSegment(text);
  });

  it("starts with the owner's shop name, plain GSM-7 even when typed with an emoji", () => {
    const text = paymentReminderSms(order(), { ...settings, shopName: 'Amani’s Naturals ✨' });
    expect(text.startsWith("Amani's Naturals: the M-Pesa")).toBe(true);
    expect(isGsm7(text)).toBe(true);
  });

  it('takes at most two segments under the longest name the console takes', () => {
    const text = paymentReminderSms(order(), { ...settings, shopName: 'N'.repeat(40) });
    expect(text.startsWith(`${'N'.repeat(40)}: `)).toBe(true);
    expect(smsSegments(text)).toBeLessThanOrEqual(2);
  });
});
