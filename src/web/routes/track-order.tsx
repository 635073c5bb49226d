import { data, Link } from 'react-router';
import { trackSchema } from '../../core/track-schema';
import { zodErrorBody } from '../../core/zod-errors';
import { SampleOrderStatus } from '../components/track/sample-order-status';
import { TrackForm } from '../components/track/track-form';
import { TrackOutcomeView } from '../components/track/track-outcome';
import type { TrackOutcome } from '../components/track/tracked-order';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';
import { privatePageHeaders } from '../lib/private-page';
import type { Route } from './+types/track-order';
import { findTrackedOrder } from './track-order.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Track Your Order',
    description: ({ shopName }) =>
      `Follow your ${shopName} order from confirmation to your door with your order number and email.`,
  });
}

export const headers = privatePageHeaders;
// `?order=` (from checkout) only fills the form; a lookup needs the email too (DESIGN §5).
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const orderNumber = params.get('orderNumber') ?? params.get('order') ?? '';
  const email = params.get('email');
  const defaults = { orderNumber, email: email ?? '' };
  if (email === null) return { defaults, outcome: { kind: 'none' } as TrackOutcome };

  const parsed = trackSchema.safeParse({ orderNumber, email });
  if (!parsed.success) {
    return {
      defaults,
      outcome: { kind: 'invalid', errors: zodErrorBody(parsed.error).errors } as TrackOutcome,
    };
  }
  const { outcome, retryAfterSeconds } = await findTrackedOrder(context, parsed.data);
  if (retryAfterSeconds === undefined) return { defaults, outcome };
  return data({ defaults, outcome }, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  const { defaults, outcome } = loaderData;
  return (
    <>
      <PageIntro title="Track Your Order">
        <p>
          Enter the order number from your confirmation email, together with your email address, to see where
          your order is.
        </p>
      </PageIntro>
      <PageContainer className="py-12">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
          <div className="space-y-8">
            <TrackOutcomeView outcome={outcome} email={defaults.email} />
            <TrackForm
              // A new search remounts the form so it shows what was searched for.
              key={`${defaults.orderNumber}|${defaults.email}`}
              title={outcome.kind === 'found' ? 'Track another order' : 'Find your order'}
              defaultOrder={defaults.orderNumber}
              defaultEmail={defaults.email}
              serverErrors={outcome.kind === 'invalid' ? outcome.errors : {}}
            />
            <p className="text-ink-muted">
              Can't find your order number?{' '}
              <Link to="/contact" className="font-medium text-earth-700 underline">
                Contact us
              </Link>{' '}
              and we'll look it up for you.
            </p>
          </div>
          <SampleOrderStatus />
        </div>
      </PageContainer>
    </>
  );
}
