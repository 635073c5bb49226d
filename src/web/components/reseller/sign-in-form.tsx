import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginSchema, type LoginInput } from '../../../core/account-schemas';
import { ApiError, apiFetch } from '../../lib/api-fetch';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import { controlClasses } from '../forms/field-classes';
import { FormField } from '../forms/form-field';
import { buttonClasses } from '../ui/button-styles';
import { FormAlert } from './form-alert';

/** Sign-in with POST /api/auth/login; a 401 or 429 is shown above the fields. */
export function SignInForm() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodFormResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });

  async function signIn(input: LoginInput) {
    setProblem(null);
    try {
      await apiFetch('POST', '/api/auth/login', input);
      await navigate('/reseller');
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          setError(field as keyof LoginInput, { message });
        }
        setProblem(error.serverMessage ?? 'Invalid email or password');
      } else {
        setProblem('Something went wrong. Please try again.');
      }
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(signIn)(event)} className="space-y-5">
      {problem && <FormAlert>{problem}</FormAlert>}
      <FormField id="sign-in-email" label="Email" error={errors.email?.message}>
        <input
          {...register('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClasses(Boolean(errors.email))}
        />
      </FormField>
      <FormField id="sign-in-password" label="Password" error={errors.password?.message}>
        <input
          {...register('password')}
          type="password"
          autoComplete="current-password"
          className={controlClasses(Boolean(errors.password))}
        />
      </FormField>
      <button type="submit" disabled={isSubmitting} className={`${buttonClasses('primary', 'lg')} w-full`}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
