/** Every page of SPEC §2, by a short name for reports and screenshot files. */
export const SITE_ROUTES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'products', path: '/products' },
  { name: 'product', path: '/product/1' },
  { name: 'cart', path: '/cart' },
  { name: 'wishlist', path: '/wishlist' },
  { name: 'checkout', path: '/checkout' },
  { name: 'track-order', path: '/track-order' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'reseller', path: '/reseller' },
  { name: 'return-policy', path: '/return-policy' },
  { name: 'shipping-info', path: '/shipping-info' },
  { name: 'faq', path: '/faq' },
  { name: 'mpesa-test', path: '/mpesa-test' },
  { name: 'not-found', path: '/no-such-page' },
];
