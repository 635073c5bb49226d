import { Form } from 'react-router';
import { STAFF_STATUSES } from '../../../../core/admin-order-schemas';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../core/order-status';
import { buttonClasses } from '../../ui/button-styles';
import { CONTROL_CLASSES, LABEL_CLASSES } from '../field-styles';

const VERB: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirm order',
  processing: 'Start processing',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

/**
 * One form per move the rules allow from here. Shipping asks for an optional tracking note, which
 * goes into the customer's mail; cancelling asks for a reason, kept in the history.
 */
export function StatusMoves({ next }: { next: readonly OrderStatus[] }) {
  const moves = next.filter((status) => (STAFF_STATUSES as readonly string[]).includes(status));
  if (moves.length === 0)
    return <p className="text-sm text-ink-muted">This order is closed: no more moves.</p>;
  return (
    <div className="grid gap-3">
      {moves.map((status) => (
        <Form
          key={status}
          method="post"
          className="flex flex-wrap items-end gap-2 rounded-xl border border-line p-3"
        >
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="status" value={status} />
          {(status === 'shipped' || status === 'cancelled') && (
            <div className="min-w-0 flex-1 basis-48">
              <label htmlFor={`note-${status}`} className={LABEL_CLASSES}>
                {status === 'shipped' ? 'Tracking note (optional)' : 'Reason (optional)'}
              </label>
              <input
                id={`note-${status}`}
                name="note"
                maxLength={300}
                className={CONTROL_CLASSES}
                placeholder={status === 'shipped' ? 'e.g. G4S parcel 123456' : 'e.g. customer asked'}
              />
            </div>
          )}
          <button type="submit" className={buttonClasses(status === 'cancelled' ? 'secondary' : 'primary')}>
            {VERB[status] ?? ORDER_STATUS_LABELS[status]}
          </button>
        </Form>
      ))}
      <p className="text-xs text-ink-muted">Each move mails the customer.</p>
    </div>
  );
}
