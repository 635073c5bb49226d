import { type RouteConfig, index, route } from '@react-router/dev/routes';

// The owner's console (DESIGN §9); every route in it checks the admin role in its own loader.
const adminRoutes = [
  index('routes/admin/today.tsx'),
  route('orders', 'routes/admin/orders.tsx'),
  route('orders/:orderNumber', 'routes/admin/order.tsx'),
  route('fulfilment', 'routes/admin/fulfilment.tsx'),
  route('refunds', 'routes/admin/refunds.tsx'),
  route('tax-invoices', 'routes/admin/tax-invoices.tsx'),
  route('discounts', 'routes/admin/discounts.tsx'),
  route('insights', 'routes/admin/insights.tsx'),
  route('activity', 'routes/admin/activity.tsx'),
  route('team', 'routes/admin/team.tsx'),
  route('products', 'routes/admin/products.tsx'),
  route('products/new', 'routes/admin/product-new.tsx'),
  route('products/:id', 'routes/admin/product-edit.tsx'),
  route('resellers', 'routes/admin/resellers.tsx'),
  route('resellers/:id', 'routes/admin/reseller.tsx'),
  route('reviews', 'routes/admin/reviews.tsx'),
  route('messages', 'routes/admin/messages.tsx'),
  route('payments', 'routes/admin/payments.tsx'),
  route('subscribers', 'routes/admin/subscribers.tsx'),
  route('pickup-points', 'routes/admin/pickup-points.tsx'),
  route('riders', 'routes/admin/riders.tsx'),
  route('settings', 'routes/admin/settings.tsx'),
  route('content', 'routes/admin/content.tsx'),
  route('content/:page', 'routes/admin/content-page.tsx'),
  route('privacy', 'routes/admin/privacy.tsx'),
];

// SPEC §2 route table. The splat route stays last: every other path answers 404.
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('products', 'routes/products.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('track-order', 'routes/track-order.tsx'),
  // An order's KRA eTIMS tax invoice: for its shopper (with proof), its reseller and the console.
  route('orders/:orderNumber/invoice', 'routes/order-invoice.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.ts'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // A signed-in reseller's or console member's own password and sessions.
  route('account', 'routes/account.tsx'),
  // A console member's two-step sign-in: set-up, recovery codes, turning it off.
  route('account/two-factor', 'routes/account-two-factor.tsx'),
  // The authenticator's code after the password, or to confirm it is you (step-up).
  route('two-factor', 'routes/two-factor.tsx'),
  // An admin's one-time invitation link (routes/admin/team.tsx sends it).
  route('invite', 'routes/invite.tsx'),
  route('reseller', 'routes/reseller.tsx'),
  route('reseller/pending', 'routes/reseller-pending.tsx'),
  // The reseller programme's coming-soon page (SPEC §2 leaves its route open).
  route('resellers', 'routes/resellers.tsx'),
  route('return-policy', 'routes/return-policy.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  // The newsletter mails' unsubscribe link; works without signing in.
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  // The back-in-stock messages' link to stop them; works without signing in.
  route('back-in-stock/unsubscribe', 'routes/back-in-stock-unsubscribe.tsx'),
  route('shipping-info', 'routes/shipping-info.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('mpesa-test', 'routes/mpesa-test.tsx'),
  // What the service worker shows, offline, for a page the phone has not kept.
  route('offline', 'routes/offline.tsx'),
  // The rider's one drop, opened from the link texted to them; no account, no shop chrome.
  route('deliver/:token', 'routes/deliver.tsx'),
  route('admin', 'routes/admin/layout.tsx', adminRoutes),
  // DESIGN §5: SPEC's wishlist linked to /shop; it now redirects to the catalogue.
  route('shop', 'routes/shop.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('manifest.webmanifest', 'routes/web-manifest.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
