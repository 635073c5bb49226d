import { Form, useActionData } from 'react-router';
import { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS } from '../../../core/catalogue-terms';
import { discountCreateSchema, discountFormInput } from '../../../core/discount-schema';
import {
  DISCOUNT_AUDIENCE_LABELS,
  DISCOUNT_AUDIENCES,
  DISCOUNT_KIND_LABELS,
  DISCOUNT_KINDS,
} from '../../../core/discounts';
import { formatPrice } from '../../../core/currency-format';
import { parseDecimalToCents } from '../../../core/money';
import { formatShopDateTime } from '../../../core/shop-time';
import { parseInput } from '../../../core/zod-errors';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsoleCard } from '../../components/admin/console-card';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FormField } from '../../components/admin/form-field';
import { RadioChoices } from '../../components/admin/radio-choices';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../../components/admin/field-styles';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { consoleAction, refusedForm, unknownIntent } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/discounts';
import { createDiscount, discountsPageData, switchDiscount } from './discounts.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Discounts', description: 'The shop’s discount codes.', noIndex: true });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'discounts.view');
  return discountsPageData(args.context);
}

const switchSchema = z.object({
  intent: z.enum(['switch-on', 'switch-off']),
  id: z.coerce.number().int().positive(),
});

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'discounts.change');
  const form = await readFormData(args.request);
  if (form.get('intent') !== 'create') {
    const parsed = switchSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return unknownIntent();
    const { intent, id } = parsed.data;
    return consoleAction(() => switchDiscount(args.context, admin, id, intent === 'switch-on'));
  }
  const parsed = parseInput(discountCreateSchema, discountFormInput(form));
  if (!parsed.ok) return refusedForm(parsed.body);
  return consoleAction(() => createDiscount(args.context, admin, parsed.data));
}

const money = (decimal: string) => formatPrice(parseDecimalToCents(decimal) ?? 0, 'KES');

type DiscountRow = Route.ComponentProps['loaderData']['discounts'][number];

