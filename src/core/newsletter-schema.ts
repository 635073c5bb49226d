// The footer newsletter and the reseller notify-me form: both store one unique email (DESIGN.md §5).
import { z } from 'zod';
import { emailField } from './form-fields';

export const newsletterSchema = z.object({ email: emailField() }).strict();

export type NewsletterSignup = z.output<typeof newsletterSchema>;
