import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminBrowser, expectNoAxeViolations } from './admin-util';
import { confirmedPayLaterOrder } from './checkout-util';
import { waitForHydration } from './reseller-util';

/** A Pay Later order of `quantity` units of product `id`, confirmed by the shop: ready to pack. */
const confirmedOrder = (request: APIRequestContext, owner: APIRequestContext, id: number, quantity: number) =>
  confirmedPayLaterOrder(request, owner, id, quantity, {
    name: 'Njeri Wambui',
    email: 'njeri.pack@example.com',
    phone: '0722000333',
    address: 'Kimathi Street, Town House, 2nd floor',
  });

test('the owner ticks two orders on To pack and reads their pick list', async ({ browser, request }) => {
  const { context, page } = await adminBrowser(browser, { viewport: { width: 1440, height: 900 } });
  const first = await confirmedOrder(request, page.request, 2, 2);
  const second = await confirmedOrder(request, page.request, 2, 1);

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'To pack' })
    .click();
  await expect(page.getByRole('heading', { name: 'To pack', level: 1 })).toBeVisible();
  // Oldest first: orders other tests left confirmed come before these two, on earlier pages.
  const { total, pageSize } = (await (await page.request.get('/api/admin/fulfilment')).json()) as {
    total: number;
    pageSize: number;
  };
  const last = Math.ceil(total / pageSize);
  if (last > 1) await page.goto(`/admin/fulfilment?page=${last}&orders=${first}`);
  await waitForHydration(page);

  const list = page.getByRole('list', { name: 'Orders to pack' });
  for (const orderNumber of [first, second]) {
    const box = list.getByRole('checkbox', { name: `Select order ${orderNumber}` });
    if ((await box.count()) > 0) await box.check();
  }
  await expect(page.getByText('2 orders selected.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Packing slips (A4)' })).toHaveAttribute(
    'href',
    new RegExp(`orders=${first},${second}&size=a4$`),
  );
  await page.getByRole('button', { name: 'Pick list' }).click();

  const pickList = page.getByRole('region', { name: 'Pick list' });
  await expect(pickList.getByText(`2 orders: ${first}, ${second}`)).toBeVisible();
  await expect(pickList.getByRole('row').filter({ hasText: 'Total' })).toContainText('3 units');
  await expect(pickList.getByRole('button', { name: 'Print pick list' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
