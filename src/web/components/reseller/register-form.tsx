import { Form, useNavigation } from 'react-router';
import { MIN_PASSWORD_LENGTH } from '../../../core/password-rules';
import { buttonClasses } from '../ui/button-styles';
import { controlClasses } from '../ui/field-classes';
import { FormAlert } from '../ui/form-alert';
import { FormField } from '../ui/form-field';

interface RegisterFormProps {
  formError?: string | null | undefined;
  errors?: Record<string, string> | undefined;
  /** What was typed before a refusal (never the password). */
  values?: Record<string, string> | undefined;
}

const PASSWORD_RULES = `At least ${MIN_PASSWORD_LENGTH} characters, and not your email. A few words you will remember make a strong password.`;

/** An application for a reseller account, posted to the /login action. */
export function RegisterForm({ formError, errors = {}, values = {} }: RegisterFormProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'register';
  const input = (name: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <input
      name={name}
      defaultValue={values[name] ?? ''}
      {...props}
      className={controlClasses(Boolean(errors[name]))}
    />
  );
  return (
    <Form method="post" noValidate className="space-y-5">
      <input type="hidden" name="intent" value="register" />
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label="First name" error={errors.firstName}>
          {input('firstName', { autoComplete: 'given-name' })}
        </FormField>
        <FormField id="register-last-name" label="Last name" error={errors.lastName}>
          {input('lastName', { autoComplete: 'family-name' })}
        </FormField>
      </div>
      <FormField id="register-business" label="Business name" error={errors.businessName}>
        {input('businessName', { autoComplete: 'organization' })}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-email" label="Email" error={errors.email}>
          {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        </FormField>
        <FormField id="register-phone" label="Phone" error={errors.phone}>
          {input('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        </FormField>
      </div>
      <FormField id="register-password" label="Password" hint={PASSWORD_RULES} error={errors.password}>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          className={controlClasses(Boolean(errors.password))}
        />
      </FormField>
      <button type="submit" disabled={busy} className={`${buttonClasses('primary', 'lg')} w-full`}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </button>
      <p className="text-sm text-ink-muted">
        We review every application and email you once your account is approved.
      </p>
    </Form>
  );
}
