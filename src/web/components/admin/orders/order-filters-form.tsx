import { Form, Link } from 'react-router';
import {
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
} from '../../../../core/order-kinds';
import type { OrderFilters } from '../../../../core/order-filters';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '../../../../core/order-status';
import { buttonClasses } from '../../ui/button-styles';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';

/** A GET form: the filters live in the URL, so a filtered list can be bookmarked or shared. */
export function OrderFiltersForm({ filters }: { filters: OrderFilters }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter orders"
      className="mb-6 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <div className="col-span-2 lg:col-span-3">
          <label htmlFor="orders-q" className={LABEL_CLASSES}>
            Search
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            placeholder="Order number, name, phone or email"
            className={CONTROL_CLASSES}
          />
        </div>
        <Select
          id="orders-kind"
          name="kind"
          label="Kind"
          value={filters.kind}
          options={ORDER_KINDS.map((k) => [k, ORDER_KIND_LABELS[k]])}
        />
        <Select
          id="orders-status"
          name="status"
          label="Status"
          value={filters.status}
          options={ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]])}
        />
        <Select
          id="orders-method"
          name="method"
          label="Payment"
          value={filters.method}
          options={ORDER_PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABELS[m]])}
        />
        <div>
          <label htmlFor="orders-from" className={LABEL_CLASSES}>
            From
          </label>
          <input
            id="orders-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ''}
            className={CONTROL_CLASSES}
          />
        </div>
        <div>
          <label htmlFor="orders-to" className={LABEL_CLASSES}>
            To
          </label>
          <input
            id="orders-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ''}
            className={CONTROL_CLASSES}
          />
        </div>
        <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
          <button type="submit" className={buttonClasses('primary')}>
            Apply
          </button>
          <Link to="/admin/orders" className={buttonClasses('ghost')}>
            Clear
          </Link>
        </div>
      </div>
    </Form>
  );
}

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: [string, string][];
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={CONTROL_CLASSES}>
        <option value="">Any</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}
