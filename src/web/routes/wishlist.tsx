import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { PageContainer } from '../components/ui/page-container';
import { PageIntro } from '../components/ui/page-intro';
import { pageMeta } from '../lib/meta';

export function meta() {
  return pageMeta({
    title: 'My Wishlist',
    description: 'The Heritage Shea products you have saved for later.',
    noIndex: true,
  });
}

// Saved items are listed once the wishlist feature lands (the API already keeps them per shopper).
export default function Wishlist() {
  return (
    <>
      <PageIntro title="My Wishlist">
        <p>Keep the products you love in one place and come back to them any time.</p>
      </PageIntro>
      <PageContainer className="py-12">
        <EmptyState Icon={Heart} title="Your wishlist is empty">
          <p>Tap the heart on any product to save it here.</p>
          <Link to="/products" className={buttonClasses('primary')}>
            Start Shopping
          </Link>
        </EmptyState>
      </PageContainer>
    </>
  );
}
