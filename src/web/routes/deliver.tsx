import type { ReactNode } from 'react';
import { Form, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { telHref } from '../../core/contact-links';
import { formatShopDateTime } from '../../core/shop-time';
import {
  NOT_DELIVERED_LABELS,
  NOT_DELIVERED_REASONS,
  SHIPMENT_STATUS_LABELS,
  type DeliveryDrop,
} from '../../core/shipments';
import { buttonClasses } from '../components/ui/button-styles';
import { controlClasses } from '../components/ui/field-classes';
import { pageMeta } from '../lib/meta';
import { privatePageHeaders } from '../lib/private-page';
import { useShopSettings } from '../lib/shop-settings-context';
import type { Route } from './+types/deliver';
import { deliverAction, loadDeliverPage, type DeliverFormError } from './deliver.server';

// The rider's phone at the door: one drop, its customer and its parcel, and the two things a rider
// does there. Plain forms, so it works before (or without) the page's script.

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const drop = loaderData?.kind === 'drop' ? loaderData.drop : null;
  return pageMeta(matches, {
    title: drop ? `Delivery of order ${drop.orderNumber}` : 'Delivery link',
    description: 'A rider’s delivery.',
    noIndex: true,
  });
}

export const headers = privatePageHeaders;

export function loader({ params, context }: Route.LoaderArgs) {
  return loadDeliverPage(context, params.token);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return deliverAction(request, context, params.token);
}

// A refused code still changes the drop (one try fewer, or locked): the page is read again.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === 'POST' || defaultShouldRevalidate;
}

export default function Deliver({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 pt-4 pb-10">
      <ShopLine />
      {loaderData.kind === 'gone' ? (
        <>
          <h1 className="mt-6 font-display text-3xl text-earth-900">Delivery link</h1>
          <p role="alert" className="mt-4 text-lg text-ink">
            {loaderData.message}
          </p>
        </>
      ) : (
        <DropPage drop={loaderData.drop} refused={actionData ?? null} />
      )}
    </div>
  );
}

/** The shop's name and a way to reach it, in place of the shop's header. */
function ShopLine() {
  const { brand, store } = useShopSettings();
  return (
    <header className="flex items-center justify-between gap-3 border-b border-line pb-3 text-sm">
      <p className="min-w-0 truncate font-display text-base font-semibold text-earth-900">{brand.shopName}</p>
      <a
        href={telHref(`+${store.phone}`)}
        className="inline-flex min-h-11 shrink-0 items-center font-medium text-earth-700 underline underline-offset-4"
      >
        Call the shop
      </a>
    </header>
  );
}

