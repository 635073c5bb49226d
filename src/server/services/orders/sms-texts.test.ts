import { describe, expect, it } from 'vitest';
import { expectOneSegment, largestOrder } from '../../../../test/support/text-order';
import { isGsm7, smsSegments } from '../../../core/sms-length';
import {
  orderConfirmedSms,
  orderReceivedSms,
  orderStatusSms,
  smsAmount,
  withinOneSegment,
  type OrderSmsSettings,
} from './sms-texts';
import { payLaterAlertSms } from './pay-later/sms';

const settings: OrderSmsSettings = {
  publicUrl: 'https://www.heritageshea.co.ke',
  paybillShortcode: '4123456',
  shopPhone: '+254700123456',
  payLaterCallMinutes: 10,
  shopName: 'Heritage Shea',
};

const order = largestOrder;
const oneSegment = expectOneSegment;

describe('order texts', () => {
  it('write amounts in whole KES, with cents only when there are some', () => {
    expect(smsAmount(150_000)).toBe('KES 1,500');
    expect(smsAmount(24_999_950)).toBe('KES 249,999.50');
    expect(smsAmount(5_000)).toBe('KES 50');
  });

  it('tell an M-Pesa shopper the total and how to pay by Paybill, in one segment', () => {
    const text = orderReceivedSms(order(), settings);
    expect(text).toContain('HM-7KQ2XW9D received, total KES 249,999.50');
    expect(text).toContain('Paybill 4123456, account HM-7KQ2XW9D');
    oneSegment(text);
  });

  it('name the discount beside the total, still in one segment', () => {
    const discounted = order({ discountCode: 'KARIBU10', discountCents: 2_777_772, totalCents: 24_999_950 });
    const text = orderReceivedSms(discounted, settings);
    expect(text).toContain('total KES 249,999.50 after KES 27,777.72 off.');
    oneSegment(text);
    const longest = orderReceivedSms(
      { ...discounted, paymentMethod: 'pay_later' },
      { ...settings, payLaterCallMinutes: 1440 },
    );
    expect(longest).toContain('total KES 249,999.50. You chose Pay Later');
    oneSegment(longest);
  });

  it('promise a Pay Later shopper a call within 10 minutes, in one segment', () => {
    const text = orderReceivedSms(order({ paymentMethod: 'pay_later', status: 'pending_payment' }), settings);
    expect(text).toContain('we will call you within 10 minutes');
    oneSegment(text);
  });

  it("quote the owner's longest Pay Later promise in one segment", () => {
    const longest = { ...settings, payLaterCallMinutes: 1440 };
    const text = orderReceivedSms(order({ paymentMethod: 'pay_later', status: 'pending_payment' }), longest);
    expect(text).toContain('we will call you within 1440 minutes');
    oneSegment(text);
    oneSegment(payLaterAlertSms(order({ paymentMethod: 'pay_later' }), longest));
  });

  it('give the tracking link once paid, in one segment', () => {
    const text = orderConfirmedSms(order({ status: 'confirmed' }), settings);
    expect(text).toContain('https://www.heritageshea.co.ke/track-order?order=HM-7KQ2XW9D');
    oneSegment(text);
  });

  it("give the owner the order, the total and the customer's phone, in one segment", () => {
    const text = payLaterAlertSms(order({ paymentMethod: 'pay_later' }), settings);
    expect(text).toBe(
      'Pay Later order HM-7KQ2XW9D, KES 249,999.50. Call +254 712 345 678 within 10 minutes to arrange payment.',
    );
    oneSegment(text);
  });

  it('carry the tracking note when shipped, cut to fit one segment', () => {
    const short = orderStatusSms(order({ status: 'shipped' }), 'G4S ref 88123, call 0700 000 111', settings)!;
    expect(short).toBe(
      'Heritage Shea: order HM-7KQ2XW9D is on its way. Note: G4S ref 88123, call 0700 000 111',
    );
    const long = orderStatusSms(
      order({ status: 'shipped' }),
      `Courier “Sendy” — ${'x'.repeat(200)}`,
      settings,
    )!;
    expect(
      long.startsWith('Heritage Shea: order HM-7KQ2XW9D is on its way. Note: Courier "Sendy" - xxx'),
    ).toBe(true);
    expect(long.endsWith('...')).toBe(true);
    oneSegment(long);
    expect(orderStatusSms(order({ status: 'shipped' }), undefined, settings)).toBe(
      'Heritage Shea: order HM-7KQ2XW9D is on its way.',
    );
  });

  it('say delivered, and nothing for moves a shopper is not texted about', () => {
    oneSegment(orderStatusSms(order({ status: 'delivered' }), undefined, settings)!);
    expect(orderStatusSms(order({ status: 'processing' }), undefined, settings)).toBeNull();
    expect(orderStatusSms(order({ status: 'cancelled' }), undefined, settings)).toBeNull();
  });

  it("start with the owner's shop name, plain GSM-7 even when typed with an emoji", () => {
    const owners = { ...settings, shopName: 'Amani’s Naturals ✨' };
    const texts = [
      orderReceivedSms(order(), owners),
      orderConfirmedSms(order({ status: 'confirmed' }), owners),
      orderStatusSms(order({ status: 'delivered' }), undefined, owners)!,
      orderStatusSms(order({ status: 'shipped' }), 'G4S ref 88123', owners)!,
    ];
    for (const text of texts) {
      expect(text.startsWith("Amani's Naturals: order")).toBe(true);
      expect(isGsm7(text)).toBe(true);
    }
    expect(texts.join('\n')).not.toContain('Heritage Shea');
  });

  it('take at most two segments under the longest name the console takes', () => {
    const longest = { ...settings, shopName: 'N'.repeat(40), payLaterCallMinutes: 1440 };
    const discounted = order({ discountCode: 'KARIBU10', discountCents: 2_777_772 });
    for (const text of [
      orderReceivedSms(discounted, longest),
      orderReceivedSms({ ...discounted, paymentMethod: 'pay_later' }, longest),
      orderConfirmedSms(order({ status: 'confirmed' }), longest),
      orderStatusSms(order({ status: 'shipped' }), 'x'.repeat(300), longest)!,
    ]) {
      expect(text.startsWith(`${'N'.repeat(40)}: `)).toBe(true);
      expect(smsSegments(text)).toBeLessThanOrEqual(2);
    }
  });

  it('keep a note with characters outside GSM-7 whole rather than mangle it', () => {
    expect(withinOneSegment('Note: ', 'Kampala 🚚 ref 7')).toBe('Note: Kampala 🚚 ref 7');
  });
});

