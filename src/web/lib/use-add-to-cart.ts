import { toast } from '../components/ui/toast';
import { useCart, type CartProduct } from './cart-context';

/** Adds to the cart and says so (SPEC §8); the detail page names the quantity too. */
export function useAddToCart() {
  const { add } = useCart();
  return (product: CartProduct, quantity = 1, withQuantity = false) => {
    add(product, quantity);
    toast({
      title: 'Added to cart!',
      description: withQuantity
        ? `${quantity} x ${product.name} has been added to your cart.`
        : `${product.name} has been added to your cart.`,
    });
  };
}
