import { Form, Link, useActionData } from 'react-router';
import { z } from 'zod';
import { formatPrice } from '../../../core/currency-format';
import { pickupPointCreateSchema, pickupPointFormInput } from '../../../core/pickup-point-schema';
import { parseInput } from '../../../core/zod-errors';
import { ActionNotice } from '../../components/admin/action-notice';
import { ConsoleCard } from '../../components/admin/console-card';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../../components/admin/field-styles';
import { FormField } from '../../components/admin/form-field';
import { buttonClasses } from '../../components/ui/button-styles';
import { requireConsole } from '../../lib/auth.server';
import { consoleAction, refusedForm, unknownIntent } from '../../lib/console-action.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/pickup-points';
import { createPickupPoint, pickupPointsPageData, updatePickupPoint } from './pickup-points.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Pickup points',
    description: 'The parcel agents shoppers collect from.',
    noIndex: true,
  });
}

const PATH = '/admin/pickup-points';
const idField = z.coerce.number().int().positive().max(999_999_999);

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'pickupPoints.view');
  const edit = idField.safeParse(new URL(args.request.url).searchParams.get('edit'));
  return pickupPointsPageData(args.context, edit.success ? edit.data : null);
}

const switchSchema = z.object({ intent: z.enum(['switch-on', 'switch-off']), id: idField });

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'pickupPoints.change');
  const form = await readFormData(args.request);
  const intent = form.get('intent');
  if (intent === 'create' || intent === 'update') {
    const id = idField.safeParse(form.get('id'));
    if (intent === 'update' && !id.success) return unknownIntent();
    const parsed = parseInput(pickupPointCreateSchema, pickupPointFormInput(form));
    if (!parsed.ok) return refusedForm(parsed.body);
    return consoleAction(() =>
      id.success && intent === 'update'
        ? updatePickupPoint(args.context, admin, id.data, parsed.data)
        : createPickupPoint(args.context, admin, parsed.data),
    );
  }
  const parsed = switchSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return unknownIntent();
  const { intent: change, id } = parsed.data;
  return consoleAction(() => updatePickupPoint(args.context, admin, id, { active: change === 'switch-on' }));
}

type Point = Route.ComponentProps['loaderData']['points'][number];
type Area = Route.ComponentProps['loaderData']['areas'][number];

