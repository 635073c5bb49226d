// The console's Insight page: the periods it reports on and the steps of its shop funnel. The
// funnel is counted first-party, as daily totals per step: no cookie, address or id of a shopper.
import { z } from 'zod';

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const INSIGHT_PERIOD_MESSAGE = 'days must be 7, 30 or 90';

/** `?days=` of GET /api/admin/insights and of the page; 30 when absent. */
export const insightQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: INSIGHT_PERIOD_MESSAGE })
    .default('30')
    .transform((days) => Number(days) as InsightPeriod),
});

/** From a look at a product to its payment, in the order a shopper passes them. */
export const FUNNEL_STEPS = ['product_view', 'cart', 'checkout', 'order', 'payment'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The steps counted as they happen; orders and payments are read from the orders themselves. */
export const COUNTED_FUNNEL_STEPS = ['product_view', 'cart', 'checkout'] as const;
export type CountedFunnelStep = (typeof COUNTED_FUNNEL_STEPS)[number];

/** The steps a shopper's browser reports, with a bare POST /api/funnel/{step}. */
export const BROWSER_FUNNEL_STEPS = ['cart', 'checkout'] as const satisfies readonly CountedFunnelStep[];
export type BrowserFunnelStep = (typeof BROWSER_FUNNEL_STEPS)[number];

export const funnelStepParamsSchema = z.object({
  step: z.enum(BROWSER_FUNNEL_STEPS, { error: 'step must be cart or checkout' }),
});

export const FUNNEL_STEP_LABELS: Record<FunnelStep, string> = {
  product_view: 'Product page views',
  cart: 'Carts started',
  checkout: 'Checkouts started',
  order: 'Orders placed',
  payment: 'Orders paid',
};

/** A product page (its HTML or its data on a navigation in the browser): a product view. */
export function isProductPagePath(pathname: string): boolean {
  return /^\/product\/[^/]+(\.data)?$/.test(pathname);
}
