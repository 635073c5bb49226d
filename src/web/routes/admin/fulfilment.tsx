import { PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-router';
import { packingSlipsUrl } from '../../../core/packing-slip-query';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { PackList } from '../../components/admin/fulfilment/pack-list';
import { PickListTable } from '../../components/admin/fulfilment/pick-list-table';
import { Pager } from '../../components/admin/pager';
import { buttonClasses } from '../../components/ui/button-styles';
import { EmptyState } from '../../components/ui/empty-state';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/fulfilment';
import { fulfilmentPageData } from './fulfilment.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'To pack',
    description: 'Orders waiting to be packed, their pick list and packing slips.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'fulfilment.view');
  return fulfilmentPageData(args.context, args.request);
}

const SELECTION_FORM = 'pack-selection';

export default function Fulfilment({ loaderData }: Route.ComponentProps) {
  const { paged, pickList, pickListProblem } = loaderData;
  // Ticked boxes, kept as they change so the slips' links name them before the form is sent.
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(loaderData.selected));
  const toggle = (orderNumber: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderNumber);
      else next.delete(orderNumber);
      return next;
    });
  const chosen = [...selected];
  // Orders ticked on another page travel with the form, so a selection can span pages.
  const shown = new Set(paged.rows.map((row) => row.orderNumber));
  const fromOtherPages = chosen.filter((orderNumber) => !shown.has(orderNumber));
  // On paper the pick list stands alone; without one, the list itself prints.
  const screenOnly = pickList ? 'print:hidden' : '';
  return (
    <>
      <div className={screenOnly}>
        <ConsolePageHeader
          title="To pack"
          intro="Paid and confirmed orders, oldest first. Tick the ones you are packing for their pick list and packing slips."
        />
      </div>
      {pickListProblem && (
        <p
          role="alert"
          className="mb-5 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          {pickListProblem}
        </p>
      )}
      {pickList && <PickListTable pickList={pickList} />}
      {paged.rows.length === 0 ? (
        <EmptyState Icon={PackageOpen} title="Nothing to pack">
          <p>Orders show here once they are paid, or confirmed by the shop for Pay Later and wholesale.</p>
        </EmptyState>
      ) : (
        <div className={screenOnly}>
          <Form
            method="get"
            id={SELECTION_FORM}
            aria-label="Selected orders"
            className="mb-4 flex flex-wrap items-center gap-3 rounded-2xl bg-shea-100 p-4"
          >
            {paged.page > 1 && <input type="hidden" name="page" value={paged.page} />}
            {fromOtherPages.map((orderNumber) => (
              <input key={orderNumber} type="hidden" name="orders" value={orderNumber} />
            ))}
            <p className="basis-full text-sm text-ink-muted sm:basis-auto" aria-live="polite">
              {chosen.length === 0
                ? 'No orders selected.'
                : `${chosen.length} ${chosen.length === 1 ? 'order' : 'orders'} selected.`}
            </p>
            <button type="submit" className={buttonClasses('primary')}>
              Pick list
            </button>
            {chosen.length > 0 && (
              <>
                <a
                  href={packingSlipsUrl(chosen, { size: 'a4', prices: false })}
                  className={buttonClasses('secondary')}
                >
                  Packing slips (A4)
                </a>
                <a
                  href={packingSlipsUrl(chosen, { size: 'receipt', prices: false })}
                  className={buttonClasses('secondary')}
                >
                  Packing slips (80 mm)
                </a>
              </>
            )}
          </Form>
          <PackList rows={paged.rows} formId={SELECTION_FORM} selected={selected} onToggle={toggle} />
          <Pager paged={paged} noun="orders to pack" />
        </div>
      )}
    </>
  );
}
