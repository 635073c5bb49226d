// The To pack screen through its JSON door: GET /api/admin/fulfilment and its pick list, totals as
// KES strings and each order's packing slips linked. The page reads the same service calls in cents.
import type { PackRow, PickList } from '../../../core/fulfilment';
import { packingSlipUrl } from '../../../core/packing-slip-query';
import { centsToDecimalString } from '../../../core/money';
import type { Paged } from '../../../core/paging';

export function toPackRowJson(row: PackRow) {
  return {
    orderNumber: row.orderNumber,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    deliveryArea: row.deliveryArea,
    deliveryMethod: row.deliveryMethod,
    pickupPointName: row.pickupPointName,
    units: row.units,
    totalAmount: centsToDecimalString(row.totalCents),
    paymentMethod: row.paymentMethod,
    packingSlips: {
      a4: packingSlipUrl(row.orderNumber, { size: 'a4', prices: false }),
      receipt: packingSlipUrl(row.orderNumber, { size: 'receipt', prices: false }),
    },
  };
}

export function toPackJson({ rows, page, pageSize, total }: Paged<PackRow>) {
  return { page, pageSize, total, orders: rows.map(toPackRowJson) };
}

export function toPickListJson({ orderNumbers, lines, totalUnits }: PickList) {
  return { orderNumbers, orderCount: orderNumbers.length, totalUnits, lines };
}