function DropPage({ drop, refused }: { drop: DeliveryDrop; refused: DeliverFormError | null }) {
  return (
    <>
      <div className="mt-5">
        <p className="text-sm text-ink-muted">
          {drop.riderFirstName ? `Delivery for ${drop.riderFirstName}` : 'Delivery'}
        </p>
        <h1 className="font-display text-2xl leading-tight text-earth-900 sm:text-3xl">
          {/* An order number is read out whole: it never breaks at its hyphen. */}
          Order <span className="whitespace-nowrap">{drop.orderNumber}</span>
        </h1>
        <p className="mt-2">
          <span className="sr-only">Status: </span>
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${badgeClasses(drop.status)}`}>
            {SHIPMENT_STATUS_LABELS[drop.status]}
          </span>
        </p>
      </div>

      <StatePanel drop={drop} refused={refused} />

      <Section title="Customer">
        <dl className="space-y-2">
          <Detail term="Name">{drop.customerFirstName}</Detail>
          <Detail term="Area">{drop.area}</Detail>
          <Detail term="Address or landmark">{drop.address}</Detail>
        </dl>
        <a href={telHref(drop.customerPhone)} className={`${buttonClasses('secondary', 'lg')} mt-4 w-full`}>
          Call {drop.customerFirstName}
        </a>
      </Section>

      <Section title="In the parcel">
        <ul className="divide-y divide-line">
          {drop.items.map((item, i) => (
            <li key={i} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                {item.name}
                {item.size && <span className="text-ink-muted">, {item.size}</span>}
              </span>
              <span className="shrink-0 font-semibold">× {item.quantity}</span>
            </li>
          ))}
        </ul>
      </Section>

      {/* Also once the code is locked: a customer without the right code may mean no hand-over. */}
      {drop.status === 'out_for_delivery' && (
        <NotDeliveredForm refused={refused?.intent === 'not-delivered' ? refused : null} />
      )}
    </>
  );
}

function badgeClasses(status: DeliveryDrop['status']): string {
  if (status === 'delivered') return 'bg-green-100 text-green-900';
  if (status === 'not_delivered') return 'bg-red-100 text-red-900';
  if (status === 'out_for_delivery') return 'bg-blue-100 text-blue-900';
  return 'bg-yellow-100 text-yellow-900';
}

/** What the rider can do now, or what happened. */
function StatePanel({ drop, refused }: { drop: DeliveryDrop; refused: DeliverFormError | null }) {
  if (drop.status === 'delivered') {
    return (
      <Notice tone="good" title="Delivered">
        Handed over {drop.deliveredAt ? `on ${formatShopDateTime(drop.deliveredAt)} (Nairobi time)` : ''}.
        Thank you!
      </Notice>
    );
  }
  if (drop.status === 'not_delivered') {
    return (
      <Notice tone="warn" title="Not delivered">
        {drop.notDeliveredReason ? `${NOT_DELIVERED_LABELS[drop.notDeliveredReason]}. ` : ''}The shop was told
        and will arrange another delivery. Bring the parcel back to the shop unless they say otherwise.
      </Notice>
    );
  }
  if (drop.status === 'packed') {
    return (
      <>
        <Notice tone="info" title="Not out yet">
          The shop sends the customer’s code when you set out.
        </Notice>
        <SetOutForm refused={refused?.intent === 'set-out' ? refused : null} />
      </>
    );
  }
  if (drop.status !== 'out_for_delivery') {
    return (
      <Notice tone="info" title={SHIPMENT_STATUS_LABELS[drop.status]}>
        There is nothing to do on this delivery. Call the shop if you still have the parcel.
      </Notice>
    );
  }
  if (drop.codeLocked) {
    return (
      <Notice tone="warn" title="Code locked">
        Five wrong codes were tried, so this link takes no more codes. Call the shop for a new link.
      </Notice>
    );
  }
  return <CodeForm refused={refused?.intent === 'delivered' ? refused : null} />;
}

/** The rider leaving with the parcel: the customer is texted the rider's first name and the code. */
function SetOutForm({ refused }: { refused: DeliverFormError | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'set-out';
  return (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="set-out" />
      <p id="set-out-hint" className="text-sm text-ink-muted">
        Tap when you leave with the parcel: the customer is texted your first name and their code.
      </p>
      {refused && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refused.message}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-describedby="set-out-hint"
        className={`${buttonClasses('primary', 'lg')} mt-3 w-full`}
      >
        {busy ? 'Telling the customer…' : 'I am setting out'}
      </button>
    </Form>
  );
}

function CodeForm({ refused }: { refused: DeliverFormError | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delivered';
  return (
    <Form method="post" className="mt-6 rounded-card border border-line bg-surface p-4">
      <input type="hidden" name="intent" value="delivered" />
      <h2 className="font-display text-xl text-earth-900">Hand it over</h2>
      <label htmlFor="delivery-code" className="mt-3 block text-sm font-medium text-earth-900">
        The customer’s 4-digit code
      </label>
      <p id="delivery-code-hint" className="mt-0.5 text-sm text-ink-muted">
        Ask the customer for the code the shop texted them.
      </p>
      <input
        id="delivery-code"
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        aria-invalid={refused ? true : undefined}
        aria-describedby={refused ? 'delivery-code-hint delivery-code-error' : 'delivery-code-hint'}
        className={controlClasses(
          Boolean(refused),
          'text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl',
        )}
      />
      {refused && (
        <p id="delivery-code-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
          {refused.message}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${buttonClasses('primary', 'lg')} mt-4 w-full`}>
        {busy ? 'Checking…' : 'Mark delivered'}
      </button>
    </Form>
  );
}

function NotDeliveredForm({ refused }: { refused: DeliverFormError | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'not-delivered';
  return (
    <details open={Boolean(refused)} className="mt-6 rounded-card border border-line bg-surface p-4">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-earth-900">
        Could not deliver?
      </summary>
      <Form method="post" className="mt-2">
        <input type="hidden" name="intent" value="not-delivered" />
        <fieldset aria-describedby={refused ? 'not-delivered-error' : undefined}>
          <legend className="text-sm font-medium text-earth-900">Why not?</legend>
          <div className="mt-2 space-y-1">
            {NOT_DELIVERED_REASONS.map((reason) => (
              <label key={reason} className="flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  className="size-5 accent-earth-700"
                />
                {NOT_DELIVERED_LABELS[reason]}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor="not-delivered-note" className="mt-3 block text-sm font-medium text-earth-900">
          What happened <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <textarea
          id="not-delivered-note"
          name="note"
          rows={3}
          maxLength={300}
          defaultValue={refused?.note ?? ''}
          className={controlClasses(false, 'py-2')}
        />
        {refused && (
          <p id="not-delivered-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
            {refused.message}
          </p>
        )}
        <button type="submit" disabled={busy} className={`${buttonClasses('secondary', 'lg')} mt-4 w-full`}>
          {busy ? 'Sending…' : 'Could not deliver'}
        </button>
      </Form>
    </details>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `drop-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="font-display text-xl text-earth-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{term}</dt>
      <dd className="text-base text-ink">{children}</dd>
    </div>
  );
}

const TONES = {
  good: 'border-green-300 bg-green-50 text-green-900',
  warn: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-line bg-surface text-ink',
} as const;

function Notice({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <div role="status" className={`mt-6 rounded-card border p-4 ${TONES[tone]}`}>
      <h2 className="font-display text-xl">{title}</h2>
      <p className="mt-1">{children}</p>
    </div>
  );
}