export default function PickupPoints({ loaderData }: Route.ComponentProps) {
  const notice = useActionData<typeof action>();
  const errors = notice?.ok === false ? (notice.errors ?? {}) : {};
  const { points, areas, editing } = loaderData;
  return (
    <>
      <ConsolePageHeader
        title="Pickup points"
        intro="Parcel agents where shoppers collect their orders. A point switched on is offered at checkout in its delivery area, at its own fee; its phone stays in the console."
      />
      <ActionNotice notice={notice} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <ConsoleCard title="Points">
          {points.length === 0 ? (
            <p className="text-sm text-ink-muted">No pickup points yet. Add the first one with the form.</p>
          ) : (
            <ul className="divide-y divide-line text-sm">
              {points.map((point) => (
                <PointRow key={point.id} point={point} />
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard
          title={editing ? `Edit ${editing.name}` : 'New point'}
          action={
            editing ? (
              <Link to={PATH} className="text-sm font-semibold text-earth-700 underline">
                Add a new point instead
              </Link>
            ) : undefined
          }
        >
          {/* A fresh form after each save, so a new point starts empty and an edit shows what was kept. */}
          <PointForm
            key={`${editing?.id ?? 'new'}-${notice?.ok ? notice.message : ''}`}
            point={editing}
            areas={areas}
            errors={errors}
          />
        </ConsoleCard>
      </div>
    </>
  );
}

function PointRow({ point }: { point: Point }) {
  return (
    <li className="grid gap-2 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold break-words text-earth-900">{point.name}</span>
          <span
            className={`rounded-full px-2 text-xs font-semibold ${
              point.active ? 'bg-sage-100 text-sage-700' : 'bg-shea-100 text-ink-muted'
            }`}
          >
            {point.active ? 'On' : 'Off'}
          </span>
        </p>
        <p className="text-ink-muted">
          {point.town} · {point.area} area
        </p>
        <p className="text-ink-muted">{point.hours}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <dl className="mr-auto grid grid-cols-2 gap-x-4 tabular-nums">
          <dt className="text-ink-muted">Fee</dt>
          <dd className="font-semibold text-ink">{formatPrice(point.feeKes * 100, 'KES')}</dd>
        </dl>
        <Link
          to={`${PATH}?edit=${point.id}`}
          aria-label={`Edit ${point.name}`}
          className={buttonClasses('secondary')}
        >
          Edit
        </Link>
        <Form method="post" action={PATH}>
          <input type="hidden" name="id" value={point.id} />
          <button
            type="submit"
            name="intent"
            value={point.active ? 'switch-off' : 'switch-on'}
            aria-label={`${point.active ? 'Switch off' : 'Switch on'} ${point.name}`}
            className={buttonClasses('secondary')}
          >
            {point.active ? 'Switch off' : 'Switch on'}
          </button>
        </Form>
      </div>
    </li>
  );
}

function PointForm({
  point,
  areas,
  errors,
}: {
  point: Point | null;
  areas: Area[];
  errors: Record<string, string>;
}) {
  // A point whose area the settings no longer have still shows it, so saving says why it cannot stay.
  const choices =
    point && !areas.some((area) => area.name === point.area)
      ? [...areas, { name: point.area, active: false }]
      : areas;
  const areaError = errors.area;
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value={point ? 'update' : 'create'} />
      {point && <input type="hidden" name="id" value={point.id} />}
      <FormField
        idPrefix="pickup"
        name="name"
        label="Name"
        required
        autoComplete="off"
        defaultValue={point?.name}
        error={errors.name}
      />
      <FormField
        idPrefix="pickup"
        name="town"
        label="Town"
        required
        defaultValue={point?.town}
        error={errors.town}
        hint="Shoppers search the list by town."
      />
      <div>
        <label htmlFor="pickup-area" className={LABEL_CLASSES}>
          Delivery area
        </label>
        <select
          id="pickup-area"
          name="area"
          required
          defaultValue={point?.area ?? ''}
          aria-invalid={areaError ? true : undefined}
          aria-describedby={areaError ? 'pickup-area-error' : 'pickup-area-hint'}
          className={CONTROL_CLASSES}
        >
          <option value="" disabled>
            Choose an area
          </option>
          {choices.map((area) => (
            <option key={area.name} value={area.name}>
              {area.active ? area.name : `${area.name} (switched off)`}
            </option>
          ))}
        </select>
        {areaError ? (
          <p id="pickup-area-error" className="mt-1 text-sm text-red-800">
            {areaError}
          </p>
        ) : (
          <p id="pickup-area-hint" className="mt-1 text-xs text-ink-muted">
            Checkout offers the point to shoppers who choose this area. Areas are set in Settings.
          </p>
        )}
      </div>
      <FormField
        idPrefix="pickup"
        name="address"
        label="Address"
        required
        defaultValue={point?.address}
        error={errors.address}
        hint="Street and landmark, as the customer's text will give it."
      />
      <FormField
        idPrefix="pickup"
        name="hours"
        label="Opening hours"
        required
        defaultValue={point?.hours}
        error={errors.hours}
        hint="e.g. Mon–Sat 8am–6pm"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          idPrefix="pickup"
          name="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="off"
          defaultValue={point?.phone}
          error={errors.phone}
          hint="The agent's line; shoppers do not see it."
        />
        <FormField
          idPrefix="pickup"
          name="feeKes"
          label="Fee (KSH)"
          inputMode="numeric"
          required
          defaultValue={point?.feeKes}
          error={errors.feeKes}
          hint="Whole shillings; 0 for free."
        />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          name="active"
          defaultChecked={point?.active ?? true}
          className="size-5 accent-earth-700"
        />
        Offered at checkout
      </label>
      <button type="submit" className={buttonClasses('primary')}>
        {point ? 'Save point' : 'Add point'}
      </button>
    </Form>
  );
}
