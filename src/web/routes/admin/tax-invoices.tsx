import { ReceiptText } from 'lucide-react';
import { TAX_INVOICE_FILTERS, type TaxInvoiceFilter } from '../../../core/tax-invoice-filters';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FilterTabs } from '../../components/admin/filter-tabs';
import { Pager } from '../../components/admin/pager';
import { TaxInvoiceCard } from '../../components/admin/tax-invoice-card';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/tax-invoices';
import { retryInvoiceAction, taxInvoicesPageData } from './tax-invoices.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Tax invoices',
    description: 'KRA eTIMS tax invoices and credit notes.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'orders.view');
  return taxInvoicesPageData(args.context, args.request);
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'taxInvoices.retry');
  return retryInvoiceAction(args.context, admin, await readFormData(args.request));
}

const TABS: Record<TaxInvoiceFilter, { label: string; noun: string; empty: string }> = {
  all: {
    label: 'All',
    noun: 'tax invoices',
    empty: 'Each order gets its tax invoice when it is confirmed, and each refund a credit note.',
  },
  failed: {
    label: 'Failed',
    noun: 'failed tax invoices',
    empty: 'KRA has refused nothing. An invoice it refuses, or cannot be reached for, shows here.',
  },
  pending: {
    label: 'Waiting',
    noun: 'tax invoices waiting for KRA',
    empty: 'Every invoice has gone to KRA.',
  },
  issued: { label: 'Issued', noun: 'issued tax invoices', empty: 'KRA has issued no invoice yet.' },
};

export default function TaxInvoices({ loaderData, actionData }: Route.ComponentProps) {
  const { status, rows, failedCount, enabled } = loaderData;
  const tab = TABS[status];
  return (
    <>
      <ConsolePageHeader
        title="Tax invoices"
        intro="The KRA eTIMS invoice of every confirmed order and the credit note of every refund, newest first. A failed one can be sent again once its reason is fixed."
      />
      {!enabled && (
        <p className="mb-5 rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-earth-900">
          eTIMS is off (ETIMS_MODE=off): no new tax invoices are made or sent.
        </p>
      )}
      <FilterTabs
        label="Tax invoices by status"
        current={status}
        tabs={TAX_INVOICE_FILTERS.map((value) => ({
          value,
          href: value === 'all' ? '/admin/tax-invoices' : `/admin/tax-invoices?status=${value}`,
          label: TABS[value].label,
          ...(value === 'failed' ? { count: failedCount } : {}),
        }))}
      />
      <ActionNotice notice={actionData} />
      {rows.length === 0 ? (
        <EmptyState Icon={ReceiptText} title={`No ${tab.noun}`}>
          <p>{tab.empty}</p>
        </EmptyState>
      ) : (
        <ul
          className="space-y-3"
          aria-label={tab.label === 'All' ? 'Tax invoices' : `${tab.label} tax invoices`}
        >
          {rows.map((invoice) => (
            <li key={invoice.id}>
              <TaxInvoiceCard invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
      {loaderData.total > 0 && <Pager paged={loaderData} noun={tab.noun} />}
    </>
  );
}
