import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './account-schemas';
import { zodErrorBody } from './zod-errors';

const valid = {
  email: 'Duka@Example.com',
  password: 'correct horse battery',
  firstName: 'Achieng',
  lastName: 'Mwangi',
  businessName: 'Glow Duka',
  phone: '0712345678',
};

function registerErrors(input: unknown) {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('registerSchema', () => {
  it('accepts a valid registration, lower-casing the email', () => {
    expect(registerSchema.parse(valid).email).toBe('duka@example.com');
  });

  it('uses the messages for every field', () => {
    expect(
      registerErrors({
        email: 'x',
        password: 'short',
        firstName: 'A',
        lastName: 'B',
        businessName: 'C',
        phone: '1',
      }),
    ).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 10 characters',
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      businessName: 'Business name must be at least 2 characters',
      phone: 'Phone number must be at least 10 digits',
    });
  });

  it('accepts a password of exactly 10 characters and refuses 9', () => {
    expect(registerSchema.safeParse({ ...valid, password: '1234567890' }).success).toBe(true);
    expect(registerErrors({ ...valid, password: '123456789' })).toEqual({
      password: 'Password must be at least 10 characters',
    });
  });

  it('refuses the email as password, whatever its case', () => {
    expect(registerErrors({ ...valid, password: 'duka@example.com' })).toEqual({
      password: 'Password must not be the same as your email',
    });
    expect(registerErrors({ ...valid, password: 'DUKA@EXAMPLE.COM' })).toEqual({
      password: 'Password must not be the same as your email',
    });
  });

  it('refuses unknown fields such as a role', () => {
    expect(registerErrors({ ...valid, role: 'admin' })).toEqual({ role: 'Unknown field "role"' });
  });
});

describe('loginSchema', () => {
  it('needs an email and a password', () => {
    expect(loginSchema.parse({ email: ' Duka@Example.com', password: ' x ' })).toEqual({
      email: 'duka@example.com',
      password: ' x ',
    });
    const result = loginSchema.safeParse({ email: 'nope', password: '' });
    expect(result.success ? {} : zodErrorBody(result.error).errors).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    });
    expect(loginSchema.safeParse({ email: 'duka@example.com' }).error?.issues[0]?.message).toBe(
      'Password is required',
    );
  });
});
