import { CheckoutFlow } from '../components/checkout/checkout-flow';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/checkout';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'Checkout',
    description: 'Enter your delivery details and pay with M-Pesa or choose Pay Later.',
    noIndex: true,
  });
}

// The cart lives in the browser, so the whole flow renders there (the server sends the shell).
export default function Checkout() {
  return (
    <>
      <PageIntro title="Checkout" />
      <PageContainer className="py-10 sm:py-12">
        <noscript>
          <p className="mb-6 rounded-card bg-gold-100 p-4 text-ink">
            Checkout needs JavaScript, which is turned off in this browser. You can also order on WhatsApp or
            by phone: see our contact page.
          </p>
        </noscript>
        <CheckoutFlow />
      </PageContainer>
    </>
  );
}
