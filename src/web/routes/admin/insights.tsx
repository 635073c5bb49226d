import { formatPrice } from '../../../core/currency-format';
import { INSIGHT_PERIODS } from '../../../core/insights';
import { parseDecimalToCents } from '../../../core/money';
import { MONTH_ABBREVIATIONS, shopDate } from '../../../core/shop-time';
import { BarChart } from '../../components/admin/bar-chart';
import { ConsoleCard } from '../../components/admin/console-card';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FilterProblems } from '../../components/admin/filter-problems';
import { FigureCard } from '../../components/admin/figure-card';
import { FigureTable } from '../../components/admin/figure-table';
import { FilterTabs } from '../../components/admin/filter-tabs';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/insights';
import { insightsPageData } from './insights.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Insights',
    description: 'The shop’s takings and funnel.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'insights.view');
  return insightsPageData(args.context, args.request);
}

const cents = (decimal: string) => parseDecimalToCents(decimal) ?? 0;
const money = (decimal: string) => formatPrice(cents(decimal), 'KES');
/** '2026-11-24' as '24 Nov'. */
const dayLabel = (date: string) =>
  `${Number(date.slice(8, 10))} ${MONTH_ABBREVIATIONS[Number(date.slice(5, 7)) - 1]}`;
const count = (n: number) => n.toLocaleString('en-KE');
/** Whole shillings for an axis: 'KSH 12,500'. */
const axisMoney = (value: number) => formatPrice(Math.round(value / 100) * 100, 'KES').replace(/\.00$/, '');

export default function Insights({ loaderData }: Route.ComponentProps) {
  const { report, problem } = loaderData;
  const views = report.funnel[0]?.count ?? 0;
  const share = (n: number) => (views === 0 ? '—' : `${Math.round((n / views) * 1000) / 10}%`);
  return (
    <>
      <ConsolePageHeader
        title="Insights"
        intro="Orders placed (not cancelled) and what paid orders brought in, per day in Nairobi time. Unpaid orders count as orders but bring in nothing until they are paid."
      />
      <FilterTabs
        label="Period"
        current={String(report.period)}
        tabs={INSIGHT_PERIODS.map((days) => ({
          value: String(days),
          href: `?days=${days}`,
          label: `${days} days`,
        }))}
      />
      <FilterProblems problems={problem ? [problem] : []} />
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureCard label="Paid takings" value={money(report.totals.revenueKes)} />
        <FigureCard
          label="Orders"
          value={count(report.totals.orders)}
          detail={`${count(report.totals.paidOrders)} paid`}
        />
        <FigureCard label="Average paid order" value={money(report.averageOrderKes)} />
        <FigureCard
          label="Period"
          value={`${report.period} days`}
          detail={`${dayLabel(report.from)} to ${dayLabel(report.to)}`}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ConsoleCard title="Takings per day">
          <BarChart
            caption={`Paid takings per day, last ${report.period} days`}
            valueHeading="Paid takings"
            formatAxis={axisMoney}
            bars={report.days.map((day) => ({
              label: dayLabel(day.date),
              value: cents(day.revenueKes),
              display: money(day.revenueKes),
            }))}
          />
        </ConsoleCard>
        <ConsoleCard title="Orders per day">
          <BarChart
            caption={`Orders placed per day, last ${report.period} days`}
            valueHeading="Orders"
            formatAxis={(n) => count(n)}
            bars={report.days.map((day) => ({
              label: dayLabel(day.date),
              value: day.orders,
              display: count(day.orders),
            }))}
          />
        </ConsoleCard>
        <ConsoleCard title="Funnel">
          <FigureTable
            caption="From product page views to paid orders"
            headings={['Step', 'Count', 'Of views']}
            rows={report.funnel.map((step) => ({
              key: step.step,
              cells: [step.label, count(step.count), share(step.count)],
            }))}
            empty=""
          />
          <p className="mt-3 text-xs text-ink-muted">
            Counted by the shop itself as daily totals: no cookies, no outside scripts, nothing about who
            visited. Views by search engines and other robots are left out. Orders and payments are retail
            only.
          </p>
        </ConsoleCard>
        <ConsoleCard title="Best sellers">
          <FigureTable
            caption="Products by what paid orders sold of them"
            headings={['Product', 'Units', 'Sales']}
            rows={report.topProducts.map((product) => ({
              key: String(product.productId),
              cells: [product.name, count(product.units), money(product.salesKes)],
            }))}
            empty="No paid orders in this period."
          />
        </ConsoleCard>
        <ConsoleCard title="By payment method">
          <FigureTable
            caption="Orders and paid takings by payment method"
            headings={['Method', 'Orders', 'Paid', 'Takings']}
            rows={report.byPaymentMethod.map((row) => ({
              key: row.method,
              cells: [row.label, count(row.orders), count(row.paidOrders), money(row.revenueKes)],
            }))}
            empty="No orders in this period."
          />
          <h3 className="mt-5 mb-1 text-sm font-semibold text-earth-900">Retail and wholesale</h3>
          <FigureTable
            caption="Orders and paid takings, retail and wholesale"
            headings={['Kind', 'Orders', 'Paid', 'Takings']}
            rows={report.byKind.map((row) => ({
              key: row.kind,
              cells: [row.label, count(row.orders), count(row.paidOrders), money(row.revenueKes)],
            }))}
            empty="No orders in this period."
          />
        </ConsoleCard>
        <ConsoleCard title="Discount codes">
          <FigureTable
            caption="Discount codes used in this period"
            headings={['Code', 'Orders', 'Paid takings', 'Discount given']}
            rows={report.discounts.map((row) => ({
              key: row.code,
              cells: [row.code, count(row.orders), money(row.revenueKes), money(row.discountedKes)],
            }))}
            empty="No order used a code in this period."
          />
        </ConsoleCard>
        <ConsoleCard title="Payments won back">
          <p className="mb-3 text-sm text-ink">
            {count(report.paymentsWonBack.reminded)} M-Pesa{' '}
            {report.paymentsWonBack.reminded === 1 ? 'order' : 'orders'} reminded after a failed or cancelled
            prompt; {count(report.paymentsWonBack.orders)} paid since, bringing in{' '}
            <span className="font-semibold text-earth-900">{money(report.paymentsWonBack.revenueKes)}</span>.
          </p>
          <FigureTable
            caption="Orders paid after a payment reminder, latest first"
            headings={['Order', 'Reminded', 'Total']}
            rows={report.paymentsWonBack.recentOrders.map((row) => ({
              key: row.orderNumber,
              cells: [row.orderNumber, dayLabel(shopDate(new Date(row.remindedAt))), money(row.totalKes)],
            }))}
            empty="No reminded order has been paid in this period."
          />
        </ConsoleCard>
      </div>
    </>
  );
}
