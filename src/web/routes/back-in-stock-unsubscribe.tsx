import { BACK_IN_STOCK_LINK_REFUSED, BACK_IN_STOCK_UNSUBSCRIBED } from '../../core/back-in-stock-messages';
import { StopMessagesPage } from '../components/ui/stop-messages-page';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/back-in-stock-unsubscribe';
import { backInStockLinkState, unsubscribeFromBackInStock } from './back-in-stock-unsubscribe.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Stop back-in-stock messages',
    description: ({ shopName }) => `Stop the messages ${shopName} sends when a product is back in stock.`,
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
  return (
    <StopMessagesPage
      title="Stop back-in-stock messages"
      question="Stop waiting for every product you asked us about? We will forget your e-mail or phone number for them. Order and delivery messages still come while an order is open."
      token={loaderData.token}
      done={actionData?.done === true}
      doneText={BACK_IN_STOCK_UNSUBSCRIBED}
      refused={actionData?.error ?? (loaderData.state === 'refused' ? BACK_IN_STOCK_LINK_REFUSED : null)}
      button={{ label: 'Stop the messages', busyLabel: 'Stopping...' }}
    />
  );
}
