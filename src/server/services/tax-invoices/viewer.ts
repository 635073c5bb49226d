// Who asks for an order's tax documents: a console member, a shopper with the order's proof in the
// query, or the reseller whose order it is. Anyone else gets the same 404 as a wrong proof. The
// invoice's JSON and PDF and its page all decide by this rule, under one limit per address.
import { can, type ConsoleRole } from '../../../core/console-permissions';
import type { InvoiceQuery } from '../../../core/invoice-query-schema';
import { isAdmin, type Role } from '../../../core/roles';
import type { RateLimits } from '../limits';
import { TRACK_LOOKUPS_PER_MINUTE } from '../orders';
import type { DocumentViewer } from './service';

/** The signed-in account, as far as this rule asks (accounts' SessionUser has it). */
export interface SignedInAccount {
  id: number;
  role: Role;
  consoleRole: ConsoleRole | null;
  isApproved: boolean;
}

export function invoiceViewer(
  user: SignedInAccount | null,
  query: InvoiceQuery,
  { twoFactorSetupRequired }: { twoFactorSetupRequired: boolean },
): DocumentViewer | null {
  // A console member the shop asks to set up two-step sign-in first reaches no console data.
  if (user && isAdmin(user) && !twoFactorSetupRequired && can(user.consoleRole, 'orders')) {
    return { admin: true };
  }
  if (query.email || query.paymentToken) {
    return {
      proof: {
        ...(query.email ? { customerEmail: query.email } : {}),
        ...(query.paymentToken ? { paymentToken: query.paymentToken } : {}),
      },
    };
  }
  if (user && user.role === 'reseller' && user.isApproved) return { resellerId: user.id };
  return null;
}

/**
 * An answer to a proof tells whether an e-mail belongs to an order number, as tracking does: the
 * same limit per address. Signed-in resellers and the console are not counted.
 */
export async function limitProofLookups(
  limits: RateLimits,
  viewer: DocumentViewer,
  clientAddress: string,
): Promise<void> {
  if (!('proof' in viewer)) return;
  await limits.enforce(
    { name: 'invoice:address', max: TRACK_LOOKUPS_PER_MINUTE, windowMs: 60_000 },
    clientAddress,
    'Too many requests. Please wait a minute and try again.',
  );
}
