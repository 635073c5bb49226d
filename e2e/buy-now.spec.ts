import { expect, test, type APIRequestContext } from '@playwright/test';

interface ProductJson {
  id: number;
  slug: string;
  name: string;
  inStock: boolean;
  shopifyProductId: string | null;
}

async function products(request: APIRequestContext) {
  return (await (await request.get('/api/products')).json()) as ProductJson[];
}

test('Buy Now opens the product on the global store in a new tab', async ({ page, request }) => {
  const product = (await products(request)).find((p) => p.shopifyProductId && p.inStock)!;
  await page.goto(`/product/${product.id}`);
  const buyNow = page.getByRole('button', { name: 'Buy Now (Shopify)' });
  await expect(buyNow).toBeEnabled();

  const popupOpened = page.waitForEvent('popup');
  await buyNow.click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(`/__sim/shopify/products/${product.slug}`);
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByText('Redirecting to Shopify', { exact: true })).toBeVisible();
  await expect(
    page.getByText("You'll be redirected to view and purchase this product on our global store.", {
      exact: true,
    }),
  ).toBeVisible();
});

test('Buy Now reads Out of Stock, disabled, when the store cannot sell the product', async ({
  page,
  request,
}) => {
  const product = (await products(request)).find((p) => p.shopifyProductId && !p.inStock)!;
  await page.goto(`/product/${product.id}`);
  // Pay Later also reads 'Out of Stock' for a sold-out product (SPEC §5): both are disabled.
  const outOfStock = page.getByRole('button', { name: 'Out of Stock' });
  await expect(outOfStock).toHaveCount(2);
  for (const button of await outOfStock.all()) await expect(button).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy Now (Shopify)' })).toHaveCount(0);
});

test('a product not on the global store has no Buy Now button', async ({ page, request }) => {
  const product = (await products(request)).find((p) => !p.shopifyProductId)!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: /Add to Cart/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Buy Now|Loading\.\.\./ })).toHaveCount(0);
});
