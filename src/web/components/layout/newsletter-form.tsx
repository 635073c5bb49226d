import { useState, type FormEvent } from 'react';
import { isQueuedAnswer } from '../../../core/offline-pages';
import { apiRequest } from '../../lib/api-client';
import { toast } from '../ui/toast';
import { useHydrated } from '../ui/use-hydrated';

type Status = 'idle' | 'sending' | 'done' | 'failed';

/**
 * Footer signup. It posts JSON to /api/newsletter (DESIGN §5: signups are stored), so it needs
 * JavaScript; until the page has hydrated the button stays disabled rather than navigate away.
 */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    // SPEC §5: an empty field does nothing.
    if (address === '' || status === 'sending') return;
    setStatus('sending');
    try {
      const answer = await apiRequest<unknown>('POST', '/api/newsletter', { email: address });
      setEmail('');
      setStatus('done');
      toast(
        isQueuedAnswer(answer)
          ? {
              title: 'You will be signed up',
              description:
                'You are offline: your sign-up goes to us by itself as soon as you are back online.',
            }
          : {
              title: 'Thank you for subscribing!',
              description: "You'll receive our latest updates and exclusive offers.",
            },
      );
    } catch {
      setStatus('failed');
      toast({
        title: 'Error',
        description: "Sorry, we couldn't sign you up just now. Please try again.",
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={subscribe} className="space-y-3">
      <label htmlFor="newsletter-email" className="block text-sm font-medium text-shea-100">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (status !== 'sending') setStatus('idle');
          }}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-earth-500 bg-earth-900 px-4 text-sm text-shea-50 placeholder:text-shea-300"
        />
        <button
          type="submit"
          disabled={!hydrated || status === 'sending'}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full bg-gold-300 px-5 text-sm font-semibold text-earth-950 transition-colors hover:bg-gold-100 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {status === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
    </form>
  );
}
