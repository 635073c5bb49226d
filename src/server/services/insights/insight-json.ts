// The fields GET /api/admin/insights and the Insight page answer with, chosen here once. Money is
// a decimal string of KES, as everywhere in the API.
import { FUNNEL_STEP_LABELS } from '../../../core/insights';
import { centsToDecimalString } from '../../../core/money';
import { ORDER_KIND_LABELS } from '../../../core/order-kinds';
import { paymentMethodInfo } from '../../../core/payment-methods';
import type { InsightReport, Takings } from './report';

const takingsJson = ({ orders, paidOrders, revenueCents }: Takings) => ({
  orders,
  paidOrders,
  revenueKes: centsToDecimalString(revenueCents),
});

export function toInsightJson(report: InsightReport) {
  return {
    period: report.period,
    from: report.from,
    to: report.to,
    days: report.days.map((day) => ({ date: day.date, ...takingsJson(day) })),
    totals: takingsJson(report.totals),
    averageOrderKes:
      report.totals.paidOrders === 0
        ? '0.00'
        : centsToDecimalString(Math.round(report.totals.revenueCents / report.totals.paidOrders)),
    byPaymentMethod: report.byPaymentMethod.map((row) => ({
      method: row.method,
      label: paymentMethodInfo(row.method).label,
      ...takingsJson(row),
    })),
    byKind: report.byKind.map((row) => ({
      kind: row.kind,
      label: ORDER_KIND_LABELS[row.kind],
      ...takingsJson(row),
    })),
    topProducts: report.topProducts.map((row) => ({
      productId: row.productId,
      name: row.name,
      units: row.units,
      salesKes: centsToDecimalString(row.salesCents),
    })),
    discounts: report.discounts.map((row) => ({
      code: row.code,
      orders: row.orders,
      revenueKes: centsToDecimalString(row.revenueCents),
      discountedKes: centsToDecimalString(row.discountedCents),
    })),
    funnel: report.funnel.map((row) => ({
      step: row.step,
      label: FUNNEL_STEP_LABELS[row.step],
      count: row.count,
    })),
    paymentsWonBack: {
      reminded: report.wonBack.reminded,
      orders: report.wonBack.orders,
      revenueKes: centsToDecimalString(report.wonBack.revenueCents),
      recentOrders: report.wonBack.recent.map((row) => ({
        orderNumber: row.orderNumber,
        totalKes: centsToDecimalString(row.totalCents),
        remindedAt: row.remindedAt.toISOString(),
      })),
    },
  };
}

export type InsightJson = ReturnType<typeof toInsightJson>;
