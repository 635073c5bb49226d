import { CheckCircle2, Info } from 'lucide-react';

const DONE = [
  'Access token request (OAuth) with caching until shortly before expiry',
  'Payment request (STK push) charged at the order total',
  'Payment callback, idempotent and on a secret path',
  'Status query when no callback has arrived',
  'Checkout widget: live result, polling every 10 s, retry and Pay Later',
];

const NOTES = [
  'Simulated mode needs no credentials: test phone numbers choose the outcome (see the README, M-Pesa section).',
  'Sandbox and production need the consumer key, secret, passkey and a public HTTPS callback URL.',
  'Outside simulated mode this page is for administrators only, and the access token is shown masked.',
];

/** SPEC §2: what works, and how the payment set-up stands. */
export function TestStatusBox() {
  return (
    <section aria-labelledby="status-heading" className="rounded-card bg-sage-100 p-6">
      <h2 id="status-heading" className="text-xl text-earth-900">
        Integration status
      </h2>
      <h3 className="mt-4 font-sans text-sm font-semibold text-earth-900">Completed</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink">
        {DONE.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <h3 className="mt-5 font-sans text-sm font-semibold text-earth-900">Current setup</h3>
      <ul className="mt-2 space-y-2 text-sm text-ink">
        {NOTES.map((item) => (
          <li key={item} className="flex gap-2">
            <Info className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
