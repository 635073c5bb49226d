import { useSearchParams } from 'react-router';
import { sharedPageHeaders } from '../../core/shared-page';
import { OfflinePanel } from '../components/offline/offline-panel';
import { useHydrated } from '../components/ui/use-hydrated';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/offline';

// The service worker keeps this page with each build and shows it, offline, for an address the
// phone has not kept (src/sw/service-worker.ts); `from` is that address, to try again.
export const headers = sharedPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'You are offline',
    description: 'The products you can still see without a connection.',
    noIndex: true,
  });
}

/** Only an address of the shop's own, so the link cannot lead elsewhere. */
function retryHref(from: string | null): string {
  return from && /^\/(?!\/)/.test(from) ? from : '/';
}

export default function Offline() {
  const [params] = useSearchParams();
  // The kept page was drawn for '/offline' itself: the address to retry is read once it runs.
  const hydrated = useHydrated();
  return <OfflinePanel retryHref={hydrated ? retryHref(params.get('from')) : '/'} />;
}
