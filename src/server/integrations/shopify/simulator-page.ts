import { formatPrice } from '../../../core/currency-format';
import type { StoreProduct } from './simulator-products';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; }
  body { margin: 0; background: #f6f6f7; color: #1a1a1a; }
  .notice { background: #5c3d1e; color: #fff; text-align: center; padding: .6rem 1rem; font-size: .9rem; }
  header { background: #fff; border-bottom: 1px solid #e3e3e3; padding: 1rem 1.5rem; font-weight: 700; }
  main { max-width: 60rem; margin: 2rem auto; padding: 0 1.5rem; display: grid; gap: 2rem; }
  @media (min-width: 48rem) { main { grid-template-columns: 1fr 1fr; } }
  img { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: .75rem; background: #ece6da; }
  h1 { font-size: 1.8rem; margin: 0 0 .5rem; }
  .price { font-size: 1.4rem; font-weight: 600; margin: 0 0 1rem; }
  .stock { display: inline-block; padding: .25rem .75rem; border-radius: 999px; font-size: .85rem;
           background: #e3f1df; color: #1f5f1f; }
  .stock.out { background: #f1e3e3; color: #7a1f1f; }
  button { display: block; width: 100%; margin-top: 1.5rem; padding: .9rem; border: 0; border-radius: .5rem;
           background: #1a1a1a; color: #fff; font-size: 1rem; cursor: not-allowed; opacity: .75; }
  p { line-height: 1.6; }
`;

function page(title: string, content: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Heritage Shea Global Store (simulator)</title>
<style>${STYLE}</style>
</head>
<body>
<div class="notice" role="note">Global store simulator: this page stands in for the shop's Shopify store. Nothing can be bought here.</div>
<header>Heritage Shea · Global Store</header>
${content}
</body>
</html>`;
}

/** The simulated storefront's product page, where Buy Now sends the shopper. */
export function storeProductPage(product: StoreProduct): string {
  const image = product.images[0];
  return page(
    product.name,
    `<main>
  ${image ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(product.name)}">` : '<div></div>'}
  <div>
    <h1>${escapeHtml(product.name)}</h1>
    <p class="price">${escapeHtml(formatPrice(product.priceCents, 'KES'))}</p>
    <span class="stock${product.inStock ? '' : ' out'}">${product.inStock ? 'Available' : 'Sold out'}</span>
    <p>${escapeHtml(product.tagline)}</p>
    <button type="button" disabled>Add to cart (simulated store)</button>
  </div>
</main>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Product not found',
    `<main><div><h1>Product not found</h1><p>The global store does not carry this product.</p></div></main>`,
  );
}
