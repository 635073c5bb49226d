import { Link } from 'react-router';
import { ALERT_WORDS, type FailingChannel } from '../../../core/failure-alerts';
import { formatShopDateTime } from '../../../core/shop-time';

/** What keeps failing (services/alerts), above everything else on Today until it works again. */
export function FailingChannels({ failing }: { failing: readonly FailingChannel[] }) {
  if (failing.length === 0) return null;
  return (
    <section
      aria-labelledby="failing-heading"
      className="mb-6 rounded-2xl border border-red-300 bg-red-50 p-4"
    >
      <h2 id="failing-heading" className="text-lg font-semibold text-red-900">
        Keeps failing
      </h2>
      <ul className="mt-2 space-y-3">
        {failing.map((alert) => {
          const words = ALERT_WORDS[alert.channel];
          return (
            <li key={alert.channel}>
              <p className="font-semibold text-red-900">{words.title}</p>
              <p className="text-sm text-ink">
                Since {formatShopDateTime(alert.since)}: {words.counted(alert.failures)} in the last hour, the
                last at {formatShopDateTime(alert.lastFailureAt)}. {words.advice}
              </p>
              {words.page && (
                <Link
                  to={words.page.path}
                  className="text-sm font-semibold text-earth-800 underline underline-offset-4"
                >
                  {words.page.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
