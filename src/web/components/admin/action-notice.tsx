import { CircleAlert, CircleCheck } from 'lucide-react';

/**
 * What the last action did, above the list. A live region, so a screen reader hears it after a
 * scripted submission as well as after a full page load. `flush` drops the space under it, for a
 * notice inside a card's item that spaces its own parts.
 */
export function ActionNotice({
  notice,
  flush = false,
}: {
  notice: { ok: boolean; message: string } | undefined;
  flush?: boolean;
}) {
  return (
    <div role="status" className="empty:hidden">
      {notice && (
        <p
          className={`${flush ? '' : 'mb-5 '}flex items-start gap-2 rounded-xl border px-4 py-3 text-sm font-medium ${
            notice.ok
              ? 'border-sage-300 bg-sage-100 text-sage-700'
              : 'border-gold-300 bg-gold-100 text-earth-900'
          }`}
        >
          {notice.ok ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          {notice.message}
        </p>
      )}
    </div>
  );
}
