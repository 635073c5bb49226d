import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { INVALID_EMAIL } from '../../../core/form-fields';
import { newsletterSchema } from '../../../core/newsletter-schema';
import { zodErrorBody } from '../../../core/zod-errors';
import { ApiError, apiRequest } from '../../lib/api-client';
import { wait } from '../../lib/wait';
import '../../lib/zod-without-eval';
import { buttonClasses } from '../ui/button-styles';
import { controlClasses } from '../ui/field-classes';
import { FormField } from '../ui/form-field';
import { toast } from '../ui/toast';

// SPEC §4 and §9: the signup takes at least 1 s, whatever the server's speed.
const NOTIFY_DELAY_MS = 1000;
const FAILED = "We couldn't add you to the list just now. Please try again.";

interface NotifyFormProps {
  /** What was typed, when the action sent the form back without JavaScript. */
  defaultEmail?: string | undefined;
  serverError?: string | undefined;
  onJoined: (email: string) => void;
}

/**
 * With JavaScript the email goes to POST /api/reseller/waitlist; without it the browser posts the
 * form to the page's action. The browser's own checks (required, type="email") run first either
 * way; the schema then catches what they let through, such as an address without a domain.
 */
export function NotifyForm({ defaultEmail, serverError, onJoined }: NotifyFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(serverError);

  async function join(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = newsletterSchema.safeParse({ email: input.current?.value ?? '' });
    if (!parsed.success) {
      setError(zodErrorBody(parsed.error).errors.email ?? INVALID_EMAIL);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await Promise.all([apiRequest('POST', '/api/reseller/waitlist', parsed.data), wait(NOTIFY_DELAY_MS)]);
      toast({ title: 'Successfully subscribed!' });
      onJoined(parsed.data.email);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : undefined;
      if (apiError?.fieldErrors.email) setError(apiError.fieldErrors.email);
      toast({ title: 'Error', description: apiError?.serverMessage ?? FAILED, variant: 'destructive' });
      setPending(false);
    }
  }

  return (
    <Form method="post" onSubmit={(event) => void join(event)} aria-labelledby="notify-heading">
      <h2 id="notify-heading" className="text-2xl text-earth-900">
        Be the first to know
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink-muted">
        Leave your email and we'll tell you the day the full programme launches, offers included.
      </p>
      <div className="mt-5">
        <FormField id="notify-email" label="Email address" error={error}>
          <input
            ref={input}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@yourbusiness.co.ke"
            defaultValue={defaultEmail}
            onChange={() => setError(undefined)}
            className={controlClasses(Boolean(error))}
          />
        </FormField>
      </div>
      <button type="submit" disabled={pending} className={`${buttonClasses('primary', 'lg')} mt-5 w-full`}>
        {pending ? 'Subscribing...' : 'Notify Me'}
      </button>
    </Form>
  );
}
