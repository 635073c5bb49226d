import { Form, Link, useActionData } from 'react-router';
import { z } from 'zod';
import { riderFormInput } from '../../../core/rider';
import { riderCreateSchema } from '../../../core/shipment-schema';
import { parseInput } from '../../../core/zod-errors';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsoleCard } from '../../components/admin/console-card';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { FormField } from '../../components/admin/form-field';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { consoleAction, refusedForm, unknownIntent } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/riders';
import { createRider, ridersPageData, updateRider } from './riders.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Riders',
    description: 'The shop’s own riders, who take drops to customers.',
    noIndex: true,
  });
}

const PATH = '/admin/riders';
const idField = z.coerce.number().int().positive().max(999_999_999);

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'riders.view');
  const edit = idField.safeParse(new URL(args.request.url).searchParams.get('edit'));
  return ridersPageData(args.context, edit.success ? edit.data : null);
}

const switchSchema = z.object({ intent: z.enum(['switch-on', 'switch-off']), id: idField });

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'riders.change');
  const form = await readFormData(args.request);
  const intent = form.get('intent');
  if (intent === 'create' || intent === 'update') {
    const id = idField.safeParse(form.get('id'));
    if (intent === 'update' && !id.success) return unknownIntent();
    const parsed = parseInput(riderCreateSchema, riderFormInput(form));
    if (!parsed.ok) return refusedForm(parsed.body);
    return consoleAction(() =>
      id.success && intent === 'update'
        ? updateRider(args.context, admin, id.data, parsed.data)
        : createRider(args.context, admin, parsed.data),
    );
  }
  const parsed = switchSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return unknownIntent();
  const { intent: change, id } = parsed.data;
  return consoleAction(() => updateRider(args.context, admin, id, { active: change === 'switch-on' }));
}

type Rider = Route.ComponentProps['loaderData']['riders'][number];

export default function Riders({ loaderData }: Route.ComponentProps) {
  const notice = useActionData<typeof action>();
  const errors = notice?.ok === false ? (notice.errors ?? {}) : {};
  const { riders, editing } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Riders"
        intro="The shop’s own riders. A rider switched on can be handed drops; each drop’s link is texted to their phone. Switched off, they keep the drops already handed to them."
      />
      <ActionNotice notice={notice} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ConsoleCard title="Riders">
          {riders.length === 0 ? (
            <p className="text-sm text-ink-muted">No riders yet. Add the first one with the form.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {riders.map((rider) => (
                <RiderRow key={rider.id} rider={rider} />
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard
          title={editing ? `Edit ${editing.name}` : 'New rider'}
          action={
            editing ? (
              <Link to={PATH} className="text-sm font-semibold text-earth-700 underline">
                Add a new rider instead
              </Link>
            ) : undefined
          }
        >
          {/* A fresh form after each save, so a new rider starts empty and an edit shows what was kept. */}
          <RiderForm
            key={`${editing?.id ?? 'new'}-${notice?.ok ? notice.message : ''}`}
            rider={editing}
            errors={errors}
          />
        </ConsoleCard>
      </div>
    </>
  );
}

function RiderRow({ rider }: { rider: Rider }) {
  return (
    <li className="grid gap-2 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold break-words text-earth-900">{rider.name}</span>
          <span
            className={`rounded-full px-2 text-xs font-semibold ${
              rider.active ? 'bg-sage-100 text-sage-700' : 'bg-shea-100 text-ink-muted'
            }`}
          >
            {rider.active ? 'On' : 'Off'}
          </span>
        </p>
        <p className="text-ink-muted tabular-nums">{rider.phone}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to={`${PATH}?edit=${rider.id}`}
          aria-label={`Edit ${rider.name}`}
          className={buttonClasses('secondary')}
        >
          Edit
        </Link>
        <Form method="post" action={PATH}>
          <input type="hidden" name="id" value={rider.id} />
          <button
            type="submit"
            name="intent"
            value={rider.active ? 'switch-off' : 'switch-on'}
            aria-label={`${rider.active ? 'Switch off' : 'Switch on'} ${rider.name}`}
            className={buttonClasses('secondary')}
          >
            {rider.active ? 'Switch off' : 'Switch on'}
          </button>
        </Form>
      </div>
    </li>
  );
}

function RiderForm({ rider, errors }: { rider: Rider | null; errors: Record<string, string> }) {
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value={rider ? 'update' : 'create'} />
      {rider && <input type="hidden" name="id" value={rider.id} />}
      <FormField
        idPrefix="rider"
        name="name"
        label="Name"
        required
        autoComplete="off"
        defaultValue={rider?.name}
        error={errors.name}
        hint="Customers are told the rider’s first name."
      />
      <FormField
        idPrefix="rider"
        name="phone"
        label="Phone"
        type="tel"
        required
        autoComplete="off"
        defaultValue={rider?.phone}
        error={errors.phone}
        hint="A Kenyan mobile number: each drop’s link is texted here."
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="active"
          defaultChecked={rider?.active ?? true}
          className="size-5 accent-earth-700"
        />
        Takes drops
      </label>
      <button type="submit" className={buttonClasses('primary')}>
        {rider ? 'Save rider' : 'Add rider'}
      </button>
    </Form>
  );
}
