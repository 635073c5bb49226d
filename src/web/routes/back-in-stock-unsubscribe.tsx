import { Form, Link, useNavigation } from 'react-router';
import { BACK_IN_STOCK_LINK_REFUSED, BACK_IN_STOCK_UNSUBSCRIBED } from '../../core/back-in-stock-messages';
import { buttonClasses } from '../components/ui/button-styles';
import { FormAlert } from '../components/ui/form-alert';
import { PageContainer } from '../components/ui/page-container';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/back-in-stock-unsubscribe';
import { backInStockLinkState, unsubscribeFromBackInStock } from './back-in-stock-unsubscribe.server';

export function meta() {
  return pageMeta({
    title: 'Stop back-in-stock messages',
    description: 'Stop the messages Heritage Shea sends when a product is back in stock.',
    noIndex: true,
  });
}

export function loader({ request }: Route.LoaderArgs) {
  return backInStockLinkState(new URL(request.url).searchParams.get('token') ?? '');
}

export function action({ request, context }: Route.ActionArgs) {
  return unsubscribeFromBackInStock(request, context);
}

export default function BackInStockUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const refused = actionData?.error ?? (loaderData.state === 'refused' ? BACK_IN_STOCK_LINK_REFUSED : null);
  return (
    <PageContainer className="max-w-xl py-12">
      <h1 className="text-4xl text-earth-900">Stop back-in-stock messages</h1>
      {actionData?.done ? (
        <p role="status" className="mt-6 text-lg text-ink">
          {BACK_IN_STOCK_UNSUBSCRIBED}
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
            Stop waiting for every product you asked us about? We will forget your e-mail or phone number for
            them. Order and delivery messages still come while an order is open.
          </p>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" disabled={busy} className={buttonClasses('primary', 'lg')}>
              {busy ? 'Stopping...' : 'Stop the messages'}
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
