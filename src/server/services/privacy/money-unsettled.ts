// Whether a customer may be erased yet: not while the shop holds money that is theirs, or money of
// theirs is still moving. The doors that keep money say what is owed (services/personal-data.ts);
// this is the owner's answer when there is any.
import { formatPrice } from '../../../core/currency-format';
import type { Owed, PersonsOrder } from '../personal-data';
import { ServiceError } from '../errors';

export const MONEY_UNSETTLED =
  'This customer has an order whose money is not settled yet (awaiting payment, Pay Later, a payment being confirmed, a refund on its way). Settle or cancel it first, then erase.';

type Held = Extract<Owed, { kind: 'held' }>;

/** Throws a 409 naming each order unsettled and each sum owed to the customer; else nothing. */
export function refuseUnsettled(orders: readonly PersonsOrder[], owed: readonly Owed[]): void {
  const held = owed.filter((money): money is Held => money.kind === 'held');
  const unsettled = new Set(owed.flatMap((money) => (money.kind === 'unsettled' ? [money.orderId] : [])));
  const problems: string[] = [];
  if (held.length > 0) problems.push(owedMessage(held));
  if (unsettled.size > 0) {
    const numbers = orders.filter((order) => unsettled.has(order.id)).map((o) => o.orderNumber);
    problems.push(numbers.length > 0 ? `${MONEY_UNSETTLED} (${numbers.join(', ')})` : MONEY_UNSETTLED);
  }
  if (problems.length > 0) throw new ServiceError('conflict', problems.join(' '));
}

/** 'Money is owed to this customer: HM-… KSH 950.00, receipt T… KSH 550.00. …' */
function owedMessage(held: Held[]): string {
  const byName = new Map<string, number>();
  for (const { orderNumber, receipt, owedCents } of held) {
    const name = orderNumber ?? `Paybill receipt ${receipt}`;
    byName.set(name, (byName.get(name) ?? 0) + owedCents);
  }
  const listed = [...byName].map(([name, cents]) => `${name} ${formatPrice(cents)}`).join(', ');
  return `Money is owed to this customer: ${listed}. Refund it (or assign a Paybill payment to its order) first, then erase.`;
}
