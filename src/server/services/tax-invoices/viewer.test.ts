import { describe, expect, it } from 'vitest';
import { invoiceViewer, type SignedInAccount } from './viewer';

const user = (fields: Partial<SignedInAccount>): SignedInAccount => ({
  id: 7,
  role: 'reseller',
  consoleRole: null,
  isApproved: true,
  ...fields,
});
const ready = { twoFactorSetupRequired: false };

describe('invoiceViewer', () => {
  it('lets a console member see any order’s invoice, unless two-step sign-in is still to be set up', () => {
    const staff = user({ role: 'admin', consoleRole: 'staff' });
    expect(invoiceViewer(staff, {}, ready)).toEqual({ admin: true });
    expect(invoiceViewer(staff, {}, { twoFactorSetupRequired: true })).toBeNull();
  });

  it('takes a shopper’s e-mail or payment token as proof', () => {
    expect(invoiceViewer(null, { email: 'wanjiku@example.com' }, ready)).toEqual({
      proof: { customerEmail: 'wanjiku@example.com' },
    });
    expect(invoiceViewer(null, { paymentToken: 'abc' }, ready)).toEqual({ proof: { paymentToken: 'abc' } });
    expect(invoiceViewer(null, {}, ready)).toBeNull();
  });

  it('lets an approved reseller see their own orders, and nobody else by their session', () => {
    expect(invoiceViewer(user({}), {}, ready)).toEqual({ resellerId: 7 });
    expect(invoiceViewer(user({ isApproved: false }), {}, ready)).toBeNull();
  });
});
