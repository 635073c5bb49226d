import { Form, useActionData } from 'react-router';
import { BULK_STATUSES } from '../../../core/admin-order-schemas';
import { ORDER_STATUS_LABELS } from '../../../core/order-status';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { CsvDownloadLink } from '../../components/admin/csv-download-link';
import { FilterProblems } from '../../components/admin/filter-problems';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../../components/admin/field-styles';
import { OrderFiltersForm } from '../../components/admin/orders/order-filters-form';
import { OrderList } from '../../components/admin/orders/order-list';
import { Pager } from '../../components/admin/pager';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { requireConsole } from '../../lib/auth.server';
import { useConsoleRole } from '../../lib/console-role';
import { can } from '../../../core/console-permissions';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/orders';
import { bulkMove, ordersPageData } from './orders.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'Orders', description: 'Retail and wholesale orders.', noIndex: true });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'orders.view');
  return ordersPageData(args.context, args.request);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'orders.handle');
  return bulkMove(args.context, admin, await readFormData(args.request));
}

const BULK_FORM = 'bulk-move';

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { filters, problems, paged, exportQuery } = loaderData;
  const notice = useActionData<typeof action>();
  const role = useConsoleRole();
  return (
    <>
      <ConsolePageHeader
        title="Orders"
        intro="Retail and wholesale orders, newest first."
        actions={
          can(role, 'personalData') && (
            <CsvDownloadLink path="/api/admin/orders/export.csv" query={exportQuery} />
          )
        }
      />
      <ActionNotice notice={notice} />
      <FilterProblems problems={problems} />
      <OrderFiltersForm filters={filters} />
      {paged.rows.length > 0 && (
        <Form
          method="post"
          id={BULK_FORM}
          aria-label="Move selected orders"
          className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl bg-shea-100 p-4"
        >
          <div>
            <label htmlFor="bulk-status" className={LABEL_CLASSES}>
              Move selected to
            </label>
            <select id="bulk-status" name="status" className={CONTROL_CLASSES}>
              {BULK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor="bulk-note" className={LABEL_CLASSES}>
              Note for the customer (optional)
            </label>
            <input
              id="bulk-note"
              name="note"
              maxLength={300}
              className={CONTROL_CLASSES}
              placeholder="e.g. courier and parcel number"
            />
          </div>
          <button type="submit" className={buttonClasses('primary')}>
            Move selected
          </button>
        </Form>
      )}
      {paged.rows.length > 0 ? (
        <OrderList rows={paged.rows} bulkFormId={BULK_FORM} />
      ) : (
        <Card as="p" look="console" className="border-dashed p-8 text-center text-ink-muted">
          No orders match these filters.
        </Card>
      )}
      <Pager paged={paged} noun="orders" />
    </>
  );
}
