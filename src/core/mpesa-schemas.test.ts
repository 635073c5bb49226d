import { describe, expect, it } from 'vitest';
import { queryStatusSchema, stkPushSchema, testPaymentSchema } from './mpesa-schemas';
import { zodErrorBody } from './zod-errors';

function errorsFor(
  schema: { safeParse: (input: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error as Parameters<typeof zodErrorBody>[0]).errors;
}

describe('stkPushSchema', () => {
  it('normalises the phone number', () => {
    expect(
      stkPushSchema.parse({
        phoneNumber: '+254 712 345 678',
        amount: 1700,
        orderReference: 'HM-7K2Q9X4M',
        description: 'Order',
      }),
    ).toEqual({
      phoneNumber: '0712345678',
      amount: 1700,
      orderReference: 'HM-7K2Q9X4M',
      description: 'Order',
    });
  });

  it('needs a valid phone and an order reference; the amount is optional', () => {
    expect(errorsFor(stkPushSchema, { phoneNumber: '0712', orderReference: ' ' })).toEqual({
      phoneNumber: 'Please enter a valid M-Pesa phone number',
      orderReference: 'Order reference is required',
    });
    expect(stkPushSchema.safeParse({ phoneNumber: '0712345678', orderReference: 'HM-1' }).success).toBe(true);
  });

  it('checks the shape of a client amount', () => {
    expect(
      stkPushSchema.parse({ phoneNumber: '0712345678', orderReference: 'HM-1', amount: '1700.00' }).amount,
    ).toBe(1700);
    expect(
      errorsFor(stkPushSchema, { phoneNumber: '0712345678', orderReference: 'HM-1', amount: 'lots' }),
    ).toEqual({
      amount: 'Amount must be a number',
    });
  });
});

describe('queryStatusSchema', () => {
  it('needs a checkout request id', () => {
    expect(queryStatusSchema.parse({ checkoutRequestId: 'ws_CO_191220191020363925' })).toEqual({
      checkoutRequestId: 'ws_CO_191220191020363925',
    });
    expect(errorsFor(queryStatusSchema, {})).toEqual({
      checkoutRequestId: 'Checkout request id is required',
    });
    expect(errorsFor(queryStatusSchema, { checkoutRequestId: 'a b' })).toEqual({
      checkoutRequestId: 'Invalid checkout request id',
    });
  });
});

describe('testPaymentSchema', () => {
  it('accepts a phone and an amount of at least 1', () => {
    expect(testPaymentSchema.parse({ phoneNumber: '254708374149', amount: 1 })).toEqual({
      phoneNumber: '0708374149',
      amount: 1,
    });
  });

  it.each([
    {},
    { phoneNumber: '0712345678' },
    { amount: 1 },
    { phoneNumber: '', amount: 1 },
    { phoneNumber: '0712345678', amount: '' },
  ])('asks for both fields when given %j', (input) => {
    const result = testPaymentSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success)
      expect(zodErrorBody(result.error).message).toBe('Please provide phone number and amount');
  });

  it('refuses amounts below 1 and bad phones', () => {
    expect(errorsFor(testPaymentSchema, { phoneNumber: '0712345678', amount: 0.5 })).toEqual({
      amount: 'Amount must be at least 1',
    });
    expect(errorsFor(testPaymentSchema, { phoneNumber: '12345', amount: 1 })).toEqual({
      phoneNumber: 'Please enter a valid M-Pesa phone number',
    });
  });
});
