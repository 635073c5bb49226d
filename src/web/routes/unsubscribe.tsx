import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { FormAlert } from '../components/ui/form-alert';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/unsubscribe';
import { LINK_REFUSED } from '../../core/unsubscribe-messages';
import { unsubscribe, unsubscribeState } from './unsubscribe.server';

export function meta() {
  return pageMeta({
    title: 'Unsubscribe',
    description: 'Stop the Heritage Shea newsletter.',
    noIndex: true,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeState(context, new URL(request.url).searchParams.get('token') ?? '');
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribe(request, context);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const done = actionData?.done === true || (!actionData && loaderData.state === 'unsubscribed');
  const refused = actionData?.error ?? (loaderData.state === 'refused' ? LINK_REFUSED : null);
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">Unsubscribe</h1>
      {done ? (
        <p role="status" className="mt-6 text-lg text-ink">
          You are unsubscribed. We will send no more newsletter mail to this address.
        </p>
      ) : refused ? (
        <div className="mt-6 space-y-4">
          <FormAlert>{refused}</FormAlert>
          <Link to="/contact" className={buttonClasses('primary')}>
            Contact us
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-ink">
            Stop the Heritage Shea newsletter? Order and delivery messages still come while an order is open.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
              {busy ? 'Unsubscribing...' : 'Unsubscribe'}
            </button>
          </Form>
        </>
      )}
      <p className="mt-10 text-sm text-ink-muted">
        <Link to="/privacy" className="underline underline-offset-4">
          How we use your details
        </Link>
      </p>
    </PageContainer>
  );
}
