import { describe, expect, it } from 'vitest';
import { newsletterSchema } from './newsletter-schema';

describe('newsletterSchema', () => {
  it('trims and lower-cases the email', () => {
    expect(newsletterSchema.parse({ email: ' Fan@Shea.CO.KE ' })).toEqual({ email: 'fan@shea.co.ke' });
  });

  it.each([{}, { email: '' }, { email: 'fan' }, { email: 'fan@shea.co.ke', extra: 1 }])(
    'rejects %j',
    (input) => {
      expect(newsletterSchema.safeParse(input).success).toBe(false);
    },
  );

  it('says Invalid email address', () => {
    expect(newsletterSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('Invalid email address');
  });
});