describe('the order-received text of a pickup order', () => {
  const point = {
    id: 7,
    name: 'Nyali Parcel Agent',
    town: 'Nyali',
    address: 'Links Road, Nyali Centre, shop 12',
    hours: 'Mon-Sat 8am-7pm',
  };

  it('names the point and its town after how to pay, and its hours when they fit, in one segment', () => {
    const pickup = order({ deliveryMethod: 'pickup_point', pickupPointId: 7, totalCents: 1_150_00 });
    const text = orderReceivedSms(pickup, settings, point);
    expect(text).toContain('Paybill 4123456, account HM-7KQ2XW9D.');
    expect(text).toMatch(/ Collect at Nyali Parcel Agent, Nyali\.$/);
    oneSegment(text);
    const short = orderReceivedSms(pickup, settings, { ...point, name: 'Duka Moja', hours: '8am-6pm' });
    expect(short).toMatch(/ Collect at Duka Moja, Nyali, 8am-6pm\.$/);
    oneSegment(short);
  });

  it('keeps at least the point and town beside the longest Pay Later promise and a discount', () => {
    const text = orderReceivedSms(
      order({
        deliveryMethod: 'pickup_point',
        pickupPointId: 7,
        paymentMethod: 'pay_later',
        discountCode: 'KARIBU10',
        discountCents: 2_777_772,
      }),
      { ...settings, payLaterCallMinutes: 1440 },
      point,
    );
    expect(text).toContain('Pay Later: we will call you within 1440 minutes.');
    expect(text).toMatch(/ Collect at Nyali Parcel Agent, Nyali\.$/);
    oneSegment(text);
  });

  it('leaves out a point whose name is too long for one segment, with typographic quotes made plain', () => {
    const long = { ...point, name: `Mama ${'Njeri '.repeat(12)}Agency` };
    const text = orderReceivedSms(
      order({ deliveryMethod: 'pickup_point', pickupPointId: 7 }),
      settings,
      long,
    );
    expect(text).not.toContain('Collect at');
    oneSegment(text);
    const quoted = orderReceivedSms(order(), settings, { ...point, name: 'Mama’s Parcels' });
    expect(quoted).not.toContain('’');
    expect(quoted).toContain("Collect at Mama's Parcels, Nyali");
    oneSegment(quoted);
  });
});
