import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MIN_PASSWORD_LENGTH, registerSchema, type RegisterInput } from '../../../core/account-schemas';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import { controlClasses } from '../forms/field-classes';
import { FormField } from '../forms/form-field';
import { buttonClasses } from '../ui/button-styles';
import { FormAlert } from './form-alert';

type Field = keyof RegisterInput;

const EMPTY: RegisterInput = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  businessName: '',
  phone: '',
};

/**
 * Registration with POST /api/auth/register. The answer is the same whether or not the email has an
 * account (what happens next arrives by mail), so the form shows it and the user then signs in.
 */
export function RegisterForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({ resolver: zodFormResolver(registerSchema), defaultValues: EMPTY });

  async function create(input: RegisterInput) {
    setProblem(null);
    try {
      const { message } = await apiFetch<{ message: string }>('POST', '/api/auth/register', input);
      setReceived(message);
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as Field, { message });
        }
        setProblem(error.serverMessage ?? 'Please check the form and try again.');
      } else {
        setProblem('Something went wrong. Please try again.');
      }
    }
  }

  const input = (field: Field, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input {...register(field)} {...props} className={controlClasses(Boolean(errors[field]))} />
  );

  if (received) {
    return (
      <p role="status" className="rounded-control border border-line bg-shea-200 p-4 text-sm text-earth-900">
        {received}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(create)(event)} className="space-y-5">
      {problem && <FormAlert>{problem}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName?.message}>
          {input('firstName', { autoComplete: 'given-name' })}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName?.message}>
          {input('lastName', { autoComplete: 'family-name' })}
        </FormField>
      </div>
      <FormField id="register-business" label="Business name" error={errors.businessName?.message}>
        {input('businessName', { autoComplete: 'organization' })}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </FormField>
        <FormField id="register-phone" label="Phone" error={errors.phone?.message}>
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </FormField>
      </div>
      <FormField
        id="register-password"
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
      >
        {input('password', { type: 'password', autoComplete: 'new-password' })}
      </FormField>
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary', 'lg')} w-full`}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="text-sm text-ink-muted">
        We review every application and email you once your account is approved.
      </p>
    </form>
  );
}
