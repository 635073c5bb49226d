// The contact form and the body of POST /api/contact (SPEC §3, §5).
import { z } from 'zod';
import { emailField, phoneField, textField } from './form-fields';

export const CONTACT_SUBJECTS = [
  'product-inquiry',
  'order-support',
  'skincare-advice',
  'wholesale',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  'product-inquiry': 'Product Inquiry',
  'order-support': 'Order Support',
  'skincare-advice': 'Skincare Advice',
  wholesale: 'Wholesale',
  other: 'Other',
};

export const MAX_MESSAGE_LENGTH = 5000;

export const contactSchema = z
  .object({
    firstName: textField(
      2,
      'First name must be at least 2 characters',
      100,
      'First name must be at most 100 characters',
    ),
    lastName: textField(
      2,
      'Last name must be at least 2 characters',
      100,
      'Last name must be at most 100 characters',
    ),
    email: emailField(),
    // Optional: an empty field is fine, but a number that is given must be a number.
    phone: z.union([z.literal(''), phoneField()]).optional(),
    subject: z.enum(CONTACT_SUBJECTS, { error: 'Please select a subject' }),
    message: textField(
      10,
      'Message must be at least 10 characters',
      MAX_MESSAGE_LENGTH,
      `Message must be at most ${MAX_MESSAGE_LENGTH} characters`,
      'multi-line',
    ),
  })
  .strict();

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
