import { Heart } from 'lucide-react';
import { useWishlist } from '../../lib/wishlist-context';

interface WishlistHeartProps {
  productId: number;
  productName: string;
  className?: string;
  /** 'icon' for cards; 'button' for the detail page, with its words beside the heart. */
  look?: 'icon' | 'button';
}

const LOOKS: Record<NonNullable<WishlistHeartProps['look']>, string> = {
  icon: 'inline-flex size-10 items-center justify-center rounded-full bg-surface/90 shadow-card transition-colors hover:bg-shea-100',
  button:
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-earth-700 px-5 font-semibold text-earth-700 transition-colors hover:bg-shea-200',
};

/** Toggles the product in the shopper's wishlist; the heart fills when it is saved. */
export function WishlistHeart({ productId, productName, className = '', look = 'icon' }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  const label = saved ? `Remove ${productName} from wishlist` : `Add ${productName} to wishlist`;
  return (
    <button
      type="button"
      onClick={() => wishlist.toggle(productId)}
      aria-pressed={saved}
      aria-label={label}
      className={`${LOOKS[look]} ${className}`}
    >
      <Heart
        className={`size-5 ${saved ? 'fill-red-700 text-red-700' : 'text-earth-900'}`}
        aria-hidden="true"
      />
      {look === 'button' && (saved ? 'Saved' : 'Save')}
    </button>
  );
}
