import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta({
    title: 'Checkout',
    description: 'Enter your delivery details and pay with M-Pesa or choose Pay Later.',
    noIndex: true,
  });
}

// The two checkout steps (details, payment) come with the cart and order features.
export default function Checkout() {
  return (
    <>
      <PageIntro title="Checkout" />
      <PageContainer className="py-12">
        <EmptyState Icon={ShoppingBag} title="Your cart is empty">
          <p>Add a few products to your cart, then come back here to check out.</p>
          <Link to="/products" className={buttonClasses('primary')}>
            Continue Shopping
          </Link>
        </EmptyState>
      </PageContainer>
    </>
  );
}
