import { Trash2 } from 'lucide-react';
import { Form } from 'react-router';
import { buttonClasses } from '../../ui/button-styles';
import { Card } from '../../ui/card';
import { ConfirmCheckbox } from '../../ui/confirm-checkbox';
import { FormAlert } from '../../ui/form-alert';

/**
 * Deleting the product: gone for good when never ordered, archived when it was (its orders keep
 * naming it). The owner ticks that they mean it; hiding is the way back that keeps everything.
 */
export function DeleteProductCard({ error }: { error: string | null }) {
  return (
    <Card
      as="section"
      look="flat"
      aria-labelledby="delete-heading"
      className="mt-8 border-red-200 p-4 sm:p-6"
    >
      <h2 id="delete-heading" className="text-2xl text-earth-900">
        Delete
      </h2>
      <p className="mt-2 text-sm text-ink">
        A product no customer ever ordered is deleted with its sizes, reviews and wishlist entries. One that
        was ordered is archived instead: kept for its orders, out of the shop and the console&rsquo;s lists.
        To take it off sale for a while, tick &ldquo;Hidden&rdquo; above instead.
      </p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="delete" />
        {error && <FormAlert>{error}</FormAlert>}
        <ConfirmCheckbox>I understand a deleted product cannot be brought back</ConfirmCheckbox>
        <button type="submit" className={buttonClasses('secondary')}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete this product
        </button>
      </Form>
    </Card>
  );
}
