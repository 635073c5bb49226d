import { Trash2 } from 'lucide-react';
import { Form } from 'react-router';
import { buttonClasses } from '../../ui/button-styles';
import { Card } from '../../ui/card';
import { ConfirmCheckbox } from '../../ui/confirm-checkbox';
import { FormAlert } from '../../ui/form-alert';

/**
 * Offered while the demo catalogue a new shop starts with is still there: one form takes it all
 * out (those ever ordered are archived, the rest deleted), once the owner ticks that they mean it.
 */
export function DemoProductsCard({ names, error }: { names: string[]; error: string | null }) {
  return (
    <Card as="section" look="flat" aria-labelledby="demo-products-heading" className="mb-6 p-4 sm:p-5">
      <h2 id="demo-products-heading" className="text-xl text-earth-900">
        The demo products are still in your shop
      </h2>
      <p className="mt-2 text-sm text-ink">
        The shop started with {names.length} demo {names.length === 1 ? 'product' : 'products'} to show how it
        works. Remove them when your own are ready: they are deleted with their reviews and wishlist entries,
        and any a customer ordered is archived instead, kept for that order.
      </p>
      <details className="mt-2 text-sm text-ink-muted">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-earth-700">
          Which products these are
        </summary>
        <ul className="list-disc pl-6">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </details>
      <Form method="post" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="remove-demo" />
        {error && <FormAlert>{error}</FormAlert>}
        <ConfirmCheckbox>I understand the demo products are deleted for good</ConfirmCheckbox>
        <button type="submit" className={buttonClasses('secondary')}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove the demo products
        </button>
      </Form>
    </Card>
  );
}
