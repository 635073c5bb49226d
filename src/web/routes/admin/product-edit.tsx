import { ArchiveRestore, ExternalLink } from 'lucide-react';
import { Form, Link } from 'react-router';
import { BackLink } from '../../components/admin/back-link';
import { ConsolePageHeader } from '../../components/admin/console-page-header';
import { DoneNotice } from '../../components/admin/products/done-notice';
import { GalleryEditor } from '../../components/admin/products/gallery-editor';
import { PictureUploadForm } from '../../components/admin/products/picture-upload-form';
import { DeleteProductCard } from '../../components/admin/products/delete-product-card';
import { ProductForm } from '../../components/admin/products/product-form';
import { StockFigure } from '../../components/admin/products/stock-figure';
import { buttonClasses } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { requireConsole } from '../../lib/auth.server';
import { pageMeta } from '../../lib/meta';
import { readFormData } from '../../lib/read-form.server';
import type { Route } from './+types/product-edit';
import { productEditPageData } from './product-pages.server';
import { deleteProduct, restoreProduct } from './product-removal.server';
import { changePictures, productIdParam, saveProduct } from './products.server';

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: loaderData ? `Edit ${loaderData.product.name}` : 'Product not found',
    description: 'Edit a product, its stock and its pictures.',
    noIndex: true,
  });
}

export async function loader(args: Route.LoaderArgs) {
  requireConsole(args, 'products.view');
  return productEditPageData(args.context, args.request, args.params.id);
}

export async function action(args: Route.ActionArgs) {
  requireConsole(args, 'products.edit');
  const id = productIdParam(args.params.id);
  const form = await readFormData(args.request);
  const intent = form.get('intent');
  // Deleting asks for its own action: it may take a product, its reviews and wishlist entries for good.
  const admin = requireConsole(args, intent === 'delete' ? 'products.remove' : 'products.edit');
  if (intent === 'save') return saveProduct(args.context, admin.id, form, id);
  if (intent === 'delete') return deleteProduct(args.context, admin.id, id, form);
  if (intent === 'restore') return restoreProduct(args.context, admin.id, id);
  return changePictures(args.context, admin.id, id, form);
}

export default function EditProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { product, values, done } = loaderData;
  const saveRefusal = actionData?.intent === 'save' ? actionData : null;
  const pictureError = actionData?.intent === 'pictures' ? actionData.error : null;
  const deleteError = actionData?.intent === 'delete' ? actionData.error : null;
  if (product.archived) return <ArchivedProduct name={product.name} done={done} />;
  return (
    <>
      <BackLink to="/admin/products">All products</BackLink>
      <ConsolePageHeader
        title={product.name}
        intro={
          <>
            <StockFigure stock={product.stockQuantity} low={product.lowStock} />
            {product.hidden && <span className="ml-2 text-sm font-semibold">Hidden from the shop</span>}
          </>
        }
        actions={
          product.hidden ? null : (
            <Link to={`/product/${product.id}`} className={buttonClasses('secondary')}>
              <ExternalLink className="size-4" aria-hidden="true" />
              View in shop
            </Link>
          )
        }
      />
      {done && !actionData && <DoneNotice message={done} />}
      <Card as="section" look="flat" aria-labelledby="pictures-heading" className="mb-8 p-4 sm:p-6">
        <h2 id="pictures-heading" className="mb-4 text-2xl text-earth-900">
          Pictures
        </h2>
        <GalleryEditor images={product.images} name={product.name} />
        <div className="mt-6 border-t border-line pt-5">
          <PictureUploadForm serverError={pictureError} />
        </div>
      </Card>
      <Card as="section" look="flat" aria-labelledby="details-heading" className="p-4 sm:p-6">
        <h2 id="details-heading" className="mb-4 text-2xl text-earth-900">
          Details
        </h2>
        {/* A new stock figure (a sale, or a refused save) or a new list of sizes remounts the form:
            its fields are uncontrolled, and one still showing the old figure would set it back on
            the next save. */}
        <ProductForm
          key={(saveRefusal?.values ?? values).variants
            .map((size) => `${size.key}:${size.stockLoaded}`)
            .join()}
          values={saveRefusal?.values ?? values}
          images={product.images}
          errors={saveRefusal?.errors}
          formError={saveRefusal?.formError}
          submitLabel="Save changes"
        />
      </Card>
      <DeleteProductCard error={deleteError} />
    </>
  );
}

/** An archived product is kept for its orders: it is only read here, or restored to be changed. */
function ArchivedProduct({ name, done }: { name: string; done: string | null }) {
  return (
    <>
      <BackLink to="/admin/products?filter=archived">Archived products</BackLink>
      <ConsolePageHeader
        title={name}
        intro={<span className="text-sm font-semibold">Archived: kept for its orders, never on sale</span>}
      />
      {done && <DoneNotice message={done} />}
      <Card as="section" look="flat" aria-labelledby="archived-heading" className="p-4 sm:p-6">
        <h2 id="archived-heading" className="text-2xl text-earth-900">
          Archived
        </h2>
        <p className="mt-2 text-sm text-ink">
          It was deleted after customers ordered it, so it stays for their orders, invoices and refunds, out
          of the shop and the console&rsquo;s lists. Restore it to change it or sell it again: it comes back
          hidden.
        </p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="restore" />
          <button type="submit" className={buttonClasses('secondary')}>
            <ArchiveRestore className="size-4" aria-hidden="true" />
            Restore the product
          </button>
        </Form>
      </Card>
    </>
  );
}
