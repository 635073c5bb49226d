import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form, Link } from 'react-router';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  contactSchema,
  type ContactInput,
  type ContactMessage,
} from '../../../core/contact-schema';
import { ApiError, apiRequest } from '../../lib/api-client';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import { buttonClasses } from '../ui/button-styles';
import { Card } from '../ui/card';
import { controlClasses } from '../ui/field-classes';
import { FormField } from '../ui/form-field';
import { toast } from '../ui/toast';
import { isQueuedAnswer } from '../../../core/offline-pages';
import { newIdempotencyKey } from '../../lib/idempotency-key';

const EMPTY: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '' as never,
  message: '',
};

interface ContactFormProps {
  /** The action's answer when the form was posted without JavaScript. */
  serverErrors?: Record<string, string> | undefined;
  sent?: boolean | undefined;
}

/**
 * With JavaScript the message goes to POST /api/contact and a toast says how it went (SPEC §8);
 * without it the browser posts the form to the page's action, which answers in the page.
 */
export function ContactForm({ serverErrors = {}, sent = false }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodFormResolver(contactSchema),
    defaultValues: EMPTY,
  });

  async function send(message: ContactMessage) {
    setSending(true);
    try {
      const answer = await apiRequest<unknown>('POST', '/api/contact', message, {
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      });
      reset(EMPTY);
      toast(
        isQueuedAnswer(answer)
          ? {
              title: 'Your message will be sent',
              description: 'You are offline: it goes to us by itself as soon as you are back online.',
            }
          : {
              title: 'Message sent successfully!',
              description: "Thank you for contacting us. We'll get back to you within 24 hours.",
            },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        for (const [field, text] of Object.entries(error.fieldErrors)) {
          setError(field as keyof ContactInput, { message: text });
        }
      }
      toast({
        title: 'Error sending message',
        description: 'There was an error sending your message. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const error = (field: keyof ContactInput) => errors[field]?.message ?? serverErrors[field];

  return (
    <Card
      as={Form}
      padding="spacious"
      method="post"
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="space-y-5"
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="text-2xl text-earth-900">
        Send us a message
      </h2>
      {sent && (
        <p role="status" className="rounded-control bg-sage-100 p-4 text-sm text-sage-700">
          <strong>Message sent successfully!</strong> We'll get back to you within 24 hours.
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-first-name" label="First name" error={error('firstName')}>
          <input
            {...register('firstName')}
            autoComplete="given-name"
            className={controlClasses(Boolean(error('firstName')))}
          />
        </FormField>
        <FormField id="contact-last-name" label="Last name" error={error('lastName')}>
          <input
            {...register('lastName')}
            autoComplete="family-name"
            className={controlClasses(Boolean(error('lastName')))}
          />
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-email" label="Email" error={error('email')}>
          <input
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            className={controlClasses(Boolean(error('email')))}
          />
        </FormField>
        <FormField id="contact-phone" label="Phone" optional error={error('phone')}>
          <input
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            className={controlClasses(Boolean(error('phone')))}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label="Subject" error={error('subject')}>
        <select {...register('subject')} className={controlClasses(Boolean(error('subject')))}>
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {CONTACT_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="contact-message" label="Message" error={error('message')}>
        <textarea
          {...register('message')}
          rows={6}
          className={controlClasses(Boolean(error('message')), 'py-2.5')}
        />
      </FormField>
      <button
        type="submit"
        disabled={sending}
        className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}
      >
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <p className="text-sm text-ink-muted">
        We use your details only to answer you.{' '}
        <Link to="/privacy" className="font-medium text-earth-700 underline underline-offset-4">
          How we use your details
        </Link>
      </p>
    </Card>
  );
}
