import { Link } from 'react-router';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta, publicUrlOf } from '../lib/meta';
import type { Route } from './+types/track-order';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Track Your Order',
    description:
      'Follow your Heritage Shea order from confirmation to your door with your order number and email.',
    publicUrl: publicUrlOf(matches),
  });
}

// The lookup form (order number + email, DESIGN §5) and the status timeline come with orders.
export default function TrackOrder() {
  return (
    <>
      <PageIntro title="Track Your Order">
        <p>
          Enter the order number from your confirmation email, together with your email address, to see where
          your order is.
        </p>
      </PageIntro>
      <PageContainer className="py-12">
        <p className="text-ink-muted">
          Can't find your order number?{' '}
          <Link to="/contact" className="font-medium text-earth-700 underline">
            Contact us
          </Link>{' '}
          and we'll look it up for you.
        </p>
      </PageContainer>
    </>
  );
}
