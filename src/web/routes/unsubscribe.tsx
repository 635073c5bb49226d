import { StopMessagesPage } from '../components/ui/stop-messages-page';
import { pageMeta } from '../lib/meta';
import { useShopSettings } from '../lib/shop-settings-context';
import type { Route } from './+types/unsubscribe';
import { LINK_REFUSED } from '../../core/unsubscribe-messages';
import { unsubscribe, unsubscribeState } from './unsubscribe.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Unsubscribe',
    description: ({ shopName }) => `Stop the ${shopName} newsletter.`,
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
  const { shopName } = useShopSettings().brand;
  return (
    <StopMessagesPage
      title="Unsubscribe"
      question={`Stop the ${shopName} newsletter? Order and delivery messages still come while an order is open.`}
      token={loaderData.token}
      done={actionData?.done === true || (!actionData && loaderData.state === 'unsubscribed')}
      doneText="You are unsubscribed. We will send no more newsletter mail to this address."
      refused={actionData?.error ?? (loaderData.state === 'refused' ? LINK_REFUSED : null)}
      button={{ label: 'Unsubscribe', busyLabel: 'Unsubscribing...' }}
    />
  );
}
