import { NEW_PRODUCT_VALUES } from '../../../core/product-form-values';
import { BackLink } from '../../components/admin/back-link';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { ProductForm } from '../../components/admin/products/product-form';
import { Card } from '../../components/ui/card';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/product-new';
import { saveProduct } from './products.server';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: 'New product',
    description: 'Add a product to the shop.',
    noIndex: true,
  });
}

export function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'products.view');
  return null;
}

export async function action(args: Route.ActionArgs) {
  const admin = requireConsole(args, 'products.edit');
  return saveProduct(args.context, admin.id, await readFormData(args.request));
}

export default function NewProduct({ actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/admin/products">All products</BackLink>
      <ConsolePageHeader
        title="New product"
        intro="Pictures are added after it is created. It stays hidden from the shop until you untick Hidden."
      />
      <Card as="section" look="flat" className="p-4 sm:p-6">
        <ProductForm
          values={actionData?.values ?? NEW_PRODUCT_VALUES}
          errors={actionData?.errors}
          formError={actionData?.formError}
          submitLabel="Create product"
        />
      </Card>
    </>
  );
}