function limits(discount: DiscountRow): string {
  const parts = [
    Number(discount.minSubtotalKes) > 0 ? `orders over ${money(discount.minSubtotalKes)}` : null,
    DISCOUNT_AUDIENCE_LABELS[discount.appliesTo].toLowerCase(),
    discount.maxUsesPerCustomer ? `${discount.maxUsesPerCustomer} per customer` : null,
    discount.categories
      ? discount.categories.map((c) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c).join(', ')
      : null,
    discount.productIds
      ? `${discount.productIds.length} product${discount.productIds.length === 1 ? '' : 's'}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

function period({ startsAt, endsAt }: DiscountRow): string {
  if (startsAt && endsAt) return `${formatShopDateTime(startsAt)} to ${formatShopDateTime(endsAt)}`;
  if (startsAt) return `From ${formatShopDateTime(startsAt)}, no end date`;
  if (endsAt) return `Until ${formatShopDateTime(endsAt)}`;
  return 'No end date';
}

export default function Discounts({ loaderData }: Route.ComponentProps) {
  const notice = useActionData<typeof action>();
  const errors = notice?.errors ?? {};
  const { discounts, products } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Discounts"
        intro="Codes shoppers and resellers type in the cart or at checkout. Each use is counted as the order is placed; a cancelled order gives its use back."
      />
      <ActionNotice notice={notice} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ConsoleCard title="Codes">
          {discounts.length === 0 ? (
            <p className="text-sm text-ink-muted">No codes yet. Create the first one with the form.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {discounts.map((discount) => (
                <li key={discount.id} className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto]">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-mono text-base font-semibold break-all text-earth-900">
                        {discount.code}
                      </span>
                      <span className="font-semibold text-ink">{discount.description}</span>
                      {!discount.active && (
                        <span className="rounded-full bg-shea-100 px-2 text-xs font-semibold text-ink-muted">
                          Off
                        </span>
                      )}
                    </p>
                    <p className="text-ink-muted">{limits(discount)}</p>
                    <p className="text-ink-muted">{period(discount)}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:justify-end sm:text-right">
                    <dl className="grid grid-cols-2 gap-x-4 tabular-nums">
                      <dt className="text-ink-muted">Uses</dt>
                      <dd className="font-semibold text-ink">
                        {discount.uses}
                        {discount.maxUses ? ` of ${discount.maxUses}` : ''}
                      </dd>
                      <dt className="text-ink-muted">Paid orders</dt>
                      <dd className="font-semibold text-ink">{money(discount.revenueKes ?? '0')}</dd>
                    </dl>
                    <Form method="post">
                      <input type="hidden" name="id" value={discount.id} />
                      <button
                        type="submit"
                        name="intent"
                        value={discount.active ? 'switch-off' : 'switch-on'}
                        aria-label={`${discount.active ? 'Switch off' : 'Switch on'} ${discount.code}`}
                        className={buttonClasses('secondary')}
                      >
                        {discount.active ? 'Switch off' : 'Switch on'}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard title="New code">
          {/* A new form once a code is made, so the next one starts empty. */}
          <DiscountForm key={notice?.ok ? notice.message : 'new'} errors={errors} products={products} />
        </ConsoleCard>
      </div>
    </>
  );
}

function DiscountForm({
  errors,
  products,
}: {
  errors: Record<string, string>;
  products: { id: number; name: string }[];
}) {
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="create" />
      <FormField
        idPrefix="discount"
        name="code"
        label="Code"
        required
        autoComplete="off"
        error={errors.code}
        hint="Letters, digits, dashes; shoppers may type it in any case."
      />
      <RadioChoices
        legend="Kind"
        name="kind"
        choices={DISCOUNT_KINDS.map((kind) => [kind, DISCOUNT_KIND_LABELS[kind]] as const)}
        defaultValue="percent"
      />
      <FormField
        idPrefix="discount"
        name="value"
        label="Value"
        inputMode="decimal"
        error={errors.value}
        hint="Percent off (1 to 100), or KSH off; not needed for free delivery."
      />
      <FormField
        idPrefix="discount"
        name="minSubtotalKes"
        label="Minimum subtotal (KSH)"
        inputMode="decimal"
        error={errors.minSubtotalKes}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          idPrefix="discount"
          name="startsAt"
          label="Starts"
          type="datetime-local"
          error={errors.startsAt}
        />
        <FormField
          idPrefix="discount"
          name="endsAt"
          label="Ends"
          type="datetime-local"
          error={errors.endsAt}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          idPrefix="discount"
          name="maxUses"
          label="Uses in all"
          inputMode="numeric"
          error={errors.maxUses}
          hint="Empty: no limit."
        />
        <FormField
          idPrefix="discount"
          name="maxUsesPerCustomer"
          label="Uses per customer"
          inputMode="numeric"
          error={errors.maxUsesPerCustomer}
          hint="By e-mail and phone."
        />
      </div>
      <RadioChoices
        legend="For"
        name="appliesTo"
        choices={DISCOUNT_AUDIENCES.map(
          (audience) => [audience, DISCOUNT_AUDIENCE_LABELS[audience]] as const,
        )}
        defaultValue="retail"
      />
      <fieldset>
        <legend className={LABEL_CLASSES}>Only these categories (optional)</legend>
        <div className="grid grid-cols-2 gap-x-3">
          {CATEGORIES.map((category) => (
            <label key={category} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="checkbox" name="categories" value={category} className="size-5 accent-earth-700" />
              {CATEGORY_LABELS[category]}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="discount-products" className={LABEL_CLASSES}>
          Only these products (optional)
        </label>
        <select
          id="discount-products"
          name="productIds"
          multiple
          size={6}
          className={`${CONTROL_CLASSES} py-2`}
        >
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </select>
        <p className="mt-1 text-xs text-ink-muted">With none chosen, the code takes off the whole order.</p>
      </div>
      <button type="submit" className={buttonClasses('primary')}>
        Create code
      </button>
    </Form>
  );
}
