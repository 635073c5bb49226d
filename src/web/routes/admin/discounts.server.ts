// The Discounts page's read and its changes, through the same services and view as
// GET, POST and PATCH /api/admin/discounts.
import type { AppLoadContext } from 'react-router';
import type { DiscountCreate } from '../../../core/discount-schema';
import { toDiscountJson } from '../../../server/services/discounts';
import type { SessionUser } from '../../../server/services/accounts';

export async function discountsPageData(context: AppLoadContext) {
  const [discounts, products] = await Promise.all([
    context.services.discounts.list(),
    context.services.catalogue.listProducts(),
  ]);
  return {
    discounts: discounts.map(toDiscountJson),
    products: products.map((product) => ({ id: product.id, name: product.name })),
  };
}

export async function createDiscount(context: AppLoadContext, admin: SessionUser, input: DiscountCreate) {
  const discount = await context.services.discounts.create(input, admin.id);
  return `Code ${discount.code} created: shoppers can use it now${discount.startsAt ? ' from its start' : ''}.`;
}

export async function switchDiscount(
  context: AppLoadContext,
  admin: SessionUser,
  id: number,
  active: boolean,
) {
  const discount = await context.services.discounts.setActive(id, active, admin.id);
  return active
    ? `Code ${discount.code} switched on.`
    : `Code ${discount.code} switched off: it is refused from now on.`;
}
