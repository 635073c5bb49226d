import { BellRing } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-router';
import { CONTACT_NEEDED, WAITING_CONFIRMED, contactFields } from '../../../core/back-in-stock-messages';
import { ApiError, apiRequest } from '../../lib/api-client';
import { buttonClasses } from '../ui/button-styles';
import { controlClasses } from '../ui/field-classes';
import { FormAlert } from '../ui/form-alert';
import { FormDone } from '../ui/form-done';
import { FormField } from '../ui/form-field';

const FAILED = "We couldn't add you to the list just now. Please try again.";

interface BackInStockFormProps {
  productId: number;
  /** The sold-out size chosen, when the product has several; otherwise any size will do. */
  variantId?: number | undefined;
  /** What the shopper waits for, as the confirmation names it ('Body Butter (250 g)'). */
  what: string;
  /** The page action's answer, when the form was posted without JavaScript. */
  serverResult?: { done: boolean; error?: string | undefined; formError?: string | undefined } | undefined;
}

/**
 * 'Notify me when it's back' on a sold-out product or size: one field for an e-mail or a phone,
 * sent to POST /api/back-in-stock, whose answer names what is wrong with it in the schema's own
 * words (core/back-in-stock-schema). Without JavaScript the browser posts it to the product page's
 * action, which checks it with the same schema. No form library and no zod here: the product page
 * is the shop's most visited, and zod alone would add some 25 KB to its first JavaScript.
 */
export function BackInStockForm({ productId, variantId, what, serverResult }: BackInStockFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState(serverResult?.error);
  const [failure, setFailure] = useState(serverResult?.formError);
  const [done, setDone] = useState(serverResult?.done === true);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const contact = input.current?.value.trim() ?? '';
    if (!contact) {
      setError(CONTACT_NEEDED);
      input.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(undefined);
    setPending(true);
    try {
      await apiRequest('POST', '/api/back-in-stock', {
        productId,
        ...(variantId === undefined ? {} : { variantId }),
        ...contactFields(contact),
      });
      setDone(true);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : undefined;
      const field = apiError?.fieldErrors.email ?? apiError?.fieldErrors.phone;
      if (field) {
        setError(field);
        input.current?.focus();
      } else setFailure(apiError?.serverMessage ?? FAILED);
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <FormDone title="You are on the list">
        {WAITING_CONFIRMED} We will send one message about {what}, then forget your details.
      </FormDone>
    );
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-heading`}
      className="rounded-card border border-line bg-surface p-4"
    >
      <h2
        id={`${id}-heading`}
        className="flex items-center gap-2 font-sans text-base font-semibold text-earth-900"
      >
        <BellRing className="size-5 text-earth-700" aria-hidden="true" />
        Notify me when it's back
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Leave your e-mail or phone number and we will tell you once, as soon as it is in stock again.
      </p>
      <div className="mt-3 space-y-3">
        <FormField id={`${id}-contact`} label="E-mail or phone number" error={error}>
          <input
            ref={input}
            name="contact"
            type="text"
            required
            autoComplete="email"
            placeholder="you@example.com or 0712 345 678"
            onChange={() => setError(undefined)}
            className={controlClasses(Boolean(error))}
          />
        </FormField>
        {failure && <FormAlert>{failure}</FormAlert>}
        <button type="submit" disabled={pending} className={`${buttonClasses('secondary')} w-full`}>
          {pending ? 'Adding you...' : 'Notify me'}
        </button>
      </div>
      {variantId !== undefined && <input type="hidden" name="variantId" value={variantId} />}
    </Form>
  );
}
