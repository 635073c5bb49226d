import { Form } from 'react-router';
import type { OrderFilters } from '../../../../core/order-filters';
import { ORDER_KIND_LABELS, ORDER_KINDS } from '../../../../core/order-kinds';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../core/order-status';
import { ORDER_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from '../../../../core/payment-methods';
import { Card } from '../../ui/card';
import { FilterButtons, FilterInput, FilterSelect } from '../filter-controls';

/** A GET form: the filters live in the URL, so a filtered list can be bookmarked or shared. */
export function OrderFiltersForm({ filters }: { filters: OrderFilters }) {
  return (
    <Card
      as={Form}
      look="console"
      method="get"
      role="search"
      aria-label="Filter orders"
      className="mb-6 grid grid-cols-2 gap-3 p-4 lg:grid-cols-3"
    >
      <FilterInput
        id="orders-q"
        name="q"
        type="search"
        label="Search"
        value={filters.q}
        placeholder="Order number, name, phone or email"
        className="col-span-2 lg:col-span-3"
      />
      <FilterSelect
        id="orders-kind"
        name="kind"
        label="Kind"
        value={filters.kind}
        options={ORDER_KINDS.map((k) => [k, ORDER_KIND_LABELS[k]])}
      />
      <FilterSelect
        id="orders-status"
        name="status"
        label="Status"
        value={filters.status}
        options={ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]])}
      />
      <FilterSelect
        id="orders-method"
        name="method"
        label="Payment"
        value={filters.method}
        options={ORDER_PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]])}
      />
      <FilterInput id="orders-from" name="from" type="date" label="From" value={filters.from} />
      <FilterInput id="orders-to" name="to" type="date" label="To" value={filters.to} />
      <FilterButtons clearHref="/admin/orders" />
    </Card>
  );
}
