import { describe, expect, it } from 'vitest';
import { orderFiltersSchema } from './order-filters';
import { orderRequestSchema } from './order-request-schema';
import { initialStatus } from './order-status';
import { paymentMethodChangeSchema } from './payment-method-change-schema';
import {
  CHECKOUT_PAYMENT_METHODS,
  CHECKOUT_TABS,
  findPaymentMethod,
  listOfIds,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHOD_LIST,
  paymentMethodInfo,
  paymentMethodsOf,
  SHOPPER_SWITCH_METHODS,
} from './payment-methods';
import { zodErrorBody } from './zod-errors';

const order = {
  customerName: 'Wanjiru Kamau',
  customerEmail: 'wanjiru@example.com',
  customerPhone: '0712345678',
  deliveryAddress: 'Ngong Road, Apartment 4B',
  deliveryArea: 'Nairobi CBD',
  items: [{ id: 1, quantity: 1 }],
};

function orderErrors(paymentMethod: unknown) {
  const result = orderRequestSchema.safeParse({ ...order, paymentMethod });
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('the payment method registry', () => {
  it('names each method once', () => {
    const ids = PAYMENT_METHOD_LIST.map((method) => method.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.values(PAYMENT_METHOD).sort()).toEqual([...ids].sort());
  });

  it("gives each kind of order its methods, as the database's check allows them", () => {
    expect(paymentMethodsOf('retail')).toEqual(['mpesa', 'pay_later']);
    expect(paymentMethodsOf('wholesale')).toEqual(['invoice']);
  });

  it('keeps the ids the database and the API carry', () => {
    expect(ORDER_PAYMENT_METHODS).toEqual(['mpesa', 'pay_later', 'invoice']);
    expect(CHECKOUT_PAYMENT_METHODS).toEqual(['mpesa', 'pay_later']);
  });

  it('labels them as the console and the checkout show them', () => {
    expect(PAYMENT_METHOD_LABELS).toEqual({
      mpesa: 'M-Pesa',
      pay_later: 'Pay Later',
      invoice: 'Wholesale invoice',
    });
  });

  it("gives the checkout SPEC's three tabs in order, 'Other' coming soon", () => {
    expect(CHECKOUT_TABS.map((tab) => [tab.id, tab.label, tab.checkout])).toEqual([
      ['mpesa', 'M-Pesa', 'available'],
      ['pay_later', 'Pay Later', 'available'],
      ['other', 'Other', 'coming_soon'],
    ]);
  });

  it('starts each order in the status it started in before the registry', () => {
    expect(paymentMethodInfo('mpesa').startsIn).toBe('awaiting_payment');
    expect(paymentMethodInfo('pay_later').startsIn).toBe('pending_payment');
    expect(paymentMethodInfo('invoice').startsIn).toBe('pending');
    for (const id of ORDER_PAYMENT_METHODS) {
      const method = paymentMethodInfo(id);
      expect(initialStatus(method.orderKind, id)).toBe(method.startsIn);
    }
  });

  it('says how each is paid, and how KRA is told', () => {
    expect(paymentMethodInfo('mpesa')).toMatchObject({ settlement: 'online', kraPaymentType: '06' });
    expect(paymentMethodInfo('pay_later')).toMatchObject({ settlement: 'after_call', kraPaymentType: '07' });
    expect(paymentMethodInfo('invoice')).toMatchObject({ settlement: 'on_invoice', orderKind: 'wholesale' });
  });

  it('lets a shopper ask to switch only to Pay Later', () => {
    expect(SHOPPER_SWITCH_METHODS).toEqual(['pay_later']);
  });

  it('knows its own ids and nothing else', () => {
    expect(findPaymentMethod('other')?.takesOrders).toBe(false);
    expect(findPaymentMethod('card')).toBeUndefined();
  });

  it('lists ids the way the API messages do', () => {
    expect(listOfIds(['a'])).toBe('a');
    expect(listOfIds(['a', 'b'])).toBe('a or b');
    expect(listOfIds(ORDER_PAYMENT_METHODS)).toBe('mpesa, pay_later or invoice');
  });
});

describe('what the registry lets in', () => {
  it('takes an order paid by a method the checkout takes', () => {
    for (const method of CHECKOUT_PAYMENT_METHODS) expect(orderErrors(method)).toEqual({});
  });

  it("refuses the 'Coming Soon' method, the invoice and unknown ones at checkout", () => {
    for (const method of ['other', 'invoice', 'card', '', undefined]) {
      expect(orderErrors(method)).toEqual({ paymentMethod: 'Please choose a payment method' });
    }
  });

  it('refuses a switch to M-Pesa with the reason, and to anything else but Pay Later', () => {
    const proof = { customerEmail: 'wanjiru@example.com' };
    const errors = (paymentMethod: string) => {
      const result = paymentMethodChangeSchema.safeParse({ ...proof, paymentMethod });
      return result.success ? {} : zodErrorBody(result.error).errors;
    };
    expect(errors('pay_later')).toEqual({});
    expect(errors('mpesa')).toEqual({
      paymentMethod:
        'An order switches to M-Pesa when its payment prompt is sent: start the M-Pesa payment instead',
    });
    for (const method of ['other', 'invoice', 'card']) {
      expect(errors(method)).toEqual({ paymentMethod: 'Please choose a payment method' });
    }
  });

  it('filters the console by the methods orders carry, with the same message as before', () => {
    expect(orderFiltersSchema.safeParse({ method: 'invoice' }).success).toBe(true);
    const result = orderFiltersSchema.safeParse({ method: 'other' });
    expect(result.success ? {} : zodErrorBody(result.error).errors).toEqual({
      method: 'Payment method must be mpesa, pay_later or invoice',
    });
  });
});
