import type { OrderSms } from '../../../../core/order-sms';
import { formatShopDateTime } from '../../../../core/shop-time';
import { ConsoleCard } from '../console-card';

const STATE_LABELS: Record<string, string> = { queued: 'Waiting to send', sent: 'Sent', failed: 'Not sent' };

/** The order's text messages: when, to whom, what they said, and what Africa's Talking reported. */
export function OrderTextMessages({ messages }: { messages: OrderSms[] }) {
  return (
    <ConsoleCard title="Text messages">
      {messages.length === 0 ? (
        <p className="text-sm text-ink-muted">No text messages for this order.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {messages.map((sms) => (
            <li key={sms.id} className="py-2">
              <p className="flex flex-wrap justify-between gap-2">
                <span className="font-medium">
                  To {sms.recipient === 'shop' ? 'the shop' : 'the customer'} · {sms.to}
                </span>
                <span className="text-ink-muted">{formatShopDateTime(sms.sentAt ?? sms.createdAt)}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line text-ink">{sms.message}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {STATE_LABELS[sms.state] ?? sms.state}
                {sms.deliveryStatus && <> · delivery: {sms.deliveryStatus}</>}
                {sms.failureReason && <> · {sms.failureReason}</>}
                {sms.reportedAt && <> · reported {formatShopDateTime(sms.reportedAt)}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ConsoleCard>
  );
}
