import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, CONTACT_SUBJECT_LABELS, contactSchema } from './contact-schema';
import { zodErrorBody } from './zod-errors';

const valid = {
  firstName: 'Amina',
  lastName: 'Otieno',
  email: 'amina@example.com',
  subject: 'skincare-advice',
  message: 'Which butter suits dry skin?',
};

function errorsFor(input: unknown) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('contactSchema', () => {
  it('accepts a message with or without a phone', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(contactSchema.parse({ ...valid, phone: '' }).phone).toBe('');
    expect(contactSchema.parse({ ...valid, phone: ' 0712 345 678 ' }).phone).toBe('0712 345 678');
  });

  it("uses SPEC §5's messages", () => {
    expect(errorsFor({ firstName: 'A', lastName: 'B', email: 'x', subject: '', message: 'short' })).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid email address',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('refuses an unknown subject and a missing one', () => {
    expect(errorsFor({ ...valid, subject: 'spam' })).toEqual({ subject: 'Please select a subject' });
    expect(errorsFor({ ...valid, subject: undefined })).toEqual({ subject: 'Please select a subject' });
  });

  it('caps the message at 5000 characters', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(errorsFor({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });

  it('checks a phone that is given', () => {
    expect(errorsFor({ ...valid, phone: '123' })).toHaveProperty('phone');
  });

  it('has a label for every subject', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      'product-inquiry',
      'order-support',
      'skincare-advice',
      'wholesale',
      'other',
    ]);
    for (const subject of CONTACT_SUBJECTS) expect(CONTACT_SUBJECT_LABELS[subject]).toBeTruthy();
  });
});
