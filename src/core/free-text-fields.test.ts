// Every input schema that takes free text refuses control characters in each text field, with one
// message (PostgreSQL cannot store NUL; DESIGN.md: bad input is a 400, never a 500).
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { loginSchema, registerSchema } from './account-schemas';
import { checkoutSchema } from './checkout-schema';
import { contactSchema } from './contact-schema';
import { CONTROL_CHARACTERS, LINE_BREAKS } from './form-fields';
import { queryStatusSchema, stkPushSchema, testPaymentSchema } from './mpesa-schemas';
import { newsletterSchema } from './newsletter-schema';
import { orderRequestSchema } from './order-request-schema';
import { paymentMethodChangeSchema } from './payment-method-change-schema';
import { reviewSchema } from './review-schema';
import { storeSettingsSchema } from './shop-settings';
import { defaultSettings } from './shop-settings-values';
import { trackSchema } from './track-schema';
import { wholesaleOrderSchema } from './wholesale-order-schema';
import { wishlistAddSchema, wishlistQuerySchema } from './wishlist-schema';
import { zodErrorBody } from './zod-errors';

const checkout = {
  customerName: 'Amina Otieno',
  customerEmail: 'amina@example.com',
  customerPhone: '0712345678',
  deliveryAddress: 'Moi Avenue 12, Nairobi',
  deliveryArea: 'Nairobi CBD',
};

interface Case {
  schema: ZodType;
  valid: Record<string, unknown>;
  /** Fields that are one line of text. */
  single: string[];
  /** Fields where tabs and line breaks are part of the text. */
  multi?: string[];
}

const cases: Record<string, Case> = {
  checkout: {
    schema: checkoutSchema,
    valid: checkout,
    single: ['customerName', 'customerEmail', 'customerPhone', 'deliveryArea'],
    multi: ['deliveryAddress'],
  },
  'order request': {
    schema: orderRequestSchema,
    valid: { ...checkout, items: [{ id: 1, quantity: 1 }], paymentMethod: 'mpesa' },
    single: ['customerName', 'customerEmail', 'customerPhone'],
    multi: ['deliveryAddress'],
  },
  contact: {
    schema: contactSchema,
    valid: {
      firstName: 'Amina',
      lastName: 'Otieno',
      email: 'amina@example.com',
      phone: '0712345678',
      subject: 'other',
      message: 'Which butter suits dry skin?',
    },
    single: ['firstName', 'lastName', 'email', 'phone'],
    multi: ['message'],
  },
  review: {
    schema: reviewSchema,
    valid: {
      name: 'Wanjiru',
      rating: 5,
      title: 'Softest skin ever',
      body: 'My elbows have never been this soft.',
    },
    single: ['name', 'title'],
    multi: ['body'],
  },
  register: {
    schema: registerSchema,
    valid: {
      email: 'shop@example.com',
      password: 'a long enough password',
      firstName: 'Amina',
      lastName: 'Otieno',
      businessName: 'Amina Beauty',
      phone: '0712345678',
    },
    single: ['email', 'firstName', 'lastName', 'businessName', 'phone'],
  },
  login: { schema: loginSchema, valid: { email: 'shop@example.com', password: 'secret' }, single: ['email'] },
  newsletter: { schema: newsletterSchema, valid: { email: 'amina@example.com' }, single: ['email'] },
  track: {
    schema: trackSchema,
    valid: { orderNumber: 'HM-7K2Q9X4M', email: 'a@b.co' },
    single: ['orderNumber', 'email'],
  },
  'payment method change': {
    schema: paymentMethodChangeSchema,
    valid: { paymentMethod: 'pay_later', email: 'a@b.co', customerEmail: 'a@b.co', paymentToken: 'tok_1-x' },
    single: ['email', 'customerEmail', 'paymentToken'],
  },
  'STK push': {
    schema: stkPushSchema,
    valid: {
      phoneNumber: '0712345678',
      orderReference: 'HM-7K2Q9X4M',
      description: 'Order',
      customerEmail: 'a@b.co',
      paymentToken: 'tok_1-x',
    },
    single: ['phoneNumber', 'orderReference', 'description', 'customerEmail', 'paymentToken'],
  },
  'status query': {
    schema: queryStatusSchema,
    valid: { checkoutRequestId: 'ws_CO_1' },
    single: ['checkoutRequestId'],
  },
  'test payment': {
    schema: testPaymentSchema,
    valid: { phoneNumber: '0712345678', amount: 1 },
    single: ['phoneNumber'],
  },
  'wholesale order': {
    schema: wholesaleOrderSchema,
    valid: { items: [{ id: 1, quantity: 1 }], notes: 'Deliver on Monday' },
    single: [],
    multi: ['notes'],
  },
  // A saved setting that failed its schema would read back as the default: line breaks stay.
  'store settings': {
    schema: storeSettingsSchema,
    valid: { ...defaultSettings().store },
    single: [],
    multi: ['businessHours', 'supportHours', 'instagramUrl', 'facebookUrl'],
  },
  'wishlist add': {
    schema: wishlistAddSchema,
    valid: { sessionId: 'abcdefgh12', productId: 1 },
    single: ['sessionId'],
  },
  'wishlist query': {
    schema: wishlistQuerySchema,
    valid: { sessionId: 'abcdefgh12' },
    single: ['sessionId'],
  },
};

function errorsFor(schema: ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

/** A control character in the middle of a field's valid value. */
function withInside(value: unknown, character: string): string {
  const text = String(value);
  const middle = Math.ceil(text.length / 2);
  return `${text.slice(0, middle)}${character}${text.slice(middle)}`;
}

describe.each(Object.entries(cases))('the %s schema', (_name, { schema, valid, single, multi = [] }) => {
  it('accepts its valid input', () => {
    expect(errorsFor(schema, valid)).toEqual({});
  });

  it.each([...single, ...multi])('refuses NUL and other control characters in %s', (field) => {
    for (const character of ['\u0000', '\u0008', '\u001b', '\u007f']) {
      const errors = errorsFor(schema, { ...valid, [field]: withInside(valid[field], character) });
      expect(Object.keys(errors)).toEqual([field]);
    }
  });

  it.each(single)('keeps line breaks and tabs out of %s', (field) => {
    for (const character of ['\n', '\r', '\t']) {
      expect(
        Object.keys(errorsFor(schema, { ...valid, [field]: withInside(valid[field], character) })),
      ).toEqual([field]);
    }
  });

  it.each(multi)('lets %s span lines', (field) => {
    expect(errorsFor(schema, { ...valid, [field]: withInside(valid[field], '\r\n\t') })).toEqual({});
  });
});

describe('the message', () => {
  it('says what to fix, for free text', () => {
    expect(
      errorsFor(contactSchema, { ...cases.contact!.valid, message: 'Hello\u0000 there, friend' }),
    ).toEqual({
      message: CONTROL_CHARACTERS,
    });
    expect(errorsFor(reviewSchema, { ...cases.review!.valid, title: 'Soft\nskin' })).toEqual({
      title: LINE_BREAKS,
    });
    expect(errorsFor(stkPushSchema, { ...cases['STK push']!.valid, orderReference: 'HM-\u0000' })).toEqual({
      orderReference: CONTROL_CHARACTERS,
    });
    expect(errorsFor(trackSchema, { orderNumber: '\u0000', email: 'a@b.co' })).toEqual({
      orderNumber: CONTROL_CHARACTERS,
    });
  });
});
