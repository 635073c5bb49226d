import { describe, expect, it } from 'vitest';
import { parseC2bNotice } from './c2b-body';

// Daraja's documented example, with the masked MSISDN current APIs send.
const notice = {
  TransactionType: 'Pay Bill',
  TransID: 'RKTQDM7W6S',
  TransTime: '20191122063845',
  TransAmount: '10.00',
  BusinessShortCode: '600638',
  BillRefNumber: 'hm-7k2q9x4m',
  InvoiceNumber: '',
  OrgAccountBalance: '49197.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: 'John',
  MiddleName: '',
  LastName: 'Doe',
};

describe('parseC2bNotice', () => {
  it('reads the amount in cents and keeps the account number as typed', () => {
    expect(parseC2bNotice(notice)).toEqual({
      transactionType: 'Pay Bill',
      transId: 'RKTQDM7W6S',
      transTime: '20191122063845',
      amountCents: 1000,
      shortcode: '600638',
      billRefNumber: 'hm-7k2q9x4m',
      msisdn: '2547 ***** 126',
      payerName: 'John Doe',
    });
  });

  it.each([
    ['1', 100],
    ['1.5', 150],
    ['1700.05', 170005],
    ['250000.00', 25000000],
  ])('reads TransAmount %j as %i cents', (amount, cents) => {
    expect(parseC2bNotice({ ...notice, TransAmount: amount })?.amountCents).toBe(cents);
  });

  it('accepts numbers where Daraja sometimes sends them, and missing optional fields', () => {
    const { InvoiceNumber: _i, MiddleName: _m, ...rest } = notice;
    const parsed = parseC2bNotice({ ...rest, TransAmount: 10, BusinessShortCode: 600638 });
    expect(parsed).toMatchObject({ amountCents: 1000, shortcode: '600638' });
  });

  it.each([
    ['no TransID', { TransID: undefined }],
    ['a TransID with symbols', { TransID: "R'; drop" }],
    ['a zero amount', { TransAmount: '0.00' }],
    ['a negative amount', { TransAmount: '-5.00' }],
    ['three decimals', { TransAmount: '1.005' }],
    ['more than one M-Pesa payment carries', { TransAmount: '250000.01' }],
    ['an amount the database could not store', { TransAmount: '999999999.99' }],
    ['a shortcode with letters', { BusinessShortCode: 'ABC123' }],
    ['a NUL character', { FirstName: 'Jo\u0000hn' }],
    ['half a UTF-16 pair', { TransactionType: 'Pay \ud800Bill' }],
    ['half a UTF-16 pair in a field it does not read', { Extra: '\udc00' }],
    ['an account number of 101 characters', { BillRefNumber: 'x'.repeat(101) }],
  ])('refuses %s', (_name, change) => {
    expect(parseC2bNotice({ ...notice, ...change })).toBeNull();
  });

  it('refuses what is not an object', () => {
    for (const body of [null, 'text', 42, []]) expect(parseC2bNotice(body)).toBeNull();
  });
});
